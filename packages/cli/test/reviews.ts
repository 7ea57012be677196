/** Captures the `{"review": …}` lines a send writes on stderr before signing (network/review.ts). */
import { vi } from 'vitest';

export async function capturingReviews<T>(
  work: () => Promise<T>,
): Promise<{ result: T; reviews: unknown[] }> {
  const lines: string[] = [];
  const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return true;
  });
  try {
    const result = await work();
    const reviews = lines
      .join('')
      .split('\n')
      .filter((l) => l.startsWith('{"review":'))
      .map((l) => (JSON.parse(l) as { review: unknown }).review);
    return { result, reviews };
  } finally {
    spy.mockRestore();
  }
}
