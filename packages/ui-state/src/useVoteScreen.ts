/**
 * The Resources & votes screen (/home/votes/:coinId) for both shells: the coin (useKitCoin), the
 * resources, info rows, validators and votes loaded into the store (with a Try again), the vote
 * count (one vote per whole coin staked) and its steppers, Withdraw / Claim rewards / Review votes
 * prepared into a review, and the shared confirm sequence (useReviewConfirm) that sends it
 * exactly as reviewed.
 */
import { useCallback } from 'react';
import type { VoteReview } from './voteReview';
import {
  loadVotesScreen,
  previewVoteOp,
  resourcesOf,
  sendVoteOp,
  stepVote,
  typeVote,
  votesOf,
  wholeVotesOf,
  type VoteOp,
} from './votes';
import { useKitCoin } from './useKitCoin';
import { useLoadState } from './useLoadState';
import { useReviewConfirm } from './useReviewConfirm';

/** What an info row without a value yet says (the chain allows it once a day). */
export const NOT_YET_TEXT = 'Not yet (once every 24 hours)';

export function useVoteScreen(coinId: string) {
  const c = useKitCoin(coinId);
  const { kit, coin } = c;
  const load = useCallback(() => loadVotesScreen(kit!, coinId), [kit, coinId]);
  const { loaded, reload } = useLoadState(kit ? load : null);
  const flow = useReviewConfirm<VoteReview, VoteOp['kind']>((r) =>
    kit && coin ? sendVoteOp(kit, coin._id, r.op, r.prepared) : Promise.resolve(),
  );

  const res = kit && coin ? resourcesOf(kit, coin._id) : { rows: [] };
  const { validators, selected } =
    kit && coin ? votesOf(kit, coin.chain_name) : { validators: [], selected: {} };
  const whole = coin ? wholeVotesOf(res.staked, coin.decimal) : 0;
  const used = Object.values(selected).reduce((t, n) => t + n, 0);
  const names = Object.fromEntries(validators.map((v) => [v.address, v.name || v.address]));

  const prepare = (op: VoteOp, failTitle: string) => {
    if (!kit || !coin) return Promise.resolve();
    return flow.prepare(op.kind, failTitle, async () => ({
      op,
      prepared: await previewVoteOp(kit, coin._id, op),
      names,
    }));
  };

  return {
    ...c,
    loaded,
    reload,
    res,
    validators,
    selected,
    /** Whole votes the staked balance gives, and those given out. */
    whole,
    used,
    step: (address: string, dir: 1 | -1) => kit && stepVote(kit, address, dir, whole),
    type: (address: string, text: string) => kit && typeVote(kit, address, text, whole),
    withdraw: () => prepare({ kind: 'withdraw' }, 'Cannot withdraw'),
    claimRewards: () => prepare({ kind: 'rewards' }, 'Cannot claim rewards'),
    reviewVotes: () => prepare({ kind: 'voteStaking', votes: { ...selected } }, 'Cannot vote'),
    review: flow.review,
    openReview: flow.setReview,
    closeReview: flow.closeReview,
    preparing: flow.preparing,
    sending: flow.sending,
    confirm: flow.confirm,
    reviewing: flow.reviewing,
  };
}
