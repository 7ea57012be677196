import { describe, expect, it } from 'vitest';
import type { WalletCoin } from '../store/types';
import { intentFor } from './transferIntent';

const coin = {
  _id: 'c',
  chain_name: 'ripple',
  symbol: 'XRP',
  address: 'rFrom',
  type: 'coin',
  decimal: 6,
} as WalletCoin;

describe('intentFor', () => {
  it('carries a memo only when it is not empty (trimmed)', () => {
    expect(intentFor(coin, { kind: 'plain', toAddress: 'rTo', amount: '5', memo: ' 12345 ' })).toEqual({
      from: 'rFrom',
      to: 'rTo',
      amount: 5n,
      asset: { kind: 'native' },
      memo: '12345',
    });
    expect(intentFor(coin, { kind: 'plain', toAddress: 'rTo', amount: '5', memo: '   ' })).not.toHaveProperty(
      'memo',
    );
  });
  it("refuses amounts that are not whole smallest units, and staking kinds ('chain not supported')", () => {
    expect(() => intentFor(coin, { kind: 'plain', toAddress: 'rTo', amount: '1.5' })).toThrow(
      'The amount is not a whole number of the smallest unit',
    );
    expect(() => intentFor(coin, { kind: 'createStaking', toAddress: 'rTo', amount: '1' })).toThrow(
      'chain not supported',
    );
  });
});
