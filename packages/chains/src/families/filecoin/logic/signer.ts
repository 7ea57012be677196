/** The Filecoin software signer: a secp256k1 key held in this closure, in memory only. */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import type { Signer } from '../../../adapter-types';
import type { NetworkName } from '../../../registry/types';
import { filecoinAddressFromPublicKey } from './address';
import { parseFilecoinPrivateKey } from './private-key';

export interface FilecoinSigner extends Signer {
  readonly address: string;
}

export function filecoinSigner(privateKey: Uint8Array, network: NetworkName): FilecoinSigner {
  const key = Uint8Array.from(privateKey);
  return {
    curve: 'secp256k1',
    address: filecoinAddressFromPublicKey(secp256k1.getPublicKey(key, true), network),
    async signDigest(digest) {
      const sig = secp256k1.Signature.fromBytes(
        secp256k1.sign(digest, key, { prehash: false, format: 'recovered' }),
        'recovered',
      );
      return { r: sig.r, s: sig.s, recovery: sig.recovery === 1 ? 1 : 0 };
    },
  };
}

/** From any key format the keys module takes (hex, base64, Lotus export); KeyInputError otherwise. */
export const filecoinSignerFromKey = (text: string, network: NetworkName): FilecoinSigner =>
  filecoinSigner(parseFilecoinPrivateKey(text), network);
