/**
 * Signing a Hedera transfer: ed25519 over the TransactionBody bytes, one body per node (the node
 * account is part of the body). The signed form is the SDK's TransactionList of
 * Transaction { signedTransactionBytes } in the nodes' order; the hash is the transaction id in
 * the mirror node's form (the same for every node's copy: the network keeps one).
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import type { SignedTx, Signer, UnsignedTx } from '../../../adapter-types';
import {
  encodeSignedTransaction,
  encodeTransaction,
  encodeTransactionBody,
  encodeTransactionList,
  sdkBody,
  transactionIdText,
  type HederaTransfer,
} from './transaction';

export interface HederaUnsigned {
  /** One transfer per node, identical but for the node account. */
  transfers: HederaTransfer[];
  /** Hex of the sender's ed25519 public key. */
  publicKey: string;
}

/** Signs each node's body; every signature must verify for `publicKey`. */
export async function signTransfers(
  transfers: HederaTransfer[],
  signer: Signer,
  publicKey: Uint8Array,
): Promise<Uint8Array> {
  if (signer.curve !== 'ed25519' || !signer.signMessage)
    throw new Error('Hedera transactions need an ed25519 signer');
  const list: Uint8Array[] = [];
  for (const t of transfers) {
    const body = encodeTransactionBody(sdkBody(t));
    const signature = await signer.signMessage(body);
    if (signature.length !== 64 || !ed25519.verify(signature, body, publicKey))
      throw new Error('The Hedera signature does not verify');
    list.push(encodeTransaction(encodeSignedTransaction(body, [{ publicKey, signature }])));
  }
  return encodeTransactionList(list);
}

export async function signTransaction(tx: UnsignedTx<HederaUnsigned>, signer: Signer): Promise<SignedTx> {
  const [first] = tx.payload.transfers;
  if (!first) throw new Error('Nothing to sign: no Hedera node to send to');
  const bytes = await signTransfers(tx.payload.transfers, signer, hexToBytes(tx.payload.publicKey));
  return {
    chain_name: tx.chain_name,
    family: 'hedera',
    raw: bytesToHex(bytes),
    hash: transactionIdText(first.payer, first.validStart),
  };
}
