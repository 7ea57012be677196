/** The Stellar part of a prepared transfer: everything the transaction needs, fixed at review. */
import type { PreparedTransfer } from '../../../adapter-types';
import type { StellarAsset } from './xdr';

export interface StellarPrepared {
  source: string;
  /** The sequence number the transaction takes (the account's + 1). */
  seq: bigint;
  destination: string;
  asset: StellarAsset;
  /** Spec §4: a payment to an account the network does not hold becomes create-account. */
  createAccount: boolean;
  /** The amount as it will be sent (stroops). */
  amount: bigint;
  /** Fee units: operations, doubled for a token receiver with no trustline (spec §9). */
  feeUnits: bigint;
  memo?: string;
  /** XLM the account may spend (balance − reserve − offers): the max rule's balance (XLM sends). */
  spendable: bigint;
}

export function stellarPrepared(prepared: PreparedTransfer): StellarPrepared {
  const p = prepared.payload as Partial<StellarPrepared> | undefined;
  if (!p || typeof p.source !== 'string' || typeof p.seq !== 'bigint' || typeof p.feeUnits !== 'bigint')
    throw new Error('Not a prepared Stellar transfer');
  return p as StellarPrepared;
}
