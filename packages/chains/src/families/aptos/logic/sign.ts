/**
 * Signing an Aptos transfer as nodes check it: ed25519 over the salted RawTransaction
 * (transaction.ts); what is submitted is the BCS SignedTransaction, its hash computed here.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import type { SignedTx, Signer, UnsignedTx } from '../../../adapter-types';
import { aptosAddressFromPublicKey } from './address';
import type { AptosUnsigned } from './build';
import { isAptosSigner } from './signer';
import {
  encodeRawTransaction,
  encodeSignedTransaction,
  signingMessage,
  transactionHash,
} from './transaction';

export async function signTransaction(tx: UnsignedTx<AptosUnsigned>, signer: Signer): Promise<SignedTx> {
  if (signer.curve !== 'ed25519' || !signer.signMessage)
    throw new Error('Aptos transactions need an ed25519 signer');
  const t = tx.payload.transfer;
  const publicKey = isAptosSigner(signer)
    ? signer.publicKey
    : tx.payload.publicKey
      ? hexToBytes(tx.payload.publicKey)
      : null;
  if (!publicKey) throw new Error("Aptos transactions need the sender's public key to sign");
  if (aptosAddressFromPublicKey(publicKey) !== t.sender)
    throw new Error('The signing key does not belong to the sending address');
  const raw = encodeRawTransaction({
    sender: t.sender,
    sequenceNumber: BigInt(t.sequenceNumber),
    to: t.to,
    amount: BigInt(t.amount),
    maxGasAmount: BigInt(t.maxGasAmount),
    gasUnitPrice: BigInt(t.gasUnitPrice),
    expirationTimestampSecs: BigInt(t.expirationTimestampSecs),
    chainId: t.chainId,
  });
  const message = signingMessage(raw);
  const signature = await signer.signMessage(message);
  if (signature.length !== 64 || !ed25519.verify(signature, message, publicKey))
    throw new Error('The signing key does not belong to the sending address');
  const signed = encodeSignedTransaction(raw, publicKey, signature);
  return {
    chain_name: tx.chain_name,
    family: 'aptos',
    raw: bytesToHex(signed),
    hash: transactionHash(signed),
  };
}
