import { describe, expect, it } from 'vitest';
import { feeChoices, feePriceText } from './feeView';
import type { FeeOptionView, SendCoinView } from './transfer';

function coin(hints: Partial<SendCoinView['hints']> = {}): SendCoinView {
  return {
    _id: 'eth',
    chain_name: 'ethereum',
    chainLabel: 'Ethereum',
    symbol: 'ETH',
    name: 'Ethereum',
    decimal: 18,
    isToken: false,
    address: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
    feeSymbol: 'ETH',
    feeDecimals: 18,
    hints: {
      customFeeUnit: 'gwei',
      customFeeDecimals: 9,
      canBatch: true,
      recordsFailedSends: true,
      ...hints,
    },
  } as SendCoinView;
}

const OPTIONS: FeeOptionView[] = [
  { title: 'Normal', gasPrice: '1000000000' },
  { title: 'Recommended', gasPrice: '1500000000' },
  { title: 'Custom', gasPrice: '0' },
];

describe('fee choices', () => {
  it('Normal and Recommended with their price in the custom unit and their fee; Custom where the family takes it', () => {
    const fees = new Map([
      ['Normal', 21_000_000_000_000n],
      ['Recommended', 31_500_000_000_000n],
    ]);
    expect(feeChoices(coin(), OPTIONS, fees, false)).toEqual({
      rows: [
        { title: 'Normal', priceText: '1 gwei', fee: { kind: 'shown', text: '0.000021 ETH' } },
        { title: 'Recommended', priceText: '1.5 gwei', fee: { kind: 'shown', text: '0.0000315 ETH' } },
      ],
      customUnit: 'gwei',
      customHint: 'Fee price in gwei',
      customLabel: 'Custom fee price (gwei)',
    });
  });

  it('a family without a custom fee unit: no prices, no Custom; fees not priced yet are null; privacy hides fees', () => {
    const v = feeChoices(
      coin({ customFeeUnit: null, customFeeDecimals: 0 }),
      OPTIONS,
      new Map([['Normal', 5000n]]),
      true,
    );
    expect(v.rows).toEqual([
      { title: 'Normal', priceText: null, fee: expect.objectContaining({ kind: 'hidden' }) },
      { title: 'Recommended', priceText: null, fee: null },
    ]);
    expect(v).toMatchObject({ customUnit: null, customHint: null, customLabel: null });
  });

  it('prices in a unit without decimals (sat/vB), from text or bigint', () => {
    const utxo = coin({ customFeeUnit: 'sat/vB', customFeeDecimals: 0 });
    expect(feePriceText(utxo, '12')).toBe('12 sat/vB');
    expect(feePriceText(utxo, 1234n)).toBe('1,234 sat/vB');
    expect(feePriceText(coin(), 'not a number')).toBe('not a number gwei');
  });
});
