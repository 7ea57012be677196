/** The Solana signer: an ed25519 key held in memory that signs messages and knows its address. */
import { ed25519 } from '@noble/curves/ed25519.js';
import type { Signer } from '../../../adapter-types';
import { solanaAddressFromPublicKey } from './address';
import { parseSolanaSecret } from './secret-key';

export interface SolanaSigner extends Signer {
  readonly address: string;
  signMessage(message: Uint8Array): Promise<Uint8Array>;
}

export function signerFromSeed(seed: Uint8Array): SolanaSigner {
  const key = Uint8Array.from(seed);
  return {
    curve: 'ed25519',
    address: solanaAddressFromPublicKey(ed25519.getPublicKey(key)),
    signDigest: () => Promise.reject(new Error('Solana transactions are signed as messages, not digests')),
    signMessage: async (message) => ed25519.sign(message, key),
  };
}

/** From a private key in any format solana wallets export (KeyInputError otherwise). */
export function signerFromSecret(secret: string): SolanaSigner {
  return signerFromSeed(parseSolanaSecret(secret));
}
