/** BIP-32 secp256k1 derivation (wraps @scure/bip32). */
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

export function deriveSecp256k1(seed: Uint8Array, path: string, versions?: Bip32Versions): Secp256k1Node {
  parsePath(path); // readable error before scure's
  const root = HDKey.fromMasterSeed(seed, versions);
  const node = path.trim() === 'm' ? root : root.derive(path.trim().replace(/[hH]/g, "'"));
  if (!node.privateKey || !node.publicKey || !node.chainCode) throw new KeyInputError(`Cannot derive a key at ${path}`);
  return { privateKey: node.privateKey, publicKey: node.publicKey, chainCode: node.chainCode, hdkey: node };
}
