/** Tron keys: BIP-32 secp256k1 at m/44'/195'/0'/0/i, raw 64-hex private keys (as TronLink exports them). */
import { parseSecp256k1HexKey } from '../../../keys/hex-key';
import { secp256k1Account, type Secp256k1Key } from '../../../keys/account-from-key';
import { deriveSecp256k1 } from '../../../keys/secp256k1';
import type { Account, FamilyKeys } from '../../../keys/types';
import type { ChainInfo } from '../../../registry/types';
import { tronAddressFromPublicKey, validateTronAddress } from './address';

/** 64 hex characters (an optional 0x is tolerated); the scalar must be a valid secp256k1 key. */
export function parseTronPrivateKey(key: string): Uint8Array {
  return parseSecp256k1HexKey(key, 'A Tron');
}

function tronAccount(chain: ChainInfo, key: Secp256k1Key, path?: string): Account {
  return secp256k1Account(chain, key, { address: tronAddressFromPublicKey }, path);
}

export const tronKeys: FamilyKeys = {
  deriveAccount(chain, seed, path) {
    return tronAccount(chain, deriveSecp256k1(seed.seed, path), path);
  },
  importPrivateKey(chain, key) {
    return tronAccount(chain, parseTronPrivateKey(key));
  },
  // Shasta and Nile testnets use the same 0x41 prefix, so the network does not change validity.
  validateAddress(_chain, address) {
    return validateTronAddress(address);
  },
};
