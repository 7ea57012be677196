/** SLIP-10 ed25519 derivation: every segment hardened, as the standard requires. */
import { hmac } from '@noble/hashes/hmac.js';
import { sha512 } from '@noble/hashes/sha2.js';
import { ed25519 } from '@noble/curves/ed25519.js';
import { HARDENED, parsePath } from './path';
import { KeyInputError } from './types';

const ED25519_SEED_KEY = new TextEncoder().encode('ed25519 seed');

export interface Ed25519Node {
  /** 32-byte private seed. */
  privateKey: Uint8Array;
  /** 32-byte public key. */
  publicKey: Uint8Array;
  chainCode: Uint8Array;
}

export function deriveEd25519(seed: Uint8Array, path: string): Ed25519Node {
  const segments = parsePath(path);
  if (segments.some((s) => !s.hardened)) {
    throw new KeyInputError(
      `Invalid derivation path "${path}": ed25519 (SLIP-10) needs every index hardened`,
    );
  }
  let I = hmac(sha512, ED25519_SEED_KEY, seed);
  let key = I.slice(0, 32);
  let chainCode = I.slice(32);
  for (const s of segments) {
    const data = new Uint8Array(37);
    data.set(key, 1);
    new DataView(data.buffer).setUint32(33, s.index + HARDENED);
    I = hmac(sha512, chainCode, data);
    key = I.slice(0, 32);
    chainCode = I.slice(32);
  }
  return { privateKey: key, publicKey: ed25519.getPublicKey(key), chainCode };
}
