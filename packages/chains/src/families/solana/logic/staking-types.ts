/** Solana staking uses the contract's staking shapes (spec §3 "Solana validator", "Solana staking entry"). */
export type { StakeEntry, StakeRequest, StakeState, Validator } from '../../../staking-types';
