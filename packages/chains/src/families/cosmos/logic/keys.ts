/** Cosmos-family keys (cosmos, thorchain): BIP-32 secp256k1, raw 64-hex private keys, bech32 addresses. */
import { parseSecp256k1HexKey } from '../../../keys/hex-key';
import { secp256k1Account, type Secp256k1Key } from '../../../keys/account-from-key';
import { deriveSecp256k1 } from '../../../keys/secp256k1';
import type { Account, FamilyKeys } from '../../../keys/types';
import type { ChainInfo, NetworkName } from '../../../registry/types';
import { cosmosAddressFromPublicKey, cosmosPrefix, validateCosmosAddress } from './address';

function prefixOf(chain: ChainInfo, network: NetworkName): string {
  const prefix = cosmosPrefix(chain.chain_name, network);
  if (!prefix) throw new Error(`cosmosKeys does not serve ${chain.chain_name}`);
  return prefix;
}

/** 64 hex characters (an optional 0x is tolerated); the scalar must be a valid secp256k1 key. */
export function parseCosmosPrivateKey(key: string): Uint8Array {
  return parseSecp256k1HexKey(key, 'This');
}

function cosmosAccount(chain: ChainInfo, network: NetworkName, key: Secp256k1Key, path?: string): Account {
  const address = (publicKey: Uint8Array) => cosmosAddressFromPublicKey(prefixOf(chain, network), publicKey);
  return secp256k1Account(chain, key, { address }, path);
}

export const cosmosKeys: FamilyKeys = {
  deriveAccount(chain, seed, path, network) {
    return cosmosAccount(chain, network, deriveSecp256k1(seed.seed, path), path);
  },
  importPrivateKey(chain, key, network) {
    return cosmosAccount(chain, network, parseCosmosPrivateKey(key));
  },
  validateAddress(chain, address, network) {
    const prefix = cosmosPrefix(chain.chain_name, network);
    if (!prefix)
      return { valid: false, reason: `${chain.name} addresses are not checked by the Cosmos family` };
    return validateCosmosAddress(address, prefix);
  },
};
