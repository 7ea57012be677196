/** An in-process exclusive lock: callers run one at a time, in call order. */
export class Mutex {
  private tail: Promise<void> = Promise.resolve();
  private held = false;

  get isHeld(): boolean {
    return this.held;
  }

  run<T>(fn: () => Promise<T>): Promise<T> {
    const result = this.tail.then(async () => {
      this.held = true;
      try {
        return await fn();
      } finally {
        this.held = false;
      }
    });
    this.tail = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }
}

const named = new Map<string, Mutex>();

/** One mutex per name in this process (e.g. per vault file or database). */
export function namedMutex(name: string): Mutex {
  let m = named.get(name);
  if (!m) named.set(name, (m = new Mutex()));
  return m;
}
