/** Stellar keys: SEP-0005 (SLIP-10 ed25519 at m/44'/148'/n'), G… addresses, S… secret seeds. */
import { ed25519Account, type AccountFormat } from '../../../keys/account-from-key';
import { deriveEd25519 } from '../../../keys/ed25519';
import { KeyInputError, type FamilyKeys } from '../../../keys/types';
import { stellarAddressFromPublicKey, validateStellarAddress } from './address';
import { assetId, parseAsset } from './asset';
import { decodeEd25519StrKey, encodeStrKey, VERSION_SEED } from './strkey';

const STELLAR_ACCOUNT: AccountFormat = {
  address: stellarAddressFromPublicKey,
  privateKey: (seed) => encodeStrKey(VERSION_SEED, seed),
};

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
    return ed25519Account(chain, deriveEd25519(seed.seed, path).privateKey, STELLAR_ACCOUNT, path);
  },
  importPrivateKey(chain, key) {
    return ed25519Account(chain, parseSecretSeed(key), STELLAR_ACCOUNT);
  },
  validateAddress(_chain, address) {
    return validateStellarAddress(address);
  },
  // A Stellar token is a credit asset, CODE:ISSUER (asset.ts), never a bare address.
  validateTokenId(_chain, text) {
    try {
      return { valid: true, normalized: assetId(parseAsset(text)) };
    } catch (e) {
      return { valid: false, reason: (e as Error).message };
    }
  },
};
