/** What a TON prepared transfer and its unsigned transaction carry (family-owned, opaque outside). */
import type { PreparedTransfer, UnsignedTx } from '../../../adapter-types';

export interface TonPrepared {
  /** The sending wallet, in Kestrel's form for the network. */
  wallet: string;
  seqno: number;
  walletId: number;
  /** The public key (hex) when this send deploys the wallet; null when it is deployed. */
  deployKey: string | null;
  /** Send mode: normal, or carry-all when amount plus fee reaches the balance (spec §5). */
  mode: number;
  /** The internal message the wallet sends, as a base64 bag of cells. */
  message: string;
  /** The TON balance the review counted. */
  balance: bigint;
  /** The jetton wallet the transfer goes through (token sends). */
  jettonWallet?: string;
}

export interface TonUnsigned {
  wallet: string;
  seqno: number;
  deployKey: string | null;
  /** The wallet v4r2 signing message (base64 bag of cells): its hash is what is signed. */
  signing: string;
}

export function tonPrepared(p: PreparedTransfer): TonPrepared {
  const t = p.payload as TonPrepared | undefined;
  if (!t || typeof t !== 'object' || !('message' in t) || !('seqno' in t))
    throw new Error('Not a TON prepared transfer');
  return t;
}

export function asTon(tx: UnsignedTx): UnsignedTx<TonUnsigned> {
  if (tx.family !== 'ton') throw new Error(`Not a TON transaction (${tx.family})`);
  return tx as UnsignedTx<TonUnsigned>;
}
