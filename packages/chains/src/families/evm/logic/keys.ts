/** EVM keys (every EVM chain_name): BIP-32 secp256k1, 0x-prefixed hex private keys, EIP-55 addresses. */
import { parseSecp256k1HexKey } from '../../../keys/hex-key';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { compressPublicKey, deriveSecp256k1 } from '../../../keys/secp256k1';
import type { Account, FamilyKeys } from '../../../keys/types';
import type { ChainInfo } from '../../../registry/types';
import { evmAddressFromPublicKey, validateEvmAddress } from './address';

/** 64 hex characters (an optional 0x is tolerated); the scalar must be a valid secp256k1 key. */
export function parseEvmPrivateKey(key: string): Uint8Array {
  return parseSecp256k1HexKey(key, 'An EVM', ', optionally starting with 0x');
}

/** `uncompressed` may be given when the caller already has it (derivation), saving a point multiplication. */
function evmAccount(
  chain: ChainInfo,
  privateKey: Uint8Array,
  path?: string,
  uncompressed?: Uint8Array,
): Account {
  const pub = uncompressed ?? secp256k1.getPublicKey(privateKey, false);
  const publicKey = compressPublicKey(pub);
  const account: Account = {
    chain_name: chain.chain_name,
    address: evmAddressFromPublicKey(pub),
    publicKey: bytesToHex(publicKey),
    privateKey: `0x${bytesToHex(privateKey)}`,
  };
  if (path !== undefined) account.path = path;
  return account;
}

export const evmKeys: FamilyKeys = {
  deriveAccount(chain, seed, path) {
    const node = deriveSecp256k1(seed.seed, path);
    return evmAccount(chain, node.privateKey, path, node.publicKeyUncompressed);
  },
  importPrivateKey(chain, key) {
    return evmAccount(chain, parseEvmPrivateKey(key));
  },
  validateAddress(_chain, address) {
    return validateEvmAddress(address);
  },
};
