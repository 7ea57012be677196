/**
 * Cardano keys: the CIP-3 "Icarus" master key and BIP32-Ed25519 child derivation (Khovratovich–Law,
 * the "V2" scheme of cardano-crypto), as CIP-1852 wallets (Yoroi, Eternl, Trust Wallet) use them.
 *
 * An extended private key is kL || kR: kL is the ed25519 scalar itself (little-endian, NOT hashed
 * like a plain ed25519 seed), kR the nonce half used when signing. The public key is kL·G.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { bytesToNumberLE, numberToBytesLE } from '@noble/curves/utils.js';
import { hmac } from '@noble/hashes/hmac.js';
import { pbkdf2 } from '@noble/hashes/pbkdf2.js';
import { sha512 } from '@noble/hashes/sha2.js';
import { mnemonicToEntropy } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { HARDENED, type PathSegment } from './path';
import { KeyInputError } from './types';

export interface CardanoExtendedKey {
  /** 64 bytes: kL (scalar) || kR. */
  privateKey: Uint8Array;
  /** 32 bytes. */
  chainCode: Uint8Array;
  /** 32-byte ed25519 public key kL·G. */
  publicKey: Uint8Array;
}

const TWO_256 = 1n << 256n;

/** kL·G. Throws KeyInputError when kL is 0 modulo the group order (no key exists). */
export function cardanoPublicKey(kL: Uint8Array): Uint8Array {
  const scalar = bytesToNumberLE(kL) % ed25519.Point.Fn.ORDER;
  if (scalar === 0n) throw new KeyInputError('This Cardano key is not valid: its scalar part is zero');
  return ed25519.Point.BASE.multiply(scalar).toBytes();
}

function extendedKey(privateKey: Uint8Array, chainCode: Uint8Array): CardanoExtendedKey {
  return { privateKey, chainCode, publicKey: cardanoPublicKey(privateKey.subarray(0, 32)) };
}

/** CIP-3 Icarus's key stretch: PBKDF2-HMAC-SHA512(password = passphrase, salt = entropy, 4096, 96 bytes). */
export function icarusPbkdf2Input(entropy: Uint8Array, passphrase = '') {
  return { password: new TextEncoder().encode(passphrase), salt: entropy, iterations: 4096, bytes: 96 };
}

/** CIP-3 Icarus: the key stretch, then clamp kL. */
export function icarusMasterKey(entropy: Uint8Array, passphrase = ''): CardanoExtendedKey {
  const i = icarusPbkdf2Input(entropy, passphrase);
  return icarusMasterKeyFromStretch(pbkdf2(sha512, i.password, i.salt, { c: i.iterations, dkLen: i.bytes }));
}

/** The master key from the key stretch's 96 bytes (computed here or ahead, see SeedMaterial.icarus). */
export function icarusMasterKeyFromStretch(stretch: Uint8Array): CardanoExtendedKey {
  const data = stretch.slice();
  data[0]! &= 0b1111_1000;
  data[31]! &= 0b0001_1111;
  data[31]! |= 0b0100_0000;
  return extendedKey(data.slice(0, 64), data.slice(64, 96));
}

/** Icarus master key from a BIP-39 English phrase (the phrase's entropy, not its BIP-39 seed, is the input). */
export function icarusMasterKeyFromMnemonic(mnemonic: string, passphrase = ''): CardanoExtendedKey {
  let entropy: Uint8Array;
  try {
    entropy = mnemonicToEntropy(mnemonic, wordlist);
  } catch {
    throw new KeyInputError('Invalid recovery phrase: Cardano keys need a valid BIP-39 English phrase');
  }
  return icarusMasterKey(entropy, passphrase);
}

function indexBytesLE(index: number): Uint8Array {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, index >>> 0, true);
  return out;
}

function tagged(tag: number, ...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(1 + parts.reduce((n, p) => n + p.length, 0));
  out[0] = tag;
  let at = 1;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** One BIP32-Ed25519 V2 private child step; `segment.hardened` selects the 0x00/0x01 or 0x02/0x03 tags. */
export function deriveCardanoChild(parent: CardanoExtendedKey, segment: PathSegment): CardanoExtendedKey {
  const kL = parent.privateKey.subarray(0, 32);
  const kR = parent.privateKey.subarray(32, 64);
  const index = indexBytesLE(segment.index + (segment.hardened ? HARDENED : 0));
  const [zTag, ccTag, keyPart] = segment.hardened ? [0x00, 0x01, [kL, kR]] : [0x02, 0x03, [parent.publicKey]];
  const z = hmac(sha512, parent.chainCode, tagged(zTag, ...keyPart, index));
  const cc = hmac(sha512, parent.chainCode, tagged(ccTag, ...keyPart, index)).slice(32, 64);
  // V2: kL' = kL + 8·zL (zL = first 28 bytes), kR' = kR + zR, both modulo 2^256.
  const childL = (bytesToNumberLE(kL) + 8n * bytesToNumberLE(z.subarray(0, 28))) % TWO_256;
  const childR = (bytesToNumberLE(kR) + bytesToNumberLE(z.subarray(32, 64))) % TWO_256;
  const privateKey = new Uint8Array(64);
  privateKey.set(numberToBytesLE(childL, 32), 0);
  privateKey.set(numberToBytesLE(childR, 32), 32);
  return extendedKey(privateKey, cc);
}

export function deriveCardanoSegments(root: CardanoExtendedKey, segments: PathSegment[]): CardanoExtendedKey {
  return segments.reduce(deriveCardanoChild, root);
}
