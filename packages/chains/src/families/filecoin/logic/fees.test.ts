/** Fee rules: the spec's scan figures and fallbacks, the options, custom fee caps, error codes. */
import { describe, expect, it } from 'vitest';
import { sendErrorCode } from './errors';
import { checkFeeCap, feeOptions, gasLimitFor, minFeeCap, scanBaseFee, scanGasUsed } from './fees';
import { rowStatus } from './history';

describe('Filecoin fees', () => {
  it('takes the scan base fee plus 500, and 100 only when the scan gave nothing (spec §9)', () => {
    expect(scanBaseFee(250n)).toBe(750n);
    expect(scanBaseFee(0n)).toBe(500n);
    expect(scanBaseFee(null)).toBe(100n);
  });

  it('takes the scan gas used, and 1,000,000 when the scan gave nothing (spec §9)', () => {
    expect(scanGasUsed(2_500_000n)).toBe(2_500_000n);
    expect(scanGasUsed(null)).toBe(1_000_000n);
    expect(scanGasUsed(0n)).toBe(1_000_000n);
    expect(gasLimitFor(1_000_000n)).toBe(1_250_000n);
    expect(gasLimitFor(3n)).toBe(4n);
  });

  it('Normal is base fee + premium; Recommended the node fee cap, never below Normal', () => {
    expect(feeOptions(750n, 100_000n, 200_000n)).toEqual([
      { title: 'Normal', price: 100_750n },
      { title: 'Recommended', price: 200_000n },
    ]);
    expect(feeOptions(750n, 100_000n, 50_000n)[1]).toEqual({ title: 'Recommended', price: 100_750n });
    expect(feeOptions(100n, 100_000n, null)[1]!.price).toBe(100_100n);
  });

  it('a custom fee cap is at least premium + the lowest base fee and at most 10^12', () => {
    const min = minFeeCap(100_000n);
    expect(min).toBe(100_100n);
    expect(checkFeeCap(min, min)).toBe(min);
    expect(() => checkFeeCap(min - 1n, min)).toThrow(
      'The Filecoin fee cap must be at least 100100 attoFIL per gas unit',
    );
    expect(() => checkFeeCap(10n ** 12n + 1n, min)).toThrow(/must not exceed/);
  });

  it('maps exit codes and node texts', () => {
    expect(rowStatus('Ok')).toBe('SUCCESS');
    expect(rowStatus('SysErrOutOfGas')).toBe('FAIL');
    expect(rowStatus('ErrInsufficientFunds')).toBe('FAIL');
    expect(sendErrorCode('minimum expected nonce is 4: message nonce too low')).toBe('alreadySent');
    expect(sendErrorCode('gas fee cap too low: 50 < base fee 100')).toBe('feeTooLow');
    expect(sendErrorCode('Insufficient balance to broadcast transaction')).toBe('nodeMessage');
    expect(sendErrorCode('Not found node')).toBe('nodeMessage');
    expect(sendErrorCode('socket hang up')).toBe('other');
  });
});
