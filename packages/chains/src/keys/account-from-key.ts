/**
 * The Account record of one private key, built the same way by every family: the curve gives the
 * public key, the family gives the address and the private-key export format.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import type { ChainInfo } from '../registry/types';
import type { Account } from './types';

/** What a family adds to a raw key: its address and how it writes the private key out. */
export interface AccountFormat {
  address(publicKey: Uint8Array): string;
  /** Defaults to plain hex. */
  privateKey?(privateKey: Uint8Array): string;
}

function account(
  chain: ChainInfo,
  privateKey: Uint8Array,
  publicKey: Uint8Array,
  format: AccountFormat,
  path?: string,
): Account {
  const result: Account = {
    chain_name: chain.chain_name,
    address: format.address(publicKey),
    publicKey: bytesToHex(publicKey),
    privateKey: format.privateKey ? format.privateKey(privateKey) : bytesToHex(privateKey),
  };
  // Imports carry no path: the key stands alone.
  if (path !== undefined) result.path = path;
  return result;
}

/** An ed25519 account from its 32-byte private seed (raw public key). */
export function ed25519Account(
  chain: ChainInfo,
  seed: Uint8Array,
  format: AccountFormat,
  path?: string,
): Account {
  return account(chain, seed, ed25519.getPublicKey(seed), format, path);
}

/** A key with its compressed public key already known (a derived node), or the private key alone. */
export type Secp256k1Key = Uint8Array | { privateKey: Uint8Array; publicKey: Uint8Array };

/**
 * A secp256k1 account (compressed public key). A derivation passes its node, whose public key it
 * has already computed: a second point multiplication per address would double "derive 50".
 */
export function secp256k1Account(
  chain: ChainInfo,
  key: Secp256k1Key,
  format: AccountFormat,
  path?: string,
): Account {
  if (key instanceof Uint8Array) return account(chain, key, secp256k1.getPublicKey(key, true), format, path);
  return account(chain, key.privateKey, key.publicKey, format, path);
}
