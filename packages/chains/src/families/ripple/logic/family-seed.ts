/**
 * XRPL family seeds ("s…", as rippled and xrpl.js print them): decoding, and rippled's secp256k1
 * derivation of the account-0 key (the generator scalar from sha512-half(seed || seq), plus the
 * account scalar from sha512-half(generator public key || account index || seq), modulo the order).
 */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { bytesToNumberBE, numberToBytesBE } from '@noble/curves/utils.js';
import { sha512 } from '@noble/hashes/sha2.js';
import { concatBytes } from '@noble/hashes/utils.js';
import { decodeXrplBase58Check } from './address';

const SECP256K1_SEED_VERSION = 0x21;
const ED25519_SEED_PREFIX = [0x01, 0xe1, 0x4b];
const SEED_ENTROPY_LENGTH = 16;
const ORDER = secp256k1.Point.Fn.ORDER;

export type FamilySeed = { type: 'secp256k1' | 'ed25519'; entropy: Uint8Array };

/** Undefined unless the text is a checksummed family seed of either key type. */
export function decodeFamilySeed(text: string): FamilySeed | undefined {
  const payload = decodeXrplBase58Check(text);
  if (!payload) return undefined;
  if (payload.length === 1 + SEED_ENTROPY_LENGTH && payload[0] === SECP256K1_SEED_VERSION) {
    return { type: 'secp256k1', entropy: payload.slice(1) };
  }
  const edPrefix = ED25519_SEED_PREFIX.every((b, i) => payload[i] === b);
  if (payload.length === ED25519_SEED_PREFIX.length + SEED_ENTROPY_LENGTH && edPrefix) {
    return { type: 'ed25519', entropy: payload.slice(ED25519_SEED_PREFIX.length) };
  }
  return undefined;
}

function uint32BE(n: number): Uint8Array {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, n);
  return out;
}

/** The first sha512-half(data || seq) that is a valid scalar (rippled retries on the rare miss). */
function deriveScalar(data: Uint8Array): bigint {
  for (let seq = 0; seq <= 0xffffffff; seq++) {
    const k = bytesToNumberBE(sha512(concatBytes(data, uint32BE(seq))).subarray(0, 32));
    if (k > 0n && k < ORDER) return k;
  }
  throw new Error('unreachable: no valid scalar');
}

/** The 32-byte secp256k1 private key of account 0 of a family seed's 16 bytes of entropy. */
export function secp256k1KeyFromFamilySeed(entropy: Uint8Array): Uint8Array {
  const generator = deriveScalar(entropy);
  const generatorPublic = secp256k1.getPublicKey(numberToBytesBE(generator, 32), true);
  const accountScalar = deriveScalar(concatBytes(generatorPublic, uint32BE(0)));
  return numberToBytesBE((generator + accountScalar) % ORDER, 32);
}
