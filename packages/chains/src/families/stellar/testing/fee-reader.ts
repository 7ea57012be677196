/**
 * Test support: the fee a signed Stellar envelope bids, read with the official SDK
 * (@stellar/stellar-base, devDependency) after checking its signature against the source key —
 * never from the adapter.
 */
import { Keypair, Transaction, TransactionBuilder } from '@stellar/stellar-base';
import type { SignedTx } from '../../../adapter-types';

export interface DecodedEnvelope {
  tx: Transaction;
  fee: bigint;
}

export function decodeSigned(signed: SignedTx, passphrase: string): DecodedEnvelope {
  const tx = TransactionBuilder.fromXDR(signed.raw, passphrase);
  if (!(tx instanceof Transaction)) throw new Error('not a plain transaction');
  if (tx.hash().toString('hex') !== signed.hash) throw new Error('the hash does not match the envelope');
  const key = Keypair.fromPublicKey(tx.source);
  const ok = tx.signatures.some(
    (s) => s.hint().equals(key.signatureHint()) && key.verify(tx.hash(), s.signature()),
  );
  if (!ok) throw new Error('no valid signature of the source account');
  return { tx, fee: BigInt(tx.fee) };
}

export const signedFee = (signed: SignedTx, passphrase: string): bigint =>
  decodeSigned(signed, passphrase).fee;
