/** What a prepared Aptos transfer carries: public data only (bigints as decimal text). */
import type { PreparedTransfer } from '../../../adapter-types';

export interface AptosPrepared {
  sender: string;
  /** Hex of the sender's ed25519 public key when a signer was at hand (else the signer gives it). */
  publicKeyHex: string | null;
  sequenceNumber: string;
  chainId: number;
  expirationTimestampSecs: string;
  /** Gas units the node's simulation used. */
  gasUsed: string;
  /** max_gas_amount of the signed transaction (the fee reviewed is this times the price). */
  maxGasAmount: string;
  /** The least gas unit price a custom fee may take (the node's lowest estimate). */
  minGasUnitPrice: string;
  balance: string;
  /** The transfer to sign (amount and price settled); null when nothing is left to send. */
  transfer: {
    to: string;
    amount: string;
    gasUnitPrice: string;
  } | null;
}

export function aptosPrepared(p: PreparedTransfer): AptosPrepared {
  const t = p.payload as AptosPrepared | undefined;
  if (!t || typeof t !== 'object' || !('maxGasAmount' in t) || !('publicKeyHex' in t))
    throw new Error('Not an Aptos prepared transfer');
  return t;
}
