/** Tron keys: BIP-32 secp256k1 at m/44'/195'/0'/0/i, raw 64-hex private keys (as TronLink exports them). */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { deriveSecp256k1 } from '../../../keys/secp256k1';
import { KeyInputError, type Account, type FamilyKeys } from '../../../keys/types';
import type { ChainInfo } from '../../../registry/types';
import { tronAddressFromPublicKey, validateTronAddress } from './address';

/** 64 hex characters (an optional 0x is tolerated); the scalar must be a valid secp256k1 key. */
export function parseTronPrivateKey(key: string): Uint8Array {
  if (typeof key !== 'string' || key.trim() === '') throw new KeyInputError('The private key is empty');
  const raw = key.trim();
  const body = /^0x/i.test(raw) ? raw.slice(2) : raw;
  if (!/^[0-9a-fA-F]*$/.test(body)) {
    throw new KeyInputError('A Tron private key is hexadecimal (0-9, a-f)');
  }
  if (body.length !== 64) {
    throw new KeyInputError(`A Tron private key has 64 hexadecimal characters; this one has ${body.length}`);
  }
  const bytes = hexToBytes(body);
  if (!secp256k1.utils.isValidSecretKey(bytes)) {
    throw new KeyInputError(
      'This is not a valid secp256k1 private key: it is zero or not below the curve order',
    );
  }
  return bytes;
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
