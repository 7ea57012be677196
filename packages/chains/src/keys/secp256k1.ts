/** BIP-32 secp256k1 derivation (wraps @scure/bip32), reusing parent nodes across sibling paths. */
import { HDKey } from '@scure/bip32';
import { parsePath } from './path';
import { KeyInputError } from './types';

export interface Secp256k1Node {
  privateKey: Uint8Array;
  /** 33-byte compressed public key. */
  publicKey: Uint8Array;
  chainCode: Uint8Array;
  hdkey: HDKey;
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

function nodeAt(seed: Uint8Array, path: string, versions?: Bip32Versions): HDKey {
  const segments = path.split('/');
  if (segments.length <= 2) return path === 'm' ? HDKey.fromMasterSeed(seed, versions) : HDKey.fromMasterSeed(seed, versions).derive(path);
  const parentPath = segments.slice(0, -1).join('/');
  const key = `${versions?.private ?? 0}:${versions?.public ?? 0}:${parentPath}`;
  let perSeed = parentCache.get(seed);
  if (!perSeed) parentCache.set(seed, (perSeed = new Map()));
  let parent = perSeed.get(key);
  if (!parent) {
    parent = HDKey.fromMasterSeed(seed, versions).derive(parentPath);
    if (perSeed.size >= MAX_CACHED_PARENTS) perSeed.clear();
    perSeed.set(key, parent);
  }
  return parent.derive(`m/${segments[segments.length - 1]}`);
}

export function deriveSecp256k1(seed: Uint8Array, path: string, versions?: Bip32Versions): Secp256k1Node {
  parsePath(path); // readable error before scure's
  const node = nodeAt(seed, path.trim().replace(/[hH]/g, "'"), versions);
  if (!node.privateKey || !node.publicKey || !node.chainCode) throw new KeyInputError(`Cannot derive a key at ${path}`);
  return { privateKey: node.privateKey, publicKey: node.publicKey, chainCode: node.chainCode, hdkey: node };
}
