/** What a prepared Tezos transfer carries: public data only. */
import type { PreparedTransfer } from '../../../adapter-types';
import type { TezosOperation } from './forge';

export interface ContentLimits {
  gas_limit: string;
  storage_limit: string;
}

export interface TezosPrepared {
  branch: string;
  /** The sender's next counter (the first content's). */
  counter: string;
  /** edpk… of the sender. */
  publicKey: string;
  /** Hex of the same key (what the signature is checked against). */
  publicKeyHex: string;
  /** Limits and fee of the reveal when the key is not revealed yet; null otherwise. */
  reveal: (ContentLimits & { fee: string }) | null;
  transaction: ContentLimits;
  /** The least total fee (mutez) the node's mempool takes for this operation. */
  minimalFee: string;
  /** The most the storage limit can burn (mutez). */
  burn: string;
  balance: string;
  /** The operation to sign; null when there is nothing to send. */
  operation: TezosOperation | null;
}

export function tezosPrepared(p: PreparedTransfer): TezosPrepared {
  const t = p.payload as TezosPrepared | undefined;
  if (!t || typeof t !== 'object' || !('publicKeyHex' in t)) throw new Error('Not a Tezos prepared transfer');
  return t;
}
