/**
 * What the review of a resources-and-votes operation says, for both shells' review: its title and
 * confirm label, the resource (stake, unstake), the votes per validator by name (those with none
 * left out) or the amount line, and the total: a stake spends amount and fee, an unstake or the
 * votes only the fee, a withdrawal or a rewards claim gives the amount back less the fee. Pure.
 */
import type { PreparedTransfer } from '@kestrel/wallet';
import type { VoteOp } from './votes';

export interface VoteReview {
  op: VoteOp;
  prepared: PreparedTransfer;
  /** Validator names by address, for the votes' review. */
  names: Record<string, string>;
}

const TITLES: Record<VoteOp['kind'], { title: string; confirm: string; amount: string }> = {
  freeze: { title: 'Review: stake', confirm: 'Confirm and stake', amount: 'Amount staked' },
  unfreeze: { title: 'Review: unstake', confirm: 'Confirm and unstake', amount: 'Amount unstaked' },
  voteStaking: { title: 'Review: votes', confirm: 'Confirm and vote', amount: '' },
  withdraw: { title: 'Review: withdraw', confirm: 'Confirm and withdraw', amount: 'Amount withdrawn' },
  rewards: { title: 'Review: claim rewards', confirm: 'Confirm and claim', amount: 'Rewards claimed' },
};

export interface VoteReviewView {
  /** "Review: votes TRX". */
  title: string;
  confirm: string;
  /** 'Energy' or 'Bandwidth' for a stake or unstake; else null. */
  resource: string | null;
  /** The votes per validator (name, else address), or null when the operation is not a vote. */
  votes: { address: string; name: string; count: number }[] | null;
  amountLabel: string;
  totalLabel: 'Total' | 'You receive';
  total: bigint;
}

export function voteReviewView(r: VoteReview, symbol: string): VoteReviewView {
  const { op, prepared } = r;
  const { amount, fee } = prepared;
  const total =
    op.kind === 'freeze'
      ? amount + fee
      : op.kind === 'unfreeze' || op.kind === 'voteStaking'
        ? fee
        : amount > fee
          ? amount - fee
          : 0n;
  const t = TITLES[op.kind];
  return {
    title: `${t.title} ${symbol}`,
    confirm: t.confirm,
    resource:
      op.kind === 'freeze' || op.kind === 'unfreeze'
        ? op.resource === 'ENERGY'
          ? 'Energy'
          : 'Bandwidth'
        : null,
    votes:
      op.kind === 'voteStaking'
        ? Object.entries(op.votes)
            .filter(([, n]) => n > 0)
            .map(([address, count]) => ({ address, name: r.names[address] ?? address, count }))
        : null,
    amountLabel: t.amount,
    totalLabel: op.kind === 'withdraw' || op.kind === 'rewards' ? 'You receive' : 'Total',
    total,
  };
}
