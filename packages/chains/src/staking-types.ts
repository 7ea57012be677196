/**
 * Staking shapes of the adapter contract (spec §3 "Solana validator", "Solana staking entry",
 * "Tron staking", §4 stake flow), family-neutral: a family with staking implements validators /
 * stakes / prepareStake (and, with resources and votes, resources) and the wallet's staking flow
 * runs each operation through the one send pipeline. Amounts in the chain's smallest unit.
 */

export interface Validator {
  /** The vote account stake is delegated to. */
  validatorAddress: string;
  image: string;
  name: string;
  /** Estimated yearly yield in percent, as the list gives it (null when unknown). */
  apy_estimate: number | null;
  activated_stake: bigint;
  /** The validator's site, when the list gives one. */
  url?: string;
}

/** Where a stake account is in its life (the Stake program's activation states). */
export type StakeState = 'activating' | 'active' | 'deactivating' | 'inactive';

export interface StakeEntry {
  staking_address: string;
  amount: bigint;
  /** Null for a stake account that was never delegated. */
  validator_address: string | null;
  owner_address: string;
  validatorInfo: { name: string; website: string; image: string } | null;
  /** Spec §4: activating counts as pending; the rest counts as stake. */
  status: 'pending' | 'stake';
  state: StakeState;
}

/** What stake buys on a chain with resources (Tron: energy or bandwidth). */
export type StakeResource = 'ENERGY' | 'BANDWIDTH';

/** One validator's votes (spec §3 "Vote"); whole votes. */
export interface StakeVote<N = bigint> {
  vote_address: string;
  vote_count: N;
}

/**
 * Spec §4 stake flow. Stake accounts (Solana): create (stake to a validator), deactivate,
 * withdraw {stakeAccount}. Resources and votes (Tron): freeze / unfreeze {resource, amount},
 * vote {votes} (the whole new set), withdraw without a stake account (unstaked coins whose wait
 * is over), rewards (claim). A family refuses the operations it lacks (UnsupportedOperationError).
 */
export type StakeRequest =
  | { op: 'create'; from: string; validator: string; amount: bigint }
  | { op: 'deactivate'; from: string; stakeAccount: string }
  | { op: 'withdraw'; from: string; stakeAccount?: string }
  | { op: 'freeze' | 'unfreeze'; from: string; resource: StakeResource; amount: bigint }
  | { op: 'vote'; from: string; votes: StakeVote<bigint | number>[] }
  | { op: 'rewards'; from: string };

/**
 * An owner's resources and votes (capability `votes`; spec §3 info rows Stake, Available Vote,
 * Withdraw, Rewards).
 */
export interface StakeResources {
  energy: { left: bigint; limit: bigint };
  bandwidth: { free: bigint; staked: bigint };
  /** Info row Stake: coins staked, per resource. */
  staked: Record<StakeResource, bigint>;
  /** Unstakes still waiting, and when they can be withdrawn (ms). */
  unstaking: { amount: bigint; resource: StakeResource; availableAt: number }[];
  /** Info row Withdraw: unstaked coins whose wait is over. */
  withdrawable: bigint;
  /** Info row Available Vote: voting power not used yet (whole votes). */
  availableVotes: bigint;
  votes: StakeVote[];
  /** Info row Rewards; null when the chain was not asked (Tron: within 24 h of the last claim). */
  rewards: bigint | null;
  /** Unstakes that may still be started; 0 means unstaking is unavailable. */
  unfreezeSlotsLeft: number;
}
