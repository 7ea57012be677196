/**
 * Coin selection, sizes and relay rules. Expected dust limits are Bitcoin Core's published ones
 * (policy.cpp GetDustThreshold at the 3000 sat/kvB dust relay fee: 546 for P2PKH, 540 for P2SH,
 * 294 for P2WPKH, 330 for P2TR); Litecoin's -dustrelayfee default is ten times that (0.0003
 * LTC/kvB, `litecoind -help-debug`), Dogecoin's dust 0.01 DOGE (doc/fee-recommendation.md).
 * Vsizes: a 1-in 2-out P2WPKH spend is 140.5 → 141 vB and 1-in 2-out P2PKH 226 bytes
 * (Bitcoin Optech transaction size calculator; Trust Wallet Core's BCH vector above is 226 bytes).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dustLimit } from './rules';
import { estimateVsize } from './sizes';
import { selectCoins, InsufficientBalanceError, type Coin } from './select';

const coin = (value: bigint, i = 0): Coin => ({
  txid: i.toString(16).padStart(64, '0'),
  vout: 0,
  value,
  type: 'wpkh',
});
const base = { feeRate: 10n, recipientScriptLength: 22, changeScriptLength: 22, changeDust: 294n };

describe('relay rules', () => {
  it('has the published dust limits', () => {
    expect(dustLimit('bitcoin', 'pkh')).toBe(546n);
    expect(dustLimit('bitcoin', 'sh')).toBe(540n);
    expect(dustLimit('bitcoin', 'wpkh')).toBe(294n);
    expect(dustLimit('bitcoin', 'tr')).toBe(330n);
    expect(dustLimit('bitcoin_cash', 'pkh')).toBe(546n);
    expect(dustLimit('litecoin', 'wpkh')).toBe(2940n);
    expect(dustLimit('dogecoin', 'pkh')).toBe(1_000_000n);
  });

  it('estimates the usual sizes', () => {
    expect(estimateVsize(['wpkh'], [22, 22])).toBe(141);
    expect(estimateVsize(['pkh'], [25, 25])).toBe(226);
  });
});

describe('selectCoins', () => {
  it('takes the largest coins first and returns change', () => {
    const s = selectCoins({
      ...base,
      coins: [coin(10_000n, 1), coin(50_000n, 2), coin(30_000n, 3)],
      amount: 60_000n,
    });
    expect(s.inputs.map((c) => c.value)).toEqual([50_000n, 30_000n]);
    expect(s.fee).toBe(BigInt(estimateVsize(['wpkh', 'wpkh'], [22, 22])) * 10n);
    expect(s.change).toBe(80_000n - 60_000n - s.fee);
  });

  it('adds change below the dust limit to the fee', () => {
    const fee1 = BigInt(estimateVsize(['wpkh'], [22])) * 10n;
    const s = selectCoins({ ...base, coins: [coin(10_000n)], amount: 10_000n - fee1 - 100n });
    expect(s.change).toBe(0n);
    expect(s.fee).toBe(fee1 + 100n);
  });

  it('spends everything in max mode, with no change', () => {
    const s = selectCoins({ ...base, coins: [coin(10_000n, 1), coin(20_000n, 2)], amount: 0n, max: true });
    expect(s.change).toBe(0n);
    expect(s.amount + s.fee).toBe(30_000n);
  });

  it('throws the spec text when the coins do not cover amount and fee', () => {
    expect(() => selectCoins({ ...base, coins: [coin(1_000n)], amount: 990n })).toThrow(
      'Insufficient balance to broadcast transaction',
    );
  });

  it('never spends more than the coins hold, and pays at least the rate (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 1_000n, max: 10_000_000n }), { minLength: 1, maxLength: 8 }),
        fc.bigInt({ min: 1n, max: 20_000_000n }),
        (values, amount) => {
          const coins = values.map((v, i) => coin(v, i));
          try {
            const s = selectCoins({ ...base, coins, amount });
            const spent = s.inputs.reduce((t, c) => t + c.value, 0n);
            expect(s.amount + s.fee + s.change).toBe(spent);
            expect(s.fee >= BigInt(s.vsize) * base.feeRate).toBe(true);
            expect(s.change === 0n || s.change >= base.changeDust).toBe(true);
          } catch (e) {
            expect(e).toBeInstanceOf(InsufficientBalanceError);
          }
        },
      ),
    );
  });
});
