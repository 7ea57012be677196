/** What a stake operation's review says: title, target, amount line and total per operation. */
import type { PreparedTransfer } from '@kestrel/wallet';
import { describe, expect, it } from 'vitest';
import { stakeReviewView } from './stakeReview';

const VOTE = 'Vote111111111111111111111111111111111111111';
const STAKE = 'Stake11111111111111111111111111111111111111';
const prepared = (amount: bigint, fee: bigint, isMax = false) =>
  ({ amount, fee, requestedAmount: amount, isMax }) as unknown as PreparedTransfer;

describe('stakeReviewView', () => {
  it('create: the named validator, the amount staked (maximum), amount + fee as the total', () => {
    const v = stakeReviewView(
      {
        op: { kind: 'createStaking', validator: VOTE, amount: 2_000_000_000n },
        prepared: prepared(1_999_000_000n, 5000n, true),
        validatorName: 'Devnet validator',
      },
      'SOL',
    );
    expect(v).toEqual({
      title: 'Review: stake SOL',
      confirm: 'Confirm and stake',
      targetLabel: 'Validator',
      targetName: 'Devnet validator · ',
      target: VOTE,
      amountLabel: 'Amount staked (maximum)',
      totalLabel: 'Total',
      total: 1_999_005_000n,
      mayBeReduced: true,
    });
  });

  it('deactivate: the stake account, no amount line, the fee alone as the total', () => {
    const v = stakeReviewView(
      {
        op: { kind: 'deactivate', stakeAccount: STAKE },
        prepared: prepared(0n, 5000n),
        validatorName: 'Devnet validator',
      },
      'SOL',
    );
    expect(v).toMatchObject({
      title: 'Review: deactivate stake SOL',
      confirm: 'Confirm and deactivate',
      targetLabel: 'Stake account',
      targetName: '', // the validator's name is shown for a create only
      target: STAKE,
      amountLabel: null,
      totalLabel: 'Total',
      total: 5000n,
      mayBeReduced: false,
    });
  });

  it('withdraw: the stake comes back less the fee, never below zero', () => {
    const op = { kind: 'withdraw' as const, stakeAccount: STAKE };
    const back = stakeReviewView(
      { op, prepared: prepared(2_002_282_880n, 5000n), validatorName: null },
      'SOL',
    );
    expect(back).toMatchObject({
      title: 'Review: withdraw stake SOL',
      confirm: 'Confirm and withdraw',
      amountLabel: 'Amount withdrawn',
      totalLabel: 'You receive',
      total: 2_002_277_880n,
    });
    expect(stakeReviewView({ op, prepared: prepared(4000n, 5000n), validatorName: null }, 'SOL').total).toBe(
      0n,
    );
  });
});
