/** How `kestrel balance` prints each reading state: never a display amount without an amount read. */
import { coinRules, nativeCurrency } from '@kestrel/wallet';
import { describe, expect, it } from 'vitest';
import { balanceRow } from '../src/commands/balance';

const coin = coinRules.createWalletCoin(nativeCurrency('litecoin'), {
  address: 'rltc1qexample',
  publicKey: '',
});

describe('balanceRow', () => {
  it('an unavailable reading has no amount and no display (it used to show "display":"0")', () => {
    const row = balanceRow(coin, {
      coinId: coin._id,
      balanceState: { state: 'unavailable', error: 'node down' },
    });
    expect(row).toEqual({
      asset: 'native',
      symbol: 'LTC',
      decimals: 8,
      state: 'unavailable',
      error: 'node down',
    });
  });

  it('a stale reading keeps its last amount, marked stale with when it was read', () => {
    const asOf = Date.UTC(2026, 0, 2, 3, 4, 5);
    const row = balanceRow(coin, {
      coinId: coin._id,
      totalBalance: '150000000',
      balanceState: { state: 'stale', asOf, error: 'node down' },
    });
    expect(row).toEqual({
      asset: 'native',
      symbol: 'LTC',
      decimals: 8,
      amount: '150000000',
      display: '1.5',
      state: 'stale',
      asOf: '2026-01-02T03:04:05.000Z',
      error: 'node down',
    });
  });

  it('a fresh reading is the amount and its display', () => {
    const row = balanceRow(coin, {
      coinId: coin._id,
      totalBalance: '5',
      balanceState: { state: 'fresh', asOf: 1 },
    });
    expect(row).toEqual({
      asset: 'native',
      symbol: 'LTC',
      decimals: 8,
      amount: '5',
      display: '0.00000005',
      state: 'fresh',
    });
  });
});
