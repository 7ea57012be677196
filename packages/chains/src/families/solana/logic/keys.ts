/** Solana keys: SLIP-10 ed25519 (Phantom path m/44'/501'/0'/0' by default), base58 addresses. */
import { ed25519Account, type AccountFormat } from '../../../keys/account-from-key';
import { deriveEd25519 } from '../../../keys/ed25519';
import type { FamilyKeys } from '../../../keys/types';
import { solanaAddressFromPublicKey, validateSolanaAddress, validateSolanaKey } from './address';
import { formatSolanaSecret, parseSolanaSecret } from './secret-key';

const SOLANA_ACCOUNT: AccountFormat = {
  address: solanaAddressFromPublicKey,
  privateKey: formatSolanaSecret,
};

export const solanaKeys: FamilyKeys = {
  deriveAccount(chain, seed, path) {
    return ed25519Account(chain, deriveEd25519(seed.seed, path).privateKey, SOLANA_ACCOUNT, path);
  },
  importPrivateKey(chain, key) {
    return ed25519Account(chain, parseSolanaSecret(key), SOLANA_ACCOUNT);
  },
  validateAddress(_chain, address) {
    return validateSolanaAddress(address);
  },
  // A mint may be a program-derived address: any 32-byte key names a token.
  validateTokenId: (_chain, text) => validateSolanaKey(text),
};
