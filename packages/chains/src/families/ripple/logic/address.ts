/** XRP Ledger classic addresses: XRP-alphabet base58 of 0x00 || ripemd160(sha256(pubkey)) || checksum. */
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { equalBytes } from '@noble/curves/utils.js';
import { concatBytes } from '@noble/hashes/utils.js';
import { base58xrp } from '@scure/base';
import type { AddressCheck } from '../../../keys/types';

const ACCOUNT_ID_VERSION = 0x00;
/** The XRP base58 alphabet (rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz). */
const XRP_BASE58 = /^[rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz]+$/;

/** First 4 bytes of sha256(sha256(payload)), the checksum of every XRPL base58 encoding. */
export function xrplChecksum(payload: Uint8Array): Uint8Array {
  return sha256(sha256(payload)).subarray(0, 4);
}

export function encodeXrplBase58Check(payload: Uint8Array): string {
  return base58xrp.encode(concatBytes(payload, xrplChecksum(payload)));
}

/** Decodes XRP-alphabet base58check; undefined when the characters or the checksum are wrong. */
export function decodeXrplBase58Check(text: string): Uint8Array | undefined {
  if (!XRP_BASE58.test(text)) return undefined;
  const raw = base58xrp.decode(text);
  if (raw.length < 5) return undefined;
  const payload = raw.subarray(0, -4);
  return equalBytes(raw.subarray(-4), xrplChecksum(payload)) ? payload : undefined;
}

export function rippleAddressFromPublicKey(compressedPublicKey: Uint8Array): string {
  const accountId = ripemd160(sha256(compressedPublicKey));
  return encodeXrplBase58Check(concatBytes(new Uint8Array([ACCOUNT_ID_VERSION]), accountId));
}

/** Never throws. Classic r… addresses only (spec: r, 27 to 35 characters) with a verified checksum. */
export function validateRippleAddress(address: string): AddressCheck {
  if (typeof address !== 'string') return { valid: false, reason: 'The address must be text' };
  const a = address.trim();
  if (a === '') return { valid: false, reason: 'The address is empty' };
  if (/^[XT][1-9A-HJ-NP-Za-km-z]{46}$/.test(a)) {
    return {
      valid: false,
      reason:
        'X-addresses are not supported: enter the classic address (starting with r) and the destination tag',
    };
  }
  if (!a.startsWith('r')) return { valid: false, reason: 'An XRP Ledger address starts with r' };
  if (a.length < 27 || a.length > 35) {
    return {
      valid: false,
      reason: `An XRP Ledger address has 27 to 35 characters; this one has ${a.length}`,
    };
  }
  if (!XRP_BASE58.test(a)) {
    return {
      valid: false,
      reason: 'The address contains characters outside the XRP base58 alphabet (no 0, O, I or l)',
    };
  }
  const payload = decodeXrplBase58Check(a);
  if (!payload) return { valid: false, reason: 'The address checksum is wrong: check it for a typo' };
  if (payload.length !== 21 || payload[0] !== ACCOUNT_ID_VERSION) {
    return { valid: false, reason: 'This is not an account address (wrong length or version byte)' };
  }
  return { valid: true, normalized: a };
}
