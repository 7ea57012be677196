/** Cosmos-family keys (cosmos, thorchain): BIP-32 secp256k1, raw 64-hex private keys, bech32 addresses. */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { deriveSecp256k1 } from '../../../keys/secp256k1';
import { KeyInputError, type Account, type FamilyKeys } from '../../../keys/types';
import type { ChainInfo, NetworkName } from '../../../registry/types';
import { cosmosAddressFromPublicKey, cosmosPrefix, validateCosmosAddress } from './address';

function prefixOf(chain: ChainInfo, network: NetworkName): string {
  const prefix = cosmosPrefix(chain.chain_name, network);
  if (!prefix) throw new Error(`cosmosKeys does not serve ${chain.chain_name}`);
  return prefix;
}

/** 64 hex characters (an optional 0x is tolerated); the scalar must be a valid secp256k1 key. */
export function parseCosmosPrivateKey(key: string): Uint8Array {
  if (typeof key !== 'string' || key.trim() === '') throw new KeyInputError('The private key is empty');
  const raw = key.trim();
  const body = /^0x/i.test(raw) ? raw.slice(2) : raw;
  if (!/^[0-9a-fA-F]*$/.test(body)) {
    throw new KeyInputError('The private key must be hexadecimal (0-9, a-f)');
  }
  if (body.length !== 64) {
    throw new KeyInputError(`The private key has 64 hexadecimal characters; this one has ${body.length}`);
  }
  const bytes = hexToBytes(body);
  if (!secp256k1.utils.isValidSecretKey(bytes)) {
    throw new KeyInputError(
      'This is not a valid secp256k1 private key: it is zero or not below the curve order',
    );
  }
  return bytes;
}

function cosmosAccount(
  chain: ChainInfo,
  network: NetworkName,
  privateKey: Uint8Array,
  path?: string,
): Account {
  const publicKey = secp256k1.getPublicKey(privateKey, true);
  const account: Account = {
    chain_name: chain.chain_name,
    address: cosmosAddressFromPublicKey(prefixOf(chain, network), publicKey),
    publicKey: bytesToHex(publicKey),
    privateKey: bytesToHex(privateKey),
  };
  if (path !== undefined) account.path = path;
  return account;
}

export const cosmosKeys: FamilyKeys = {
  deriveAccount(chain, seed, path, network) {
    return cosmosAccount(chain, network, deriveSecp256k1(seed.seed, path).privateKey, path);
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
