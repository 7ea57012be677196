/** XRP Ledger keys: BIP-32 secp256k1 at m/44'/144'/0'/0/0, classic r… addresses, hex private keys. */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { hexToBytes } from '@noble/hashes/utils.js';
import { secp256k1Account, type Secp256k1Key } from '../../../keys/account-from-key';
import { deriveSecp256k1 } from '../../../keys/secp256k1';
import { KeyInputError, type Account, type FamilyKeys } from '../../../keys/types';
import type { ChainInfo } from '../../../registry/types';
import { rippleAddressFromPublicKey, validateRippleAddress } from './address';
import { decodeFamilySeed, secp256k1KeyFromFamilySeed } from './family-seed';

const FORMATS =
  'An XRP private key is 64 hexadecimal characters (or 66 starting with 00, as xrpl.js prints it), ' +
  'or a secp256k1 family seed starting with s';
const ED25519_UNSUPPORTED = 'Ed25519 XRP keys are not supported: Kestrel XRP accounts use secp256k1 keys';

function fromFamilySeed(text: string): Uint8Array {
  if (text.length > 40) throw new KeyInputError(FORMATS); // seeds are 29 (secp256k1) or 31 (ed25519) characters
  const seed = decodeFamilySeed(text);
  if (!seed) throw new KeyInputError('This is not a valid family seed (s…): check it for a typo');
  if (seed.type === 'ed25519') throw new KeyInputError(ED25519_UNSUPPORTED);
  return secp256k1KeyFromFamilySeed(seed.entropy);
}

function fromHex(text: string): Uint8Array {
  let body = /^0x/i.test(text) ? text.slice(2) : text;
  if (body.length === 66 && /^ed/i.test(body)) throw new KeyInputError(ED25519_UNSUPPORTED);
  if (body.length === 66 && body.startsWith('00')) body = body.slice(2);
  if (!/^[0-9a-fA-F]{64}$/.test(body)) throw new KeyInputError(FORMATS);
  return hexToBytes(body);
}

/** Hex (64, or 66 with a 00 prefix) or a secp256k1 family seed; the result must be a valid scalar. */
export function parseRipplePrivateKey(key: string): Uint8Array {
  if (typeof key !== 'string' || key.trim() === '') throw new KeyInputError('The private key is empty');
  const text = key.trim();
  const bytes = /^s/.test(text) && !/^[0-9a-fA-F]+$/.test(text) ? fromFamilySeed(text) : fromHex(text);
  if (!secp256k1.utils.isValidSecretKey(bytes)) {
    throw new KeyInputError(
      'This is not a valid secp256k1 private key: it is zero or not below the curve order',
    );
  }
  return bytes;
}

function rippleAccount(chain: ChainInfo, key: Secp256k1Key, path?: string): Account {
  return secp256k1Account(chain, key, { address: rippleAddressFromPublicKey }, path);
}

export const rippleKeys: FamilyKeys = {
  deriveAccount(chain, seed, path) {
    return rippleAccount(chain, deriveSecp256k1(seed.seed, path), path);
  },
  importPrivateKey(chain, key) {
    return rippleAccount(chain, parseRipplePrivateKey(key));
  },
  // Mainnet, testnet and devnet share the address format.
  validateAddress(_chain, address) {
    return validateRippleAddress(address);
  },
};
