/** Tron addresses: base58check(0x41 || last 20 bytes of keccak256(uncompressed public key)), "T…". */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { concatBytes, hexToBytes } from '@noble/hashes/utils.js';
import { base58, createBase58check } from '@scure/base';
import type { AddressCheck } from '../../../keys/types';

export const TRON_ADDRESS_PREFIX = 0x41;
const base58check = createBase58check(sha256);
const BASE58_CHARS = /^[1-9A-HJ-NP-Za-km-z]+$/;

export function tronAddressFromPublicKey(publicKey: Uint8Array): string {
  const uncompressed = secp256k1.Point.fromBytes(publicKey).toBytes(false);
  const hash = keccak_256(uncompressed.subarray(1)).subarray(12);
  return base58check.encode(concatBytes(new Uint8Array([TRON_ADDRESS_PREFIX]), hash));
}

/** Never throws. Accepts base58 T… addresses and the 41-prefixed hex form (normalized to base58). */
export function validateTronAddress(address: string): AddressCheck {
  if (typeof address !== 'string') return { valid: false, reason: 'The address must be text' };
  const a = address.trim();
  if (a === '') return { valid: false, reason: 'The address is empty' };
  if (a.length > 64)
    return { valid: false, reason: 'A Tron address is 34 characters starting with T; this is too long' };
  if (/^(0x)?[0-9a-fA-F]{40}$/.test(a)) {
    return { valid: false, reason: 'This looks like an EVM address; a Tron address starts with T' };
  }
  if (/^41[0-9a-fA-F]{40}$/.test(a)) {
    return { valid: true, normalized: base58check.encode(hexToBytes(a)) };
  }
  if (!BASE58_CHARS.test(a)) {
    return { valid: false, reason: 'A Tron address uses base58 characters only (no 0, O, I or l)' };
  }
  const raw = base58.decode(a);
  if (raw.length !== 25) {
    return {
      valid: false,
      reason: `A Tron address is 34 characters starting with T; this one has ${a.length}`,
    };
  }
  if (raw[0] !== TRON_ADDRESS_PREFIX)
    return { valid: false, reason: 'A Tron address starts with T (version byte 0x41)' };
  try {
    base58check.decode(a);
  } catch {
    return { valid: false, reason: 'The address checksum is wrong: check it for a typo' };
  }
  return { valid: true, normalized: a };
}

/** The 21 address bytes (0x41 + 20) of a valid address (base58 or 41-hex); throws otherwise. */
export function tronAddressBytes(address: string): Uint8Array {
  const c = validateTronAddress(address);
  if (!c.valid) throw new Error(`Invalid Tron address: ${c.reason}`);
  return base58check.decode(c.normalized);
}

export function tronAddressFromBytes(bytes: Uint8Array): string {
  if (bytes.length !== 21 || bytes[0] !== TRON_ADDRESS_PREFIX) throw new Error('Not Tron address bytes');
  return base58check.encode(bytes);
}
