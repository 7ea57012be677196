/** The Stellar signer: an ed25519 secret seed held in memory that signs transaction hashes. */
import { ed25519 } from '@noble/curves/ed25519.js';
import type { Signer } from '../../../adapter-types';
import { KeyInputError } from '../../../keys/types';
import { stellarAddressFromPublicKey } from './address';
import { decodeEd25519StrKey, VERSION_SEED } from './strkey';

export interface StellarSigner extends Signer {
  readonly address: string;
  signMessage(message: Uint8Array): Promise<Uint8Array>;
}

export function signerFromSeed(seed: Uint8Array): StellarSigner {
  const key = Uint8Array.from(seed);
  return {
    curve: 'ed25519',
    address: stellarAddressFromPublicKey(ed25519.getPublicKey(key)),
    signDigest: () => Promise.reject(new Error('Stellar transactions are signed as messages, not digests')),
    signMessage: async (message) => ed25519.sign(message, key),
  };
}

/** From an S… secret seed (spec §5); KeyInputError otherwise, never echoing the key. */
export function signerFromSecret(secret: string): StellarSigner {
  const decoded = decodeEd25519StrKey(typeof secret === 'string' ? secret.trim() : '', VERSION_SEED);
  if (!decoded.ok) throw new KeyInputError(`Invalid Stellar secret seed: it ${decoded.problem}`);
  return signerFromSeed(decoded.payload);
}
