/** The unsigned XRP payment and what a prepared XRP transfer carries: public data only. */
import type { PreparedTransfer } from '../../../adapter-types';

/** A Payment in the XRP Ledger's JSON form (the fields the binary codec signs), without key fields. */
export interface RipplePayment {
  TransactionType: 'Payment';
  Account: string;
  Destination: string;
  /** Drops. */
  Amount: string;
  /** Drops. */
  Fee: string;
  Sequence: number;
  LastLedgerSequence: number;
  /** 0: no flags (Trust Wallet's signer writes it too; every signature is canonical anyway). */
  Flags: 0;
  DestinationTag?: number;
}

/** What autofill read once at prepare time; repricing settles again from it without I/O. */
export interface RipplePrepared {
  /** The sender's next sequence; null when the sender is not on the ledger. */
  sequence: number | null;
  lastLedgerSequence: number;
  balance: bigint;
  /** What the ledger keeps locked on the sender (base reserve + owner reserves). */
  reserve: bigint;
  /** A new account's minimum (the base reserve). */
  minimum: bigint;
  destinationExists: boolean;
  destinationTag?: number;
  /** The payment to sign; null when there is nothing to send. */
  tx: RipplePayment | null;
}

export function ripplePrepared(p: PreparedTransfer): RipplePrepared {
  const r = p.payload as RipplePrepared | undefined;
  if (!r || typeof r !== 'object' || !('destinationExists' in r))
    throw new Error('Not an XRP prepared transfer');
  return r;
}
