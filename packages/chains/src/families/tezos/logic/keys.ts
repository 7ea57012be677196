/**
 * Tezos keys: SLIP-10 ed25519 (default m/44'/1729'/0'/0', as Trust Wallet and taquito), tz1 address.
 * Import: `edsk` + 50 base58 characters (32-byte seed, spec §5), or the 98-character `edsk` form
 * (64-byte secret key = seed || public key, checked for consistency). Export: the 54-character seed form.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { deriveEd25519 } from '../../../keys/ed25519';
import { KeyInputError, type Account, type FamilyKeys } from '../../../keys/types';
import type { ChainInfo } from '../../../registry/types';
import { tezosAddressFromPublicKey, validateTezosAddress } from './address';
import { decodeBase58Check, encodeBase58Check, hasPrefix } from './base58check';

/** `edsk` + 50 characters: 32-byte ed25519 seed. */
const EDSK_SEED_PREFIX = [13, 15, 58, 7] as const;
/** `edsk` + 94 characters: 64-byte ed25519 secret key (seed || public key). */
const EDSK_SECRET_PREFIX = [43, 246, 78, 7] as const;

const BASE58 = '[1-9A-HJ-NP-Za-km-z]';
const SEED_FORM = new RegExp(`^edsk${BASE58}{50}$`);
const SECRET_FORM = new RegExp(`^edsk${BASE58}{94}$`);

export function encodeEdskSeed(seed: Uint8Array): string {
  return encodeBase58Check(EDSK_SEED_PREFIX, seed);
}

function account(chain: ChainInfo, seed: Uint8Array, publicKey: Uint8Array, path?: string): Account {
  return {
    chain_name: chain.chain_name,
    address: tezosAddressFromPublicKey(publicKey),
    publicKey: bytesToHex(publicKey),
    privateKey: encodeEdskSeed(seed),
    ...(path ? { path } : {}),
  };
}

function reasonForOtherFormats(key: string): string {
  if (/^(edesk|spesk|p2esk)/.test(key))
    return 'Encrypted Tezos keys are not supported; use the unencrypted edsk… key';
  if (/^(spsk|p2sk|BLsk)/.test(key))
    return 'Only ed25519 (tz1) keys are supported: the key must start with edsk';
  return 'A Tezos private key must start with edsk followed by 50 base58 characters';
}

function decodeEdsk(key: string): { seed: Uint8Array; publicKey: Uint8Array } {
  const isSeed = SEED_FORM.test(key);
  if (!isSeed && !SECRET_FORM.test(key))
    throw new KeyInputError(`Invalid private key: ${reasonForOtherFormats(key)}`);
  const decoded = decodeBase58Check(key);
  if (!decoded.ok) throw new KeyInputError('Invalid private key: the checksum does not match');
  const [prefix, length] = isSeed ? [EDSK_SEED_PREFIX, 32] : [EDSK_SECRET_PREFIX, 64];
  if (!hasPrefix(decoded.bytes, prefix) || decoded.bytes.length !== prefix.length + length) {
    throw new KeyInputError('Invalid private key: not an ed25519 secret key');
  }
  const body = decoded.bytes.subarray(prefix.length);
  const seed = body.slice(0, 32);
  const publicKey = ed25519.getPublicKey(seed);
  if (!isSeed && bytesToHex(body.subarray(32)) !== bytesToHex(publicKey)) {
    throw new KeyInputError('Invalid private key: its public half does not match its secret half');
  }
  return { seed, publicKey };
}

export const tezosKeys: FamilyKeys = {
  deriveAccount(chain, seed, path) {
    const node = deriveEd25519(seed.seed, path);
    return account(chain, node.privateKey, node.publicKey, path);
  },
  importPrivateKey(chain, key) {
    if (typeof key !== 'string') throw new KeyInputError(`Invalid private key: ${reasonForOtherFormats('')}`);
    const { seed, publicKey } = decodeEdsk(key.trim());
    return account(chain, seed, publicKey);
  },
  validateAddress: (_chain, address) => validateTezosAddress(address),
};
