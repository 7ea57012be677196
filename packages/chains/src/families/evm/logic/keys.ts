/** EVM keys (every EVM chain_name): BIP-32 secp256k1, 0x-prefixed hex private keys, EIP-55 addresses. */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { compressPublicKey, deriveSecp256k1 } from '../../../keys/secp256k1';
import { KeyInputError, type Account, type FamilyKeys } from '../../../keys/types';
import type { ChainInfo } from '../../../registry/types';
import { evmAddressFromPublicKey, validateEvmAddress } from './address';

/** Reads 64 hex characters, with or without 0x; the scalar must lie in [1, n-1] to build a wallet. */
export function parseEvmPrivateKey(key: string): Uint8Array {
  if (typeof key !== 'string' || key.trim() === '') throw new KeyInputError('The private key is empty');
  const raw = key.trim();
  const body = /^0x/i.test(raw) ? raw.slice(2) : raw;
  if (!/^[0-9a-fA-F]*$/.test(body)) {
    throw new KeyInputError('An EVM private key is hexadecimal (0-9, a-f), optionally starting with 0x');
  }
  if (body.length !== 64) {
    throw new KeyInputError(`An EVM private key has 64 hexadecimal characters; this one has ${body.length}`);
  }
  const bytes = hexToBytes(body);
  if (!secp256k1.utils.isValidSecretKey(bytes)) {
    throw new KeyInputError(
      'This private key cannot build a wallet: it is zero or not below the secp256k1 order',
    );
  }
  return bytes;
}

/** `uncompressed` may be given when the caller already has it (derivation), saving a point multiplication. */
function evmAccount(chain: ChainInfo, privateKey: Uint8Array, path?: string, uncompressed?: Uint8Array): Account {
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
