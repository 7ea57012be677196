/**
 * A signed balances transfer as the relay chain reads it (extrinsic format 4): the call
 * (Balances.transfer_keep_alive / transfer_allow_death with MultiAddress::Id and a compact amount),
 * the signed extensions' extra data (mortal era, compact nonce, compact tip, and the metadata-hash
 * mode byte on runtimes with CheckMetadataHash) and their implicit data (spec and transaction
 * versions, genesis hash, the era's birth block hash, no metadata hash). The signature is ed25519
 * (MultiSignature variant 0) over the signing payload, hashed with blake2b-256 when over 256 bytes.
 * The transaction hash is blake2b-256 of the whole encoded extrinsic.
 */
import { blake2b } from '@noble/hashes/blake2.js';
import { compact, concatBytes, uintLE } from './scale';

export interface TransferCall {
  /** [pallet index, call index] from the runtime's metadata. */
  callIndex: readonly [number, number];
  dest: Uint8Array;
  value: bigint;
}

export interface SignedExtensions {
  /** Mortal era: period (a power of two, 4..65536) and the block number it starts at. */
  era: { period: number; birth: number };
  nonce: number;
  tip: bigint;
  specVersion: number;
  transactionVersion: number;
  genesisHash: Uint8Array;
  /** The hash of the era's birth block. */
  blockHash: Uint8Array;
  /** The runtime has CheckMetadataHash (mode byte 0: no hash). */
  metadataHash: boolean;
}

const SIGNED_V4 = 0x84;
const MULTI_ADDRESS_ID = 0x00;
const MULTI_SIGNATURE_ED25519 = 0x00;

function key32(key: Uint8Array, what: string): Uint8Array {
  if (key.length !== 32) throw new Error(`${what} must be 32 bytes`);
  return key;
}

export function encodeCall(call: TransferCall): Uint8Array {
  return concatBytes(
    Uint8Array.of(call.callIndex[0], call.callIndex[1], MULTI_ADDRESS_ID),
    key32(call.dest, 'The receiver key'),
    compact(call.value),
  );
}

/** Mortal era as Substrate encodes it (two bytes: log2 period − 1, quantized phase). */
export function encodeEra(period: number, birth: number): Uint8Array {
  if (!Number.isInteger(period) || period < 4 || period > 65536 || (period & (period - 1)) !== 0)
    throw new RangeError(`Era period ${period} must be a power of two from 4 to 65536`);
  const quantize = Math.max(period >> 12, 1);
  const phase = birth % period;
  const low = Math.min(15, Math.max(1, Math.log2(period) - 1));
  const value = low | (Math.floor(phase / quantize) << 4);
  return uintLE(value, 2);
}

export function encodeExtra(x: SignedExtensions): Uint8Array {
  return concatBytes(
    encodeEra(x.era.period, x.era.birth),
    compact(x.nonce),
    compact(x.tip),
    x.metadataHash ? Uint8Array.of(0) : new Uint8Array(0),
  );
}

export function encodeImplicit(x: SignedExtensions): Uint8Array {
  return concatBytes(
    uintLE(x.specVersion, 4),
    uintLE(x.transactionVersion, 4),
    key32(x.genesisHash, 'The genesis hash'),
    key32(x.blockHash, 'The era block hash'),
    x.metadataHash ? Uint8Array.of(0) : new Uint8Array(0),
  );
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
