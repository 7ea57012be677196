/** Auto-lock after `lockTime` minutes without activity (0 = off). Timers are injectable for tests. */

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
};

export class InactivityLock {
  private handle: unknown = null;

  constructor(
    private readonly lockTimeMinutes: () => number,
    private readonly onLock: () => void,
    private readonly timers: Timers = realTimers,
  ) {}

  /** Activity: restart the countdown. */
  touch(): void {
    this.stop();
    const minutes = this.lockTimeMinutes();
    if (!(minutes > 0)) return;
    const handle = this.timers.setTimeout(() => {
      this.handle = null;
      this.onLock();
    }, minutes * 60_000);
    // Never keep a Node process (the CLI) alive just for the lock timer.
    (handle as { unref?: () => void } | null)?.unref?.();
    this.handle = handle;
  }

  stop(): void {
    if (this.handle !== null) this.timers.clearTimeout(this.handle);
    this.handle = null;
  }
}
