/**
 * Solana private-key formats people paste: the 64-byte secret key (seed || public key) as base58
 * (Phantom, Solflare) or as the JSON byte array solana-keygen writes, and the bare 32-byte seed
 * (base58 or hex). Everything comes down to the 32-byte ed25519 seed.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { base58 } from '@scure/base';
import { KeyInputError } from '../../../keys/types';

const FORMATS_HINT =
  'expected a base58 secret key (64 bytes), a 32-byte seed in base58 or hex, or a solana-keygen byte array [12,34,…]';
const HEX_KEY = /^(0x)?([0-9a-fA-F]{64}|[0-9a-fA-F]{128})$/;
const BASE58_CHARS = /^[1-9A-HJ-NP-Za-km-z]+$/;

/** Returns the 32-byte seed; throws KeyInputError (never echoing the key) on any other input. */
export function parseSolanaSecret(key: string): Uint8Array {
  if (typeof key !== 'string' || key.trim() === '') throw new KeyInputError('The private key is empty');
  const text = key.trim();
  const bytes = text.startsWith('[') ? parseByteArray(text) : parseEncoded(text);
  if (bytes.length === 32) return bytes;
  if (bytes.length === 64) return seedFromSecretKey(bytes);
  throw new KeyInputError(`Invalid Solana private key: it holds ${bytes.length} bytes; ${FORMATS_HINT}`);
}

/** Phantom's export format: base58 of seed || public key. */
export function formatSolanaSecret(seed: Uint8Array): string {
  const secret = new Uint8Array(64);
  secret.set(seed, 0);
  secret.set(ed25519.getPublicKey(seed), 32);
  return base58.encode(secret);
}

function parseEncoded(text: string): Uint8Array {
  const hex = HEX_KEY.exec(text);
  if (hex) return hexToBytes(hex[2]!);
  if (!BASE58_CHARS.test(text)) throw new KeyInputError(`Invalid Solana private key: ${FORMATS_HINT}`);
  try {
    return base58.decode(text);
  } catch {
    throw new KeyInputError(`Invalid Solana private key: ${FORMATS_HINT}`);
  }
}

function parseByteArray(text: string): Uint8Array {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new KeyInputError(`Invalid Solana private key: the byte array is not valid JSON; ${FORMATS_HINT}`);
  }
  const isByteList =
    Array.isArray(parsed) &&
    parsed.every((n) => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 255);
  if (!isByteList) {
    throw new KeyInputError('Invalid Solana private key: the array must hold only numbers from 0 to 255');
  }
  return Uint8Array.from(parsed as number[]);
}

/** A 64-byte secret key is only trusted when its second half is the seed's public key. */
function seedFromSecretKey(secret: Uint8Array): Uint8Array {
  const seed = secret.slice(0, 32);
  const expected = bytesToHex(ed25519.getPublicKey(seed));
  if (bytesToHex(secret.slice(32)) !== expected) {
    throw new KeyInputError('Invalid Solana private key: its public-key half does not match its seed half');
  }
  return seed;
}
