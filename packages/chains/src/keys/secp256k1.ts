/** BIP-32 secp256k1 derivation (wraps @scure/bip32), reusing parent nodes across sibling paths. */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { hmac } from '@noble/hashes/hmac.js';
import { sha512 } from '@noble/hashes/sha2.js';
import { bytesToNumberBE, numberToBytesBE } from '@noble/curves/utils.js';
import { HDKey } from '@scure/bip32';
import { parsePath } from './path';
import { KeyInputError } from './types';

export interface Secp256k1Node {
  privateKey: Uint8Array;
  /** 33-byte compressed public key. */
  publicKey: Uint8Array;
  /** 65-byte uncompressed public key (EVM and Tron hash it). */
  readonly publicKeyUncompressed: Uint8Array;
  chainCode: Uint8Array;
  /** The scure node, for extended-key serialization. */
  readonly hdkey: HDKey;
}

export interface Bip32Versions {
  private: number;
  public: number;
}

/**
 * Parent nodes per seed. "Derive addresses" walks m/…/0/i for i = 0…49: without this every address
 * re-derives the four shared levels. Keyed weakly on the seed bytes, so the cache lives exactly as
 * long as the caller keeps the seed in memory, and never outlives it.
 */
const parentCache = new WeakMap<Uint8Array, Map<string, HDKey>>();
const MAX_CACHED_PARENTS = 64;
const N = secp256k1.Point.CURVE().n;

/**
 * A larger precomputed table for the base point (window 8 instead of noble's lazy 6): built once,
 * ~65 ms, on the first derivation, it makes each public key about a third faster afterwards —
 * "derive addresses" computes fifty of them.
 */
let baseTableReady = false;
function ensureBaseTable(): void {
  if (baseTableReady) return;
  secp256k1.Point.BASE.precompute(8, false);
  baseTableReady = true;
}

function cachedParent(seed: Uint8Array, parentPath: string, versions?: Bip32Versions): HDKey {
  const key = `${versions?.private ?? 0}:${versions?.public ?? 0}:${parentPath}`;
  let perSeed = parentCache.get(seed);
  if (!perSeed) parentCache.set(seed, (perSeed = new Map()));
  let parent = perSeed.get(key);
  if (!parent) {
    const root = HDKey.fromMasterSeed(seed, versions);
    parent = parentPath === 'm' ? root : root.derive(parentPath);
    if (perSeed.size >= MAX_CACHED_PARENTS) perSeed.clear();
    perSeed.set(key, parent);
  }
  return parent;
}

function fromHdKey(node: HDKey): Secp256k1Node {
  if (!node.privateKey || !node.publicKey || !node.chainCode)
    throw new KeyInputError('Cannot derive a key at this path');
  const { privateKey, publicKey, chainCode } = node;
  return {
    privateKey,
    publicKey,
    chainCode,
    hdkey: node,
    get publicKeyUncompressed() {
      return secp256k1.getPublicKey(privateKey, false);
    },
  };
}

/** 65-byte uncompressed to 33-byte compressed form: the x coordinate and y's parity. */
export function compressPublicKey(uncompressed: Uint8Array): Uint8Array {
  const out = new Uint8Array(33);
  out[0] = (uncompressed[64]! & 1) === 1 ? 3 : 2;
  out.set(uncompressed.subarray(1, 33), 1);
  return out;
}

/**
 * A non-hardened child computed directly (BIP-32 CKDpriv): one point multiplication gives both
 * public key forms, where scure plus an uncompressed copy would take two and a square root.
 */
function softChild(parent: HDKey, index: number): Secp256k1Node | undefined {
  if (!parent.privateKey || !parent.publicKey || !parent.chainCode) return undefined;
  const data = new Uint8Array(37);
  data.set(parent.publicKey, 0);
  new DataView(data.buffer).setUint32(33, index);
  const I = hmac(sha512, parent.chainCode, data);
  const il = bytesToNumberBE(I.subarray(0, 32));
  const k = (il + bytesToNumberBE(parent.privateKey)) % N;
  if (il >= N || k === 0n) return undefined; // BIP-32's invalid-child case: let scure report it
  const privateKey = numberToBytesBE(k, 32);
  ensureBaseTable();
  const publicKeyUncompressed = secp256k1.getPublicKey(privateKey, false);
  const publicKey = compressPublicKey(publicKeyUncompressed);
  const chainCode = I.slice(32);
  let hd: HDKey | undefined;
  return {
    privateKey,
    publicKey,
    publicKeyUncompressed,
    chainCode,
    get hdkey() {
      return (hd ??= parent.deriveChild(index));
    },
  };
}

export function deriveSecp256k1(seed: Uint8Array, path: string, versions?: Bip32Versions): Secp256k1Node {
  const segments = parsePath(path); // readable error before scure's
  const normalized = path.trim().replace(/[hH]/g, "'");
  if (segments.length === 0) return fromHdKey(HDKey.fromMasterSeed(seed, versions));
  const parts = normalized.split('/');
  const parent = cachedParent(seed, parts.slice(0, -1).join('/'), versions);
  const last = segments[segments.length - 1]!;
  if (!last.hardened) {
    const child = softChild(parent, last.index);
    if (child) return child;
  }
  return fromHdKey(parent.derive(`m/${parts[parts.length - 1]}`));
}
