/**
 * Aptos keys: SLIP-10 ed25519 at m/44'/637'/0'/0'/0' (Petra, aptos-ts-sdk), single-key ed25519
 * accounts. Private keys are exported as 0x-prefixed hex; import also takes bare hex and the
 * AIP-80 form `ed25519-priv-0x…`.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { deriveEd25519 } from '../../../keys/ed25519';
import { KeyInputError, type Account, type FamilyKeys } from '../../../keys/types';
import type { ChainInfo } from '../../../registry/types';
import { aptosAddressFromPublicKey, validateAptosAddress } from './address';

const KEY_FORMAT = /^(?:ed25519-priv-0x|0x)?([0-9a-fA-F]{64})$/;
const FORMATS_HINT = 'expected 64 hex characters, with or without 0x, or the AIP-80 form ed25519-priv-0x…';

function accountFromSeed(chain: ChainInfo, seed: Uint8Array, path?: string): Account {
  const publicKey = ed25519.getPublicKey(seed);
  const account: Account = {
    chain_name: chain.chain_name,
    address: aptosAddressFromPublicKey(publicKey),
    publicKey: bytesToHex(publicKey),
    privateKey: `0x${bytesToHex(seed)}`,
  };
  if (path !== undefined) account.path = path;
  return account;
}

function parseAptosKey(key: string): Uint8Array {
  if (typeof key !== 'string' || key.trim() === '') throw new KeyInputError('The private key is empty');
  const text = key.trim();
  if (/^secp256k1-priv-/i.test(text)) {
    throw new KeyInputError('secp256k1 Aptos keys are not supported; import an ed25519 key');
  }
  const match = KEY_FORMAT.exec(text);
  if (!match) throw new KeyInputError(`Invalid Aptos private key: ${FORMATS_HINT}`);
  return hexToBytes(match[1]!);
}

export const aptosKeys: FamilyKeys = {
  deriveAccount(chain, seed, path) {
    return accountFromSeed(chain, deriveEd25519(seed.seed, path).privateKey, path);
  },
  importPrivateKey(chain, key) {
    return accountFromSeed(chain, parseAptosKey(key));
  },
  validateAddress(_chain, address) {
    return validateAptosAddress(address);
  },
};
