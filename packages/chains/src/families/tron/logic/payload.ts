/** The Tron part of a prepared transfer: everything the transaction needs, fixed at review. */
import type { PreparedTransfer } from '../../../adapter-types';

/**
 * trx, trc20: transfers. freeze / unfreeze: stake or unstake TRX for a resource (Stake 2.0);
 * vote: the account's votes for validators; withdraw: unstaked TRX whose wait is over;
 * rewards: the voting rewards.
 */
export type TronKind = 'trx' | 'trc20' | 'freeze' | 'unfreeze' | 'vote' | 'withdraw' | 'rewards';
export const TRON_KINDS: readonly TronKind[] = [
  'trx',
  'trc20',
  'freeze',
  'unfreeze',
  'vote',
  'withdraw',
  'rewards',
];

export interface TronPrepared {
  kind: TronKind;
  owner: string;
  to: string;
  /** The amount as it will be sent (sun, or the token's smallest unit). */
  amount: bigint;
  /** The TRC-20 contract (trc20 only). */
  contract?: string;
  /** Spec §9: 1e9 for token transfers. */
  feeLimit?: bigint;
  memo?: string;
  /** freeze / unfreeze. */
  resource?: 'ENERGY' | 'BANDWIDTH';
  /** vote: every vote the account will hold (a vote replaces the previous ones). */
  votes?: { vote_address: string; vote_count: bigint }[];
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
    !TRON_KINDS.includes(p.kind as TronKind) ||
    typeof p.amount !== 'bigint' ||
    typeof p.owner !== 'string'
  )
    throw new Error('Not a prepared Tron transfer');
  return p as TronPrepared;
}
