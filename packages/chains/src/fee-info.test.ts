/** The product API's fee-info text converted once into the adapters' form (docs/api.md "/fees-info"). */
import { describe, expect, it } from 'vitest';
import { feeInfoFromText } from './fee-info';

describe('fee info from the product API', () => {
  it("converts gwei text to wei and the multiplier to a number (polygon's 1001 gwei)", async () => {
    expect(await feeInfoFromText('polygon', { multiplier: '1.3', maxPriorityFee: '1001' })).toEqual({
      multiplier: 1.3,
      maxPriorityFee: 1_001_000_000_000n,
    });
    expect(await feeInfoFromText('ethereum', { multiplier: '1', maxPriorityFee: null })).toEqual({
      multiplier: 1,
    });
    expect(await feeInfoFromText('ethereum', { multiplier: '2', maxPriorityFee: '0.000000001' })).toEqual({
      multiplier: 2,
      maxPriorityFee: 1n,
    });
  });

  it('refuses malformed or absurd values as a provider fault', async () => {
    await expect(feeInfoFromText('ethereum', { multiplier: '0', maxPriorityFee: null })).rejects.toThrow(
      'multiplier out of range',
    );
    await expect(feeInfoFromText('ethereum', { multiplier: '11', maxPriorityFee: null })).rejects.toThrow(
      'multiplier out of range',
    );
    await expect(feeInfoFromText('ethereum', { multiplier: '1e3', maxPriorityFee: null })).rejects.toThrow(
      'bad multiplier',
    );
    await expect(feeInfoFromText('ethereum', { multiplier: '1', maxPriorityFee: '-5' })).rejects.toThrow();
    await expect(
      feeInfoFromText('ethereum', { multiplier: '1', maxPriorityFee: '0.0000000001' }),
    ).rejects.toThrow();
  });
});
