/**
 * Ed25519 signing with a BIP32-Ed25519 extended key (kL || kR): kL is already the scalar and kR
 * the nonce prefix, so the usual seed hashing of RFC 8032 is skipped (as cardano-crypto does).
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { bytesToNumberLE, numberToBytesLE } from '@noble/curves/utils.js';
import { sha512 } from '@noble/hashes/sha2.js';

const L = ed25519.Point.Fn.ORDER;

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

export function signExtended(extendedKey: Uint8Array, message: Uint8Array): Uint8Array {
  const kL = extendedKey.subarray(0, 32);
  const kR = extendedKey.subarray(32, 64);
  const a = bytesToNumberLE(kL) % L;
  const A = ed25519.Point.BASE.multiply(a).toBytes();
  const r = bytesToNumberLE(sha512(concat(kR, message))) % L;
  const R = ed25519.Point.BASE.multiply(r === 0n ? L : r).toBytes();
  const k = bytesToNumberLE(sha512(concat(R, A, message))) % L;
  const s = (r + k * a) % L;
  return concat(R, numberToBytesLE(s, 32));
}
