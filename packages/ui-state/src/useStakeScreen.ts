/**
 * The Staking screen (/home/staking/:coinId) for both shells: the coin (useKitCoin), the
 * validators (loaded with a Try again), the validator chosen to stake to (the first by default),
 * the coin's stakes and staked balance, Deactivate / Withdraw per stake prepared into a review,
 * and the shared confirm sequence (useReviewConfirm) that sends it exactly as reviewed. The
 * balance is read once when the wallet has none yet (it is shown, and Max needs it).
 */
import { useCallback, useEffect, useState } from 'react';
import type { StakeReview } from './stakeReview';
import { coinStakes, loadValidators, previewStake, sendStake, type StakeView } from './staking';
import { storedCoin } from './transfer';
import { useKitCoin } from './useKitCoin';
import { useLoadState } from './useLoadState';
import { useReviewConfirm } from './useReviewConfirm';

export type StakeAction = 'deactivate' | 'withdraw';

/** The error toast's title when a stake's operation cannot be prepared. */
export function stakeActionFailTitle(kind: StakeAction): string {
  return kind === 'deactivate' ? 'Cannot deactivate' : 'Cannot withdraw';
}

export function useStakeScreen(coinId: string) {
  const c = useKitCoin(coinId);
  const { kit, coin } = c;
  const load = useCallback(() => loadValidators(kit!, coinId), [kit, coinId]);
  const { loaded, reload } = useLoadState(kit ? load : null);
  const [chosenAddress, setChosen] = useState('');
  // The stake account whose review is being prepared.
  const flow = useReviewConfirm<StakeReview, string>((r) =>
    kit && coin ? sendStake(kit, coin._id, r.op, r.prepared) : Promise.resolve(),
  );

  const unread = !!coin && coin.totalBalance === undefined;
  useEffect(() => {
    if (kit && unread) void kit.mod.refreshBalances(kit.env, { coinIds: [coinId] }).catch(() => undefined);
  }, [kit, unread, coinId]);

  const validators = loaded.state === 'ok' ? loaded.value : [];
  const chosen = validators.find((v) => v.validatorAddress === chosenAddress) ?? validators[0] ?? null;

  const onStakeAction = (s: StakeView, kind: StakeAction) => {
    if (!kit || !coin) return Promise.resolve();
    const op = { kind, stakeAccount: s.stakingAddress };
    return flow.prepare(s.stakingAddress, stakeActionFailTitle(kind), async () => ({
      op,
      prepared: await previewStake(kit, coin._id, op),
      validatorName: s.validatorName,
    }));
  };

  return {
    ...c,
    loaded,
    reload,
    validators,
    chosen,
    choose: setChosen,
    stakes: kit && coin ? coinStakes(kit, coin._id) : [],
    /** The coin's staked balance (smallest unit), when the chain reports one. */
    staked: kit && coin ? storedCoin(kit, coin._id)?.stakingBalance : undefined,
    review: flow.review,
    openReview: flow.setReview,
    closeReview: flow.closeReview,
    preparing: flow.preparing,
    onStakeAction,
    sending: flow.sending,
    confirm: flow.confirm,
    reviewing: flow.reviewing,
  };
}
