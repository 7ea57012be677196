/**
 * Staking shapes of the adapter contract (spec §3 "Solana validator", "Solana staking entry", §4
 * stake flow), family-neutral: a family with staking implements validators / stakes /
 * prepareStake and the wallet's staking flow runs it through the one send pipeline.
 * Amounts in the chain's smallest unit.
 */

export interface Validator {
  /** The vote account stake is delegated to. */
  validatorAddress: string;
  image: string;
  name: string;
  /** Estimated yearly yield in percent, as the list gives it (null when unknown). */
  apy_estimate: number | null;
  activated_stake: bigint;
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

/** Spec §4 stake flow: create (stake to a validator), deactivate, withdraw. */
export type StakeRequest =
  | { op: 'create'; from: string; validator: string; amount: bigint }
  | { op: 'deactivate'; from: string; stakeAccount: string }
  | { op: 'withdraw'; from: string; stakeAccount: string };
