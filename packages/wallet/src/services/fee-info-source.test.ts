/** The adapters' fee-info source: one conversion per fetched answer, faults reported, defaults kept. */
import { describe, expect, it } from 'vitest';
import { createFeeInfoSource } from './fee-info-source';
import type { FeeInfo as FeeInfoText } from './schemas';

describe('fee-info source', () => {
  it('converts each fetched answer once (gwei text → wei) and again only for a new answer', async () => {
    let answer: FeeInfoText = { polygon: { multiplier: '1.3', maxPriorityFee: '1001' } };
    const source = createFeeInfoSource({ get: async () => answer });
    const a = await source('polygon');
    expect(a).toEqual({ multiplier: 1.3, maxPriorityFee: 1_001_000_000_000n });
    expect(await source('polygon')).toBe(a); // the same converted object: no second conversion
    expect(await source('ethereum')).toBeUndefined(); // not in the answer: the spec's defaults
    answer = { polygon: { multiplier: '2', maxPriorityFee: null } };
    expect(await source('polygon')).toEqual({ multiplier: 2 });
  });

  it('reports a late or malformed answer and leaves the defaults (undefined)', async () => {
    const errors: string[] = [];
    const late = createFeeInfoSource(
      { get: () => Promise.reject(new Error('fees info not called due to time-limit')) },
      { onError: (m) => errors.push(m) },
    );
    expect(await late('ethereum')).toBeUndefined();
    const bad = createFeeInfoSource(
      { get: async () => ({ ethereum: { multiplier: '500', maxPriorityFee: null } }) },
      { onError: (m) => errors.push(m) },
    );
    expect(await bad('ethereum')).toBeUndefined();
    expect(errors).toEqual([
      'fees info not called due to time-limit',
      'Fee info for ethereum: multiplier out of range',
    ]);
  });
});
