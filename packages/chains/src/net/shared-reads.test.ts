import { describe, expect, it, vi } from 'vitest';
import { SharedReads, type ReadMany } from './shared-reads';

/** Keys are numbers; a value is kept only when the wanted item says it is settled. */
type Want = { n: number; settled: boolean };
const want = (n: number, settled = true): Want => ({ n, settled });
const reads = (max = 10) =>
  new SharedReads<Want, number, string | null>({
    key: (w) => w.n,
    keep: (w, v) => w.settled && v !== null,
    max,
  });

/** A readMany whose every batch is recorded and answered only when the test says so. */
function heldReads() {
  const batches: { keys: number[]; answer: () => void; fail: () => void }[] = [];
  const readMany: ReadMany<number, string | null> = (keys) => {
    const settle: { ok: (v: string) => void; no: (e: Error) => void }[] = [];
    const ps = keys.map(
      (k) => new Promise<string | null>((ok, no) => settle.push({ ok: () => ok(`v${k}`), no })),
    );
    batches.push({
      keys,
      answer: () => settle.forEach((s) => s.ok('')),
      fail: () => settle.forEach((s) => s.no(new Error('node down'))),
    });
    return ps;
  };
  return { batches, readMany, asked: () => batches.map((b) => b.keys) };
}

describe('SharedReads', () => {
  it('reads the missing keys as one batch, keeps settled values only, drops the oldest past max', async () => {
    const r = reads(2);
    const asked: number[][] = [];
    const readMany: ReadMany<number, string | null> = (keys) => (
      asked.push(keys),
      keys.map(async (k) => (k === 9 ? null : `v${k}`))
    );
    expect(await Promise.all(r.getMany([want(1), want(2, false), want(1), want(9)], readMany))).toEqual([
      'v1',
      'v2',
      'v1',
      null,
    ]);
    expect(asked).toEqual([[1, 2, 9]]);
    // 1 kept; 2 (not settled) and 9 (null) read again.
    await Promise.all(r.getMany([want(1), want(2, false), want(9)], readMany));
    expect(asked[1]).toEqual([2, 9]);
    expect(r.size).toBe(1);
    for (const n of [3, 4]) await r.get(want(n), async (k) => `v${k}`);
    expect(r.size).toBe(2);
    asked.length = 0;
    await Promise.all(r.getMany([want(1), want(3), want(4)], readMany));
    expect(asked).toEqual([[1]]); // 1 was the oldest, dropped
  });

  it('a page joins reads in flight: nothing is read twice', async () => {
    const r = reads();
    const { batches, readMany, asked } = heldReads();
    const warm = r.prefetch([want(1), want(2), want(2)], readMany);
    const page = r.getMany([want(2), want(3)], readMany);
    expect(asked()).toEqual([[1, 2], [3]]);
    batches.forEach((b) => b.answer());
    expect(await Promise.all(page)).toEqual(['v2', 'v3']);
    await expect(warm).resolves.toBeUndefined();
    expect(r.size).toBe(3);
  });

  it('the starter of a failed read gets its error; joiners read again together, as one batch', async () => {
    const r = reads();
    const { batches, readMany, asked } = heldReads();
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const first = r.getMany([want(1), want(2)], readMany);
      const joinA = r.getMany([want(1)], readMany);
      const joinB = r.getMany([want(2)], readMany);
      batches[0]!.fail();
      await expect(first[0]).rejects.toThrow('node down');
      await vi.waitFor(() =>
        expect(asked()).toEqual([
          [1, 2],
          [1, 2],
        ]),
      );
      batches[1]!.answer();
      expect(await joinA[0]).toBe('v1');
      expect(await joinB[0]).toBe('v2');
      await expect(first[1]).rejects.toThrow('node down');
    } finally {
      await new Promise((s) => setTimeout(s, 10));
      process.off('unhandledRejection', unhandled);
    }
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('a warm-up never rejects, even when its whole batch fails, and a page after it reads afresh', async () => {
    const r = reads();
    const { batches, readMany, asked } = heldReads();
    const warm = r.prefetch([want(5), want(6)], readMany);
    batches[0]!.fail();
    await expect(warm).resolves.toBeUndefined();
    expect(r.size).toBe(0);
    const page = r.getMany([want(5), want(6)], readMany);
    expect(asked()).toEqual([
      [5, 6],
      [5, 6],
    ]);
    batches[1]!.answer();
    expect(await Promise.all(page)).toEqual(['v5', 'v6']);
  });

  it('a readMany that answers fewer promises than keys fails the missing ones, never hangs', async () => {
    const r = reads();
    const short: ReadMany<number, string | null> = (keys) => [Promise.resolve(`v${keys[0]}`)];
    const [a, b] = r.getMany([want(1), want(2)], short);
    expect(await a).toBe('v1');
    await expect(b).rejects.toThrow('2 was not read');
  });
});
