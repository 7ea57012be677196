/**
 * Aptos keys: SLIP-10 ed25519 at m/44'/637'/0'/0'/0' (Petra, aptos-ts-sdk), single-key ed25519
 * accounts. Private keys are exported as 0x-prefixed hex; import also takes bare hex and the
 * AIP-80 form `ed25519-priv-0x…`.
 */
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { ed25519Account, type AccountFormat } from '../../../keys/account-from-key';
import { deriveEd25519 } from '../../../keys/ed25519';
import { KeyInputError, type FamilyKeys } from '../../../keys/types';
import { aptosAddressFromPublicKey, validateAptosAddress } from './address';

const KEY_FORMAT = /^(?:ed25519-priv-0x|0x)?([0-9a-fA-F]{64})$/;
const FORMATS_HINT = 'expected 64 hex characters, with or without 0x, or the AIP-80 form ed25519-priv-0x…';

const APTOS_ACCOUNT: AccountFormat = {
  address: aptosAddressFromPublicKey,
  privateKey: (seed) => `0x${bytesToHex(seed)}`,
};

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
    return ed25519Account(chain, deriveEd25519(seed.seed, path).privateKey, APTOS_ACCOUNT, path);
  },
  importPrivateKey(chain, key) {
    return ed25519Account(chain, parseAptosKey(key), APTOS_ACCOUNT);
  },
  validateAddress(_chain, address) {
    return validateAptosAddress(address);
  },
};
