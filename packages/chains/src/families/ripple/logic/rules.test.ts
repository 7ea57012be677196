/** The Ripple rules and constants of the spec (§5, §7, §8, §9) and of xrpl.js's autofill, unit by unit. */
import { describe, expect, it } from 'vitest';
import { getChain } from '../../../registry/index';
import { createContext } from './context';
import { sendErrorCode } from './errors';
import { checkFee, feeRates, reserves } from './fees';
import { DROPS_PER_XRP, destinationTag, HISTORY_LIMIT, minimumBalanceMessage } from './rules';

const info = { baseFee: 10n, loadFactor: 1, validatedSeq: 5 };

describe('Ripple rules', () => {
  it('spec §9: 1e6 drops per XRP, default minimum 10 XRP, history of 20', () => {
    expect(DROPS_PER_XRP).toBe(1_000_000n);
    expect(reserves(info)).toEqual({ base: 10_000_000n, inc: 2_000_000n });
    expect(reserves({ ...info, reserveBase: 1_000_000n, reserveInc: 200_000n })).toEqual({
      base: 1_000_000n,
      inc: 200_000n,
    });
    expect(HISTORY_LIMIT).toBe(20);
  });

  it('spec §5/§8: the minimum-balance message, verbatim, with the number in XRP', () => {
    expect(minimumBalanceMessage(10_000_000n)).toBe(
      'The account does not exist on the ripple so transaction must be greater than or equal to 10 XRP.',
    );
    expect(minimumBalanceMessage(1_200_000n)).toBe(
      'The account does not exist on the ripple so transaction must be greater than or equal to 1.2 XRP.',
    );
  });

  it('spec §5: the memo is a numeric destination tag (UInt32); empty is none', () => {
    expect(destinationTag(undefined)).toBeUndefined();
    expect(destinationTag('  ')).toBeUndefined();
    expect(destinationTag('0')).toBe(0);
    expect(destinationTag(' 12345 ')).toBe(12345);
    expect(destinationTag('4294967295')).toBe(4294967295);
    for (const bad of ['abc', '12a', '-5', '+5', '1e3', '4294967296', '99999999999999999999'])
      expect(() => destinationTag(bad), bad).toThrow(/^The XRP memo is a destination tag/);
  });

  it('fees: load-scaled Normal, Recommended × 1.2 rounded up, both at most 2 XRP', () => {
    expect(feeRates(info)).toEqual({ normal: 10n, recommended: 12n });
    expect(feeRates({ ...info, loadFactor: 1.05 })).toEqual({ normal: 11n, recommended: 14n });
    expect(feeRates({ ...info, baseFee: 1_900_000n })).toEqual({
      normal: 1_900_000n,
      recommended: 2_000_000n,
    });
    expect(() => checkFee(0n)).toThrow('at least 1 drop');
    expect(checkFee(2_000_000n)).toBe(2_000_000n);
    expect(() => checkFee(2_000_001n)).toThrow('must not exceed 2 XRP');
  });

  it('send-error codes', () => {
    expect(sendErrorCode('tefPAST_SEQ: This sequence number has already passed.')).toBe('alreadySent');
    expect(sendErrorCode('tefALREADY: The exact transaction was already in this ledger.')).toBe(
      'alreadySent',
    );
    expect(sendErrorCode('telINSUF_FEE_P: Fee insufficient.')).toBe('feeTooLow');
    expect(sendErrorCode('tecUNFUNDED_PAYMENT: Insufficient XRP balance to send.')).toBe('nodeMessage');
    expect(sendErrorCode(minimumBalanceMessage(10_000_000n))).toBe('nodeMessage');
    expect(sendErrorCode('broadcast: all 2 provider(s) failed: ...')).toBe('other');
  });

  it('spec §7: the registry’s providers in order, 30 s timeouts unless configured', () => {
    const chain = getChain('ripple');
    const ctx = createContext(chain, { network: 'mainnet' });
    expect(ctx.rpc.endpoints).toEqual(['https://xrplcluster.com', 'https://s1.ripple.com:51234']);
    expect((ctx.rpc as unknown as { http: { timeoutMs: number } }).http.timeoutMs).toBe(30_000);
    expect(ctx.explorerTxUrl('AB')).toBe('https://xrpscan.com/tx/AB');
  });
});
