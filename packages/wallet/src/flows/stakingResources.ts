/**
 * Resources and votes (capability `votes`; spec §3 "Staking votes state (Tron)", §5 vote rules):
 * the coin's energy, bandwidth and info rows (Stake, Available Vote, Withdraw, Rewards), the votes
 * slice's validators and current votes, and the votes to send checked by the vote rules.
 */
import type { StakeResources, StakeVote, Validator } from '@kestrel/chains';
import { WalletRuleError } from '../rules/messages';
import { setTypedVote, wholeVotes, type SelectedVotes } from '../rules/votes';
import { stakingVotesActions, type Validator as VoteValidator } from '../store/slices/stakingVotes';
import type { WalletCoin } from '../store/types';
import type { FlowEnv } from './flowEnv';

/** One info row of spec §3: amounts in the coin's smallest unit, votes as whole votes (text). */
export interface StakingInfoRow {
  title: 'Stake' | 'Available Vote' | 'Withdraw' | 'Rewards';
  /** Null when the chain was not asked (rewards within 24 h of the last claim). */
  value: string | null;
  unit: 'amount' | 'votes';
}

/** The coin's resource fields: energy and bandwidth left, the staking balance and the info rows. */
export function resourceFields(r: StakeResources): {
  energyBalance: string;
  bandwidthBalance: string;
  stakingBalance: string;
  stakingInfo: StakingInfoRow[];
} {
  const staked = r.staked.ENERGY + r.staked.BANDWIDTH;
  return {
    energyBalance: r.energy.left.toString(),
    bandwidthBalance: (r.bandwidth.free + r.bandwidth.staked).toString(),
    stakingBalance: staked.toString(),
    stakingInfo: [
      { title: 'Stake', value: staked.toString(), unit: 'amount' },
      { title: 'Available Vote', value: r.availableVotes.toString(), unit: 'votes' },
      { title: 'Withdraw', value: r.withdrawable.toString(), unit: 'amount' },
      { title: 'Rewards', value: r.rewards === null ? null : r.rewards.toString(), unit: 'amount' },
    ],
  };
}

/** The contract's validator in the votes slice's shape (spec §3 Validator). */
export function voteValidator(v: Validator): VoteValidator {
  return {
    address: v.validatorAddress,
    name: v.name,
    url: v.url ?? '',
    image: v.image,
    annualizedRate: v.apy_estimate === null ? '' : String(v.apy_estimate),
    votes: Number(v.activated_stake),
  };
}

/** Fills the votes slice: the chain's validators, and the account's current votes as the selection. */
export function loadVotes(env: FlowEnv, chainName: string, validators: Validator[], r: StakeResources): void {
  env.dispatch(
    stakingVotesActions.validatorsLoaded({
      chain_name: chainName,
      validators: validators.map(voteValidator),
      selectedVotes: r.votes.map((v) => ({ vote_address: v.vote_address, vote_count: Number(v.vote_count) })),
    }),
  );
}

/** Whole votes the coin's staking balance (smallest unit) gives: one per whole coin. */
export function votesOfStake(coin: Pick<WalletCoin, 'decimal'>, stakedUnits: bigint): number {
  return wholeVotes(Number(stakedUnits / 10n ** BigInt(coin.decimal)));
}

/**
 * The votes to send, through the vote rules: whole numbers (decimals cut), zero or negative
 * dropped, and a total above the whole-number staking balance refused (never silently cut).
 */
export function votesToSend(selected: SelectedVotes, wholeBalance: number): StakeVote<number>[] {
  const out: SelectedVotes = {};
  for (const [address, n] of Object.entries(selected)) {
    setTypedVote(out, address, n, wholeBalance);
    const wanted = Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
    if ((out[address] ?? 0) !== wanted)
      throw new WalletRuleError(`The votes exceed the staking balance (${wholeBalance} votes)`);
  }
  const votes = Object.entries(out)
    .filter(([, n]) => n > 0)
    .map(([vote_address, vote_count]) => ({ vote_address, vote_count }));
  if (!votes.length) throw new WalletRuleError('Choose at least one validator to vote for');
  return votes;
}
