/** The Tron part of a prepared transfer: everything the transaction needs, fixed at review. */
import type { PreparedTransfer } from '../../../adapter-types';

export interface TronPrepared {
  kind: 'trx' | 'trc20';
  owner: string;
  to: string;
  /** The amount as it will be sent (sun, or the token's smallest unit). */
  amount: bigint;
  /** The TRC-20 contract (trc20 only). */
  contract?: string;
  /** Spec §9: 1e9 for token transfers. */
  feeLimit?: bigint;
  memo?: string;
  /** Fee parts, for repricing the max rule without I/O. */
  receiverExists: boolean;
  energy: bigint;
  /** TRX the account holds: the max rule's balance. */
  balance: bigint;
}

export function tronPrepared(prepared: PreparedTransfer): TronPrepared {
  const p = prepared.payload as Partial<TronPrepared> | undefined;
  if (
    !p ||
    (p.kind !== 'trx' && p.kind !== 'trc20') ||
    typeof p.amount !== 'bigint' ||
    typeof p.owner !== 'string'
  )
    throw new Error('Not a prepared Tron transfer');
  return p as TronPrepared;
}
