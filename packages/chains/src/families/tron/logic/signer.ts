/** The Tron signer: a secp256k1 key held in memory that signs transaction ids (sha256 digests). */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import type { Signer } from '../../../adapter-types';
import { tronAddressFromPublicKey } from './address';
import { parseTronPrivateKey } from './keys';

export interface TronSigner extends Signer {
  readonly address: string;
}

export function signerFromKeyBytes(privateKey: Uint8Array): TronSigner {
  const key = Uint8Array.from(privateKey);
  return {
    curve: 'secp256k1',
    address: tronAddressFromPublicKey(secp256k1.getPublicKey(key, true)),
    async signDigest(digest) {
      const sig = secp256k1.Signature.fromBytes(
        secp256k1.sign(digest, key, { prehash: false, format: 'recovered' }),
        'recovered',
      );
      return { r: sig.r, s: sig.s, recovery: sig.recovery === 1 ? 1 : 0 };
    },
  };
}

/** From 64 hex characters (spec §5); KeyInputError otherwise, never echoing the key. */
export const signerFromSecret = (secret: string): TronSigner =>
  signerFromKeyBytes(parseTronPrivateKey(secret));
