/** Tezos base58check: base58 of (prefix || payload || first 4 bytes of double SHA-256). */
import { sha256 } from '@noble/hashes/sha2.js';
import { base58 } from '@scure/base';

export type Base58CheckResult =
  { ok: true; bytes: Uint8Array } | { ok: false; error: 'encoding' | 'checksum' };

function checksum(bytes: Uint8Array): Uint8Array {
  return sha256(sha256(bytes)).subarray(0, 4);
}

export function encodeBase58Check(prefix: readonly number[], payload: Uint8Array): string {
  const body = new Uint8Array(prefix.length + payload.length);
  body.set(prefix, 0);
  body.set(payload, prefix.length);
  const full = new Uint8Array(body.length + 4);
  full.set(body, 0);
  full.set(checksum(body), body.length);
  return base58.encode(full);
}

/** Decodes without throwing; tells a bad character apart from a bad checksum, as taquito does. */
export function decodeBase58Check(text: string): Base58CheckResult {
  let raw: Uint8Array;
  try {
    raw = base58.decode(text);
  } catch {
    return { ok: false, error: 'encoding' };
  }
  if (raw.length < 4) return { ok: false, error: 'checksum' };
  const body = raw.subarray(0, raw.length - 4);
  const expected = checksum(body);
  if (!expected.every((b, i) => b === raw[body.length + i])) return { ok: false, error: 'checksum' };
  return { ok: true, bytes: body };
}

export function hasPrefix(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((b, i) => bytes[i] === b);
}
