/** Stellar keys: SEP-0005 (SLIP-10 ed25519 at m/44'/148'/n'), G… addresses, S… secret seeds. */
import { ed25519 } from '@noble/curves/ed25519.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { deriveEd25519 } from '../../../keys/ed25519';
import { KeyInputError, type Account, type FamilyKeys } from '../../../keys/types';
import type { ChainInfo } from '../../../registry/types';
import { stellarAddressFromPublicKey, validateStellarAddress } from './address';
import { decodeEd25519StrKey, encodeStrKey, VERSION_SEED } from './strkey';

function accountFromSeed(chain: ChainInfo, seed: Uint8Array, path?: string): Account {
  const publicKey = ed25519.getPublicKey(seed);
  const account: Account = {
    chain_name: chain.chain_name,
    address: stellarAddressFromPublicKey(publicKey),
    publicKey: bytesToHex(publicKey),
    privateKey: encodeStrKey(VERSION_SEED, seed),
  };
  if (path !== undefined) account.path = path;
  return account;
}

/** Spec §5: "Stellar ed25519 secret seed" — the S… StrKey. */
function parseSecretSeed(key: string): Uint8Array {
  if (typeof key !== 'string' || key.trim() === '') throw new KeyInputError('The private key is empty');
  const text = key.trim();
  if (text.startsWith('G')) {
    throw new KeyInputError(
      'This is a Stellar address (G…), not a secret seed; the secret seed starts with S',
    );
  }
  if (!text.startsWith('S'))
    throw new KeyInputError('Invalid Stellar secret seed: a secret seed starts with S');
  const decoded = decodeEd25519StrKey(text, VERSION_SEED);
  if (!decoded.ok) throw new KeyInputError(`Invalid Stellar secret seed: it ${decoded.problem}`);
  return decoded.payload;
}

export const stellarKeys: FamilyKeys = {
  deriveAccount(chain, seed, path) {
    return accountFromSeed(chain, deriveEd25519(seed.seed, path).privateKey, path);
  },
  importPrivateKey(chain, key) {
    return accountFromSeed(chain, parseSecretSeed(key));
  },
  validateAddress(_chain, address) {
    return validateStellarAddress(address);
  },
};
