/** What a Solana prepared transfer carries (opaque to the wallet): everything the build signs. */
import type { PreparedTransfer } from '../../../adapter-types';
import type { SolInstruction } from './message';

/** A stake operation (spec §4: create, deactivate, withdraw). */
export type StakeOperation =
  | { op: 'create'; validator: string; seed: string; stakeAccount: string }
  | { op: 'deactivate'; stakeAccount: string }
  | { op: 'withdraw'; stakeAccount: string };

export type SolanaPlan =
  | { kind: 'native'; to: string; memo?: string }
  | {
      kind: 'token';
      to: string;
      mint: string;
      /** The mint's owner: SPL Token or Token-2022 (absent in drafts from before Token-2022). */
      program?: string;
      decimals: number;
      source: string;
      destination: string;
      /** The receiver's associated token account is missing: the transaction creates it. */
      createDestination: boolean;
      memo?: string;
    }
  | { kind: 'stake'; stake: StakeOperation };

export interface SolanaPrepared {
  feePayer: string;
  /** The blockhash the transaction is signed over (its ~60–90 s lifetime starts at review). */
  blockhash: string;
  lastValidBlockHeight: number;
  computeUnitLimit: number;
  /** Lamports of rent exemption for an account the transaction creates (counted in the fee). */
  rent: bigint;
  /** Native spends: the balance the max rule counts and what a max send leaves behind. */
  balance?: bigint;
  reserve?: bigint;
  plan: SolanaPlan;
  /** The instructions after the compute budget pair, for the prepared amount. */
  instructions: SolInstruction[];
}

export function solanaPrepared(p: PreparedTransfer): SolanaPrepared {
  const s = p.payload as SolanaPrepared | undefined;
  if (!s || typeof s !== 'object' || !('plan' in s) || !('blockhash' in s))
    throw new Error('Not a Solana prepared transfer');
  return s;
}
