/**
 * A signed balances transfer (extrinsic format 4): the call (Balances.transfer_keep_alive /
 * transfer_allow_death with MultiAddress::Id and a compact amount), then the runtime's transaction
 * extensions in its order (extensions.ts: their extra data in the extrinsic, their implicit data
 * in the signing payload only). The signature is ed25519 (MultiSignature variant 0) over the
 * signing payload, hashed with blake2b-256 when over 256 bytes. The transaction hash is
 * blake2b-256 of the whole encoded extrinsic.
 */
import { blake2b } from '@noble/hashes/blake2.js';
import {
  encodeExtra as encodeExtensionsExtra,
  encodeImplicit as encodeExtensionsImplicit,
  key32,
  type ExtensionValues,
} from './extensions';
import { compact, concatBytes } from './scale';

export interface TransferCall {
  /** [pallet index, call index] from the runtime's metadata. */
  callIndex: readonly [number, number];
  dest: Uint8Array;
  value: bigint;
}

export interface SignedExtensions extends ExtensionValues {
  /** The runtime's transaction extension identifiers, in its order (RuntimeFacts.extensions). */
  identifiers: readonly string[];
}

const SIGNED_V4 = 0x84;
const MULTI_ADDRESS_ID = 0x00;
const MULTI_SIGNATURE_ED25519 = 0x00;

export function encodeCall(call: TransferCall): Uint8Array {
  return concatBytes(
    Uint8Array.of(call.callIndex[0], call.callIndex[1], MULTI_ADDRESS_ID),
    key32(call.dest, 'The receiver key'),
    compact(call.value),
  );
}

export function encodeExtra(x: SignedExtensions): Uint8Array {
  return encodeExtensionsExtra(x.identifiers, x);
}

export function encodeImplicit(x: SignedExtensions): Uint8Array {
  return encodeExtensionsImplicit(x.identifiers, x);
}

/** The bytes the sender signs. */
export function signingPayload(call: TransferCall, x: SignedExtensions): Uint8Array {
  const payload = concatBytes(encodeCall(call), encodeExtra(x), encodeImplicit(x));
  return payload.length > 256 ? blake2b(payload, { dkLen: 32 }) : payload;
}

/** The encoded extrinsic (with its length prefix), as author_submitExtrinsic takes it. */
export function encodeSigned(
  call: TransferCall,
  x: SignedExtensions,
  signer: Uint8Array,
  signature: Uint8Array,
): Uint8Array {
  if (signature.length !== 64) throw new Error('An ed25519 signature is 64 bytes');
  const body = concatBytes(
    Uint8Array.of(SIGNED_V4, MULTI_ADDRESS_ID),
    key32(signer, 'The sender key'),
    Uint8Array.of(MULTI_SIGNATURE_ED25519),
    signature,
    encodeExtra(x),
    encodeCall(call),
  );
  return concatBytes(compact(body.length), body);
}

export function extrinsicHash(encoded: Uint8Array): Uint8Array {
  return blake2b(encoded, { dkLen: 32 });
}
