/**
 * SS58 encoding (Substrate): base58(prefix || public key || checksum), checksum = first 2 bytes of
 * blake2b-512("SS58PRE" || prefix || public key). Prefixes 0–63 take one byte, 64–16383 two.
 * Decoding follows @polkadot/util-crypto `checkAddressChecksum` and Trust Wallet Core `SS58Address`.
 */
import { blake2b } from '@noble/hashes/blake2.js';
import { base58 } from '@scure/base';

const SS58PRE = new TextEncoder().encode('SS58PRE');
const KEY_LENGTH = 32;

function ss58Hash(body: Uint8Array): Uint8Array {
  const data = new Uint8Array(SS58PRE.length + body.length);
  data.set(SS58PRE, 0);
  data.set(body, SS58PRE.length);
  return blake2b(data, { dkLen: 64 });
}

export function encodePrefix(prefix: number): Uint8Array {
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > 16383)
    throw new RangeError(`SS58 prefix ${prefix}`);
  if (prefix < 64) return Uint8Array.of(prefix);
  return Uint8Array.of(((prefix & 0b1111_1100) >> 2) | 0b0100_0000, (prefix >> 8) | ((prefix & 0b11) << 6));
}

export function encodeSs58(publicKey: Uint8Array, prefix: number): string {
  const head = encodePrefix(prefix);
  const body = new Uint8Array(head.length + publicKey.length);
  body.set(head, 0);
  body.set(publicKey, head.length);
  const full = new Uint8Array(body.length + 2);
  full.set(body, 0);
  full.set(ss58Hash(body).subarray(0, 2), body.length);
  return base58.encode(full);
}

export type Ss58Decoded = { ok: true; prefix: number; publicKey: Uint8Array } | { ok: false; reason: string };

/** Decodes an SS58 account address holding a 32-byte public key; never throws. */
export function decodeSs58(address: string): Ss58Decoded {
  let raw: Uint8Array;
  try {
    raw = base58.decode(address);
  } catch {
    return { ok: false, reason: 'The address contains characters that are not base58' };
  }
  const first = raw[0] ?? 0;
  const second = raw[1] ?? 0;
  // Bit 7 set, or 46/47 (reserved), is not an SS58 account prefix.
  if (raw.length === 0 || first & 0b1000_0000 || first === 46 || first === 47) {
    return { ok: false, reason: 'Not an SS58 address: the network prefix is invalid' };
  }
  const prefixLength = first & 0b0100_0000 ? 2 : 1;
  const prefix =
    prefixLength === 1 ? first : ((first & 0b0011_1111) << 2) | (second >> 6) | ((second & 0b0011_1111) << 8);
  if (prefixLength === 2 && prefix < 64) {
    return { ok: false, reason: 'Not an SS58 address: the network prefix is invalid' };
  }
  if (raw.length !== prefixLength + KEY_LENGTH + 2) {
    return { ok: false, reason: 'The address has the wrong length for an account (32-byte public key)' };
  }
  const body = raw.subarray(0, raw.length - 2);
  const hash = ss58Hash(body);
  if (hash[0] !== raw[raw.length - 2] || hash[1] !== raw[raw.length - 1]) {
    return { ok: false, reason: 'The address checksum does not match: a character is wrong or missing' };
  }
  return { ok: true, prefix, publicKey: raw.slice(prefixLength, prefixLength + KEY_LENGTH) };
}
