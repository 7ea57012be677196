/**
 * What the review of a stake operation says, for both shells' review (web dialog, mobile step):
 * its title and confirm label, what it acts on (the validator, or the stake account), the amount
 * line (none for a deactivation) and the total: create spends amount and fee, deactivate only the
 * fee, withdraw gives the stake back less the fee. Pure: the shells format the units.
 */
import type { PreparedTransfer } from '@kestrel/wallet';
import type { StakeOp } from './staking';

export interface StakeReview {
  op: StakeOp;
  prepared: PreparedTransfer;
  /** The validator's name (create) or the stake's validator, when known. */
  validatorName: string | null;
}

const TITLES: Record<StakeOp['kind'], { title: string; confirm: string }> = {
  createStaking: { title: 'Review: stake', confirm: 'Confirm and stake' },
  deactivate: { title: 'Review: deactivate stake', confirm: 'Confirm and deactivate' },
  withdraw: { title: 'Review: withdraw stake', confirm: 'Confirm and withdraw' },
};

export interface StakeReviewView {
  /** "Review: stake SOL". */
  title: string;
  confirm: string;
  targetLabel: 'Validator' | 'Stake account';
  /** The validator's name and " · " before the address, for a create whose validator is named. */
  targetName: string;
  target: string;
  /** The amount line's label, or null when the operation moves no amount (deactivate). */
  amountLabel: string | null;
  totalLabel: 'Total' | 'You receive';
  total: bigint;
  /** A create's amount may have been reduced so the balance covers the fee. */
  mayBeReduced: boolean;
}

export function stakeReviewView(r: StakeReview, symbol: string): StakeReviewView {
  const { op, prepared } = r;
  const { amount, fee } = prepared;
  const create = op.kind === 'createStaking';
  const total = create ? amount + fee : op.kind === 'deactivate' ? fee : amount > fee ? amount - fee : 0n;
  const { title, confirm } = TITLES[op.kind];
  return {
    title: `${title} ${symbol}`,
    confirm,
    targetLabel: create ? 'Validator' : 'Stake account',
    targetName: create && r.validatorName ? `${r.validatorName} · ` : '',
    target: create ? op.validator : op.stakeAccount,
    amountLabel:
      op.kind === 'deactivate'
        ? null
        : `${op.kind === 'withdraw' ? 'Amount withdrawn' : 'Amount staked'}${prepared.isMax ? ' (maximum)' : ''}`,
    totalLabel: op.kind === 'withdraw' ? 'You receive' : 'Total',
    total,
    mayBeReduced: create,
  };
}
