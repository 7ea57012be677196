/**
 * Wallet Import Format: base58check(version | 32-byte key | 0x01 when the public key is compressed).
 * Written here rather than with btc-signer's WIF() because that one rejects uncompressed keys,
 * which old Bitcoin, Litecoin and Dogecoin wallets still export.
 */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { base58check as base58checkFactory } from '@scure/base';

const base58check = base58checkFactory(sha256);
const BASE58_ALPHABET = /^[1-9A-HJ-NP-Za-km-z]+$/;

/** Raised for keys that are not WIF at all; the message never repeats the key. */
export class WifFormatError extends Error {
  override name = 'WifFormatError';
}

export interface DecodedWif {
  version: number;
  privateKey: Uint8Array;
  compressed: boolean;
}

export function encodeWif(privateKey: Uint8Array, version: number, compressed = true): string {
  if (privateKey.length !== 32) throw new WifFormatError('A private key is 32 bytes');
  return base58check.encode(Uint8Array.from([version, ...privateKey, ...(compressed ? [0x01] : [])]));
}

export function decodeWif(wif: string): DecodedWif {
  if (/^(0x)?[0-9a-fA-F]{64}$/.test(wif)) {
    throw new WifFormatError(
      'This looks like a raw hex key; enter the key in WIF format (base58, about 52 characters)',
    );
  }
  if (!BASE58_ALPHABET.test(wif)) {
    throw new WifFormatError(
      'A WIF private key uses only base58 characters (no 0, O, I, l, spaces or punctuation)',
    );
  }
  let bytes: Uint8Array;
  try {
    bytes = base58check.decode(wif);
  } catch {
    throw new WifFormatError('The private key checksum does not match: a character is wrong or missing');
  }
  const compressed = bytes.length === 34 && bytes[33] === 0x01;
  if (!compressed && bytes.length !== 33) {
    throw new WifFormatError('This is not a WIF private key: it has the wrong length');
  }
  const privateKey = bytes.slice(1, 33);
  if (!secp256k1.utils.isValidSecretKey(privateKey)) {
    throw new WifFormatError('The private key is out of the valid range for secp256k1');
  }
  return { version: bytes[0]!, privateKey, compressed };
}
