/**
 * Hedera keys: SLIP-10 ed25519 at m/44'/3030'/0'/0'/0' (Trust Wallet, @hashgraph/sdk
 * `toStandardEd25519PrivateKey`). The address is the key alias form `0.0.<DER public key>` until the
 * network assigns an account number (an account is created from the alias on first transfer, spec §4).
 * Import: raw 32-byte hex (0x optional) or the SDK's DER hex (302e020100300506032b657004220420 + 32 bytes).
 * Export: raw 32-byte hex.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { deriveEd25519 } from '../../../keys/ed25519';
import { KeyInputError, type Account, type FamilyKeys } from '../../../keys/types';
import type { ChainInfo } from '../../../registry/types';
import { hederaAliasAddress, validateHederaAddress } from './address';

/** DER PKCS#8 header of an ed25519 private key (RFC 8410), the SDK's `toStringDer()` form. */
export const ED25519_PRIVATE_DER_PREFIX = '302e020100300506032b657004220420';

const FORMAT_HINT =
  'a Hedera private key is 64 hex characters (0x optional) or the DER form starting 302e020100300506032b657004220420';

function account(chain: ChainInfo, seed: Uint8Array, publicKey: Uint8Array, path?: string): Account {
  return {
    chain_name: chain.chain_name,
    address: hederaAliasAddress(publicKey),
    publicKey: bytesToHex(publicKey),
    privateKey: bytesToHex(seed),
    ...(path ? { path } : {}),
  };
}

function decodeKey(input: string): Uint8Array {
  const hex = input.trim().replace(/^0x/i, '').toLowerCase();
  if (!/^[0-9a-f]+$/.test(hex)) throw new KeyInputError(`Invalid private key: ${FORMAT_HINT}`);
  if (hex.length === 64) return hexToBytes(hex);
  if (hex.length === 96 && hex.startsWith(ED25519_PRIVATE_DER_PREFIX)) {
    return hexToBytes(hex.slice(ED25519_PRIVATE_DER_PREFIX.length));
  }
  if (hex.startsWith('3030020100300706052b8104000a')) {
    throw new KeyInputError('ECDSA (secp256k1) Hedera keys are not supported; use an ed25519 key');
  }
  throw new KeyInputError(`Invalid private key length (${hex.length} hex characters): ${FORMAT_HINT}`);
}

export const hederaKeys: FamilyKeys = {
  deriveAccount(chain, seed, path) {
    const node = deriveEd25519(seed.seed, path);
    return account(chain, node.privateKey, node.publicKey, path);
  },
  importPrivateKey(chain, key) {
    if (typeof key !== 'string') throw new KeyInputError(`Invalid private key: ${FORMAT_HINT}`);
    const seed = decodeKey(key);
    return account(chain, seed, ed25519.getPublicKey(seed));
  },
  validateAddress: (_chain, address, network) => validateHederaAddress(address, network),
};
