/** What a prepared Hedera transfer carries: public data only. */
import type { PreparedTransfer } from '../../../adapter-types';

export interface HederaPrepared {
  /** The sender's account number (the payer), `shard.realm.num`. */
  payer: string;
  /** The receiver as the transfer names it: its account number, or its alias address when it has none yet. */
  to: string;
  /** True when the transfer creates the receiver's account from its alias (spec §4). */
  createsAccount: boolean;
  /** The node accounts the transaction is signed for, in the endpoints' order. */
  nodes: string[];
  /** Hex of the payer's ed25519 key as the mirror node knows it, or null when it shows none. */
  accountKey: string | null;
  memo: string;
  balance: string;
}

export function hederaPrepared(p: PreparedTransfer): HederaPrepared {
  const t = p.payload as HederaPrepared | undefined;
  if (!t || typeof t !== 'object' || !('payer' in t) || !('nodes' in t))
    throw new Error('Not a Hedera prepared transfer');
  return t;
}
