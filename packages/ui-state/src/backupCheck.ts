/** The backup check: which words of the new phrase the person must type back. Pure. */

/** `count` distinct word positions (0-based) out of `total`, in ascending order. */
export function pickWordPositions(
  total: number,
  count: number,
  random: (n: number) => number = secureRandomBelow,
): number[] {
  if (!Number.isInteger(total) || !Number.isInteger(count) || count < 0 || count > total) {
    throw new RangeError('count must be between 0 and total');
  }
  const picked = new Set<number>();
  while (picked.size < count) picked.add(random(total));
  return [...picked].sort((a, b) => a - b);
}

/** Uniform integer in [0, n) from the platform's CSPRNG (rejection sampling, no modulo bias). */
export function secureRandomBelow(n: number): number {
  const limit = Math.floor(0x1_0000_0000 / n) * n;
  const buf = new Uint32Array(1);
  for (;;) {
    globalThis.crypto.getRandomValues(buf);
    const v = buf[0] as number;
    if (v < limit) return v % n;
  }
}

/** True when every asked word was typed back (case and surrounding spaces ignored). */
export function backupAnswersMatch(
  words: readonly string[],
  positions: readonly number[],
  answers: readonly string[],
): boolean {
  return (
    positions.length === answers.length &&
    positions.every((p, i) => (answers[i] ?? '').trim().toLowerCase() === words[p])
  );
}
