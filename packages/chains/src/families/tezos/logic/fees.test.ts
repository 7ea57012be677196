/**
 * The Tezos fee and limit rules as pure functions: taquito's limits from a simulation (milligas
 * rounded up + 100, 257 bytes for a new account), the mempool's minimum (100 mutez + 0.1 mutez a
 * gas unit + 1 mutez a byte), the spec §5 estimate amount, and the send-error codes.
 */
import { describe, expect, it } from 'vitest';
import { RpcAnswerError } from '../../../net/errors';
import { sendErrorCode, refusalText, INSUFFICIENT_BALANCE } from './errors';
import { burnOf, checkFee, contentFee, feeOptions, limitsOf } from './fees';
import { estimateAmount, ONE_TEZ } from './rules';

type OperationResult = Parameters<typeof limitsOf>[0]['contents'][number]['metadata']['operation_result'];
const result = (r: OperationResult) => ({ kind: 'transaction', metadata: { operation_result: r } });

describe('Tezos fees and limits', () => {
  it('limits: gas = ceil(milligas / 1000) + 100; storage = paid + 257 when a new account is allocated', () => {
    const limits = limitsOf({
      contents: [
        {
          kind: 'reveal',
          metadata: { operation_result: { status: 'applied', consumed_milligas: '1000001' } },
        },
        result({ status: 'applied', consumed_milligas: '2101000', allocated_destination_contract: true }),
      ],
    });
    expect(limits).toEqual([
      { gas_limit: '1101', storage_limit: '0' },
      { gas_limit: '2201', storage_limit: '257' },
    ]);
    expect(burnOf(limits)).toBe(64_250n);
  });

  it('a content that did not apply is the node refusal, named by its error ids', () => {
    expect(() =>
      limitsOf({
        contents: [result({ status: 'failed', errors: [{ id: 'proto.x.contract.balance_too_low' }] })],
      }),
    ).toThrow(RpcAnswerError);
    expect(() => limitsOf({ contents: [result({ status: 'backtracked' })] })).toThrow(
      /transaction backtracked/,
    );
  });

  it('the minimal fee: 100 mutez + 0.1 mutez a gas unit (rounded up) + 1 mutez a byte', () => {
    expect(contentFee(1_000n, 100n)).toBe(100n + 100n + 100n);
    expect(contentFee(1_001n, 0n)).toBe(100n + 101n);
    expect(feeOptions(500n)).toEqual([
      { title: 'Normal', price: 500n },
      { title: 'Recommended', price: 700n },
    ]);
    expect(() => checkFee(499n, 500n)).toThrow('The Tezos fee must be at least 500 mutez');
    expect(() => checkFee(10_000_001n, 500n)).toThrow(/must not exceed 10 tez/);
    expect(checkFee(600n, 500n)).toBe(600n);
  });

  it('spec §5: above 1 tez the estimate uses 1 tez less; never more than the balance', () => {
    expect(estimateAmount(3n * ONE_TEZ, 10n * ONE_TEZ)).toBe(2n * ONE_TEZ);
    expect(estimateAmount(ONE_TEZ, 10n * ONE_TEZ)).toBe(ONE_TEZ);
    expect(estimateAmount(ONE_TEZ / 2n, 10n * ONE_TEZ)).toBe(ONE_TEZ / 2n);
    expect(estimateAmount(20n * ONE_TEZ, 5n * ONE_TEZ)).toBe(4n * ONE_TEZ);
  });

  it('send-error codes: a used counter is alreadySent, a low fee feeTooLow, refusals are the toast', () => {
    expect(refusalText('proto.023.contract.balance_too_low')).toBe(INSUFFICIENT_BALANCE);
    expect(sendErrorCode(refusalText('proto.023.contract.counter_in_the_past'))).toBe('alreadySent');
    expect(sendErrorCode(refusalText('proto.023.prefilter.fees_too_low'))).toBe('feeTooLow');
    expect(sendErrorCode(INSUFFICIENT_BALANCE)).toBe('nodeMessage');
    expect(sendErrorCode(refusalText('proto.023.michelson_v1.script_rejected'))).toBe('nodeMessage');
    expect(sendErrorCode('socket hang up')).toBe('other');
  });
});
