/** Tron keys: BIP-32 secp256k1 at m/44'/195'/0'/0/i, raw 64-hex private keys (as TronLink exports them). */
import { parseSecp256k1HexKey } from '../../../keys/hex-key';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { deriveSecp256k1 } from '../../../keys/secp256k1';
import type { Account, FamilyKeys } from '../../../keys/types';
import type { ChainInfo } from '../../../registry/types';
import { tronAddressFromPublicKey, validateTronAddress } from './address';

/** 64 hex characters (an optional 0x is tolerated); the scalar must be a valid secp256k1 key. */
export function parseTronPrivateKey(key: string): Uint8Array {
  return parseSecp256k1HexKey(key, 'A Tron');
}

function tronAccount(chain: ChainInfo, privateKey: Uint8Array, path?: string): Account {
  const publicKey = secp256k1.getPublicKey(privateKey, true);
  const account: Account = {
    chain_name: chain.chain_name,
    address: tronAddressFromPublicKey(publicKey),
    publicKey: bytesToHex(publicKey),
    privateKey: bytesToHex(privateKey),
  };
  if (path !== undefined) account.path = path;
  return account;
}

export const tronKeys: FamilyKeys = {
  deriveAccount(chain, seed, path) {
    return tronAccount(chain, deriveSecp256k1(seed.seed, path).privateKey, path);
  },
  importPrivateKey(chain, key) {
    return tronAccount(chain, parseTronPrivateKey(key));
  },
  // Shasta and Nile testnets use the same 0x41 prefix, so the network does not change validity.
  validateAddress(_chain, address) {
    return validateTronAddress(address);
  },
};
