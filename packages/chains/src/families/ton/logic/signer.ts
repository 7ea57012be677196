/**
 * The TON signer: an ed25519 key held in memory that signs cell hashes (wallet v4r2 checks the
 * signature of its signing message's hash). It carries the public key: a first send deploys the
 * wallet, and the deploy's StateInit holds that key.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import type { Signer } from '../../../adapter-types';

export interface TonSigner extends Signer {
  readonly publicKey: Uint8Array;
  signMessage(message: Uint8Array): Promise<Uint8Array>;
}

export function tonSigner(seed: Uint8Array): TonSigner {
  const secret = Uint8Array.from(seed);
  const publicKey = ed25519.getPublicKey(secret);
  return {
    curve: 'ed25519',
    publicKey,
    signDigest: () => Promise.reject(new Error('TON signs with ed25519 (signMessage), not secp256k1')),
    signMessage: async (message) => ed25519.sign(message, secret),
  };
}

export function isTonSigner(s: Signer | undefined): s is TonSigner {
  return (
    s !== undefined &&
    s.curve === 'ed25519' &&
    'publicKey' in s &&
    s.publicKey instanceof Uint8Array &&
    s.publicKey.length === 32 &&
    typeof s.signMessage === 'function'
  );
}
