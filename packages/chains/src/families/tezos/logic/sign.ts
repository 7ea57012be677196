/**
 * Signing a forged Tezos operation as Octez checks it: ed25519 over blake2b-256(0x03 || bytes)
 * (0x03 is the generic-operation watermark). What is injected is bytes || signature (64 bytes);
 * the operation hash is base58check(o-prefix, blake2b-256(bytes || signature)).
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { blake2b } from '@noble/hashes/blake2.js';
import { bytesToHex, concatBytes, hexToBytes } from '@noble/hashes/utils.js';
import type { SignedTx, Signer, UnsignedTx } from '../../../adapter-types';
import { tezosAddressFromPublicKey } from './address';
import { encodeBase58Check } from './base58check';
import { forgeOperation, PREFIX, type TezosOperation } from './forge';

export const GENERIC_WATERMARK = 0x03;

export const blake2b256 = (bytes: Uint8Array): Uint8Array => blake2b(bytes, { dkLen: 32 });

/** The digest an ed25519 key signs for these operation bytes. */
export function signingDigest(forged: Uint8Array): Uint8Array {
  return blake2b256(concatBytes(Uint8Array.of(GENERIC_WATERMARK), forged));
}

export function operationHash(signedBytes: Uint8Array): string {
  return encodeBase58Check(PREFIX.operation, blake2b256(signedBytes));
}

export function encodeSignature(signature: Uint8Array): string {
  return encodeBase58Check(PREFIX.edsig, signature);
}

/** Signs `op`; the signature must verify for `publicKey` (the operation source's key). */
export async function signOperation(
  op: TezosOperation,
  signer: Signer,
  publicKey: Uint8Array,
): Promise<{ bytes: string; signature: string; hash: string }> {
  if (signer.curve !== 'ed25519' || !signer.signMessage)
    throw new Error('Tezos operations need an ed25519 signer');
  const forged = forgeOperation(op);
  const digest = signingDigest(forged);
  const signature = await signer.signMessage(digest);
  if (signature.length !== 64 || !ed25519.verify(signature, digest, publicKey))
    throw new Error('The Tezos signature does not verify');
  const signed = concatBytes(forged, signature);
  return { bytes: bytesToHex(signed), signature: encodeSignature(signature), hash: operationHash(signed) };
}

export interface TezosUnsigned {
  operation: TezosOperation;
  /** Hex of the source's ed25519 public key. */
  publicKey: string;
}

export async function signTransaction(tx: UnsignedTx<TezosUnsigned>, signer: Signer): Promise<SignedTx> {
  const publicKey = hexToBytes(tx.payload.publicKey);
  if (tx.payload.operation.contents.some((c) => c.source !== tezosAddressFromPublicKey(publicKey)))
    throw new Error('The signing key does not belong to the sending address');
  const { bytes, hash } = await signOperation(tx.payload.operation, signer, publicKey);
  return { chain_name: tx.chain_name, family: 'tezos', raw: bytes, hash };
}
