/**
 * Aptos addresses (spec §5 "Aptos: strict address parse", AIP-40): `0x` + 64 hex characters;
 * only special addresses 0x0–0xf may be written short, as a single hex digit. Normalized form:
 * lowercase long form, special addresses short ("0x1"), as AIP-40 displays them.
 */
import { sha3_256 } from '@noble/hashes/sha3.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import type { AddressCheck } from '../../../keys/types';

/** Authentication-key scheme byte for a single ed25519 key. */
const ED25519_SCHEME = 0x00;
const LONG_HEX_LENGTH = 64;

/** Account address of a fresh single-key ed25519 account: sha3-256(public key || 0x00). */
export function aptosAddressFromPublicKey(publicKey: Uint8Array): string {
  const input = new Uint8Array(publicKey.length + 1);
  input.set(publicKey, 0);
  input[publicKey.length] = ED25519_SCHEME;
  return formatAptosAddress(bytesToHex(sha3_256(input)));
}

/** `hex` is the 64-character lowercase long form without 0x. */
function formatAptosAddress(hex: string): string {
  return isSpecial(hex) ? `0x${hex.slice(-1)}` : `0x${hex}`;
}

/** AIP-40: special addresses are 0x0 to 0xf (the first 31 bytes zero, the last below 16). */
function isSpecial(longHex: string): boolean {
  return /^0{63}[0-9a-f]$/.test(longHex);
}

export function validateAptosAddress(address: string): AddressCheck {
  if (typeof address !== 'string' || address.trim() === '')
    return { valid: false, reason: 'The address is empty' };
  const text = address.trim();
  if (!text.startsWith('0x')) return { valid: false, reason: 'An Aptos address starts with 0x' };
  const hex = text.slice(2).toLowerCase();
  if (hex === '') return { valid: false, reason: 'The address has no hex digits after 0x' };
  if (!/^[0-9a-f]+$/.test(hex))
    return { valid: false, reason: 'An Aptos address holds only hex characters 0-9 and a-f after 0x' };
  if (hex.length > LONG_HEX_LENGTH) {
    return {
      valid: false,
      reason: `An Aptos address has at most 64 hex characters; this one has ${hex.length}`,
    };
  }
  if (hex.length === LONG_HEX_LENGTH) return { valid: true, normalized: formatAptosAddress(hex) };
  const longHex = hex.padStart(LONG_HEX_LENGTH, '0');
  if (isSpecial(longHex)) {
    if (hex.length === 1) return { valid: true, normalized: `0x${hex}` };
    return { valid: false, reason: 'A special address is written without padding zeros, e.g. 0x1' };
  }
  return {
    valid: false,
    reason: 'An Aptos address is 0x followed by all 64 hex characters (only 0x0 to 0xf may be written short)',
  };
}

/** The long form of a normalized address, as the indexer stores it (special addresses padded too). */
export function longAptosAddress(normalized: string): string {
  return `0x${normalized.slice(2).padStart(LONG_HEX_LENGTH, '0')}`;
}
