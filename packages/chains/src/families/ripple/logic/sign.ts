/**
 * Signs an XRP payment as rippled checks it: ripple-binary-codec serializes it for signing
 * ("STX\0" + the fields in canonical order), the signer signs the first half of its SHA-512, the
 * DER signature goes into TxnSignature, and the transaction ID is SHA-512-half of "TXN\0" + blob.
 */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha512 } from '@noble/hashes/sha2.js';
import { bytesToHex, concatBytes, hexToBytes } from '@noble/hashes/utils.js';
import { encode, encodeForSigning } from 'ripple-binary-codec';
import type { SignedTx, Signer, UnsignedTx } from '../../../adapter-types';
import { rippleAddressFromPublicKey } from './address';
import type { RipplePayment } from './payload';
import { isRippleSigner } from './signer';

/** The hash prefix of a signed transaction's ID (rippled HashPrefix::transactionID, "TXN\0"). */
const TRANSACTION_ID = hexToBytes('54584E00');
const CURVE_ORDER = secp256k1.Point.CURVE().n;

export const sha512Half = (bytes: Uint8Array): Uint8Array => sha512(bytes).subarray(0, 32);

/** The ID of a signed blob, upper-case hex as rippled writes it. */
export function transactionId(blob: string): string {
  return bytesToHex(sha512Half(concatBytes(TRANSACTION_ID, hexToBytes(blob)))).toUpperCase();
}

/** A signer that does not say its public key gives it away through one signature's recovery. */
async function publicKeyOf(signer: Signer): Promise<Uint8Array> {
  if (isRippleSigner(signer)) return signer.publicKey;
  const probe = sha512Half(new TextEncoder().encode('Kestrel XRP public key'));
  const { r, s, recovery } = await signer.signDigest(probe);
  return new secp256k1.Signature(r, s).addRecoveryBit(recovery).recoverPublicKey(probe).toBytes(true);
}

/** Signs `tx` (a JSON transaction without key fields); the signature must verify for `Account`. */
export async function signJson(
  tx: Record<string, unknown>,
  signer: Signer,
): Promise<{ blob: string; hash: string; json: Record<string, unknown> }> {
  if (signer.curve !== 'secp256k1') throw new Error('XRP transactions need a secp256k1 signer');
  const publicKey = await publicKeyOf(signer);
  if (rippleAddressFromPublicKey(publicKey) !== tx.Account)
    throw new Error('The signing key does not belong to the sending address');
  const unsigned = { ...tx, SigningPubKey: bytesToHex(publicKey).toUpperCase() };
  const digest = sha512Half(hexToBytes(encodeForSigning(unsigned as never)));
  const sig = await signer.signDigest(digest);
  // rippled takes only canonical (low-S) signatures.
  const s = sig.s > CURVE_ORDER / 2n ? CURVE_ORDER - sig.s : sig.s;
  const signature = new secp256k1.Signature(sig.r, s);
  if (!secp256k1.verify(signature.toBytes('compact'), digest, publicKey, { prehash: false }))
    throw new Error('The XRP signature does not verify');
  const json = { ...unsigned, TxnSignature: bytesToHex(signature.toBytes('der')).toUpperCase() };
  const blob = encode(json as never);
  return { blob, hash: transactionId(blob), json };
}

export async function signTransaction(tx: UnsignedTx<RipplePayment>, signer: Signer): Promise<SignedTx> {
  const { blob, hash } = await signJson({ ...tx.payload }, signer);
  return { chain_name: tx.chain_name, family: 'ripple', raw: blob, hash };
}
