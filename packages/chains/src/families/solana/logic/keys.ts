/** Solana keys: SLIP-10 ed25519 (Phantom path m/44'/501'/0'/0' by default), base58 addresses. */
import { ed25519 } from '@noble/curves/ed25519.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { deriveEd25519 } from '../../../keys/ed25519';
import type { Account, FamilyKeys } from '../../../keys/types';
import type { ChainInfo } from '../../../registry/types';
import { solanaAddressFromPublicKey, validateSolanaAddress } from './address';
import { formatSolanaSecret, parseSolanaSecret } from './secret-key';

function accountFromSeed(chain: ChainInfo, seed: Uint8Array, path?: string): Account {
  const publicKey = ed25519.getPublicKey(seed);
  const account: Account = {
    chain_name: chain.chain_name,
    address: solanaAddressFromPublicKey(publicKey),
    publicKey: bytesToHex(publicKey),
    privateKey: formatSolanaSecret(seed),
  };
  if (path !== undefined) account.path = path;
  return account;
}

export const solanaKeys: FamilyKeys = {
  deriveAccount(chain, seed, path) {
    return accountFromSeed(chain, deriveEd25519(seed.seed, path).privateKey, path);
  },
  importPrivateKey(chain, key) {
    return accountFromSeed(chain, parseSolanaSecret(key));
  },
  validateAddress(_chain, address) {
    return validateSolanaAddress(address);
  },
};
