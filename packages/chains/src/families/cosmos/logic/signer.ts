/** The Cosmos-family signer: a secp256k1 key held in memory that signs SignDoc digests. */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import type { Signer } from '../../../adapter-types';
import { parseCosmosPrivateKey } from './keys';

export interface CosmosSigner extends Signer {
  /** Compressed public key (33 bytes): it goes into AuthInfo. */
  readonly publicKey: Uint8Array;
}

export function signerFromKeyBytes(privateKey: Uint8Array): CosmosSigner {
  const key = Uint8Array.from(privateKey);
  return {
    curve: 'secp256k1',
    publicKey: secp256k1.getPublicKey(key, true),
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
export const signerFromSecret = (secret: string): CosmosSigner =>
  signerFromKeyBytes(parseCosmosPrivateKey(secret));
