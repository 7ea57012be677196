/**
 * The XRP software signer: a secp256k1 key held in this closure, in memory only. It also gives its
 * compressed public key, which an XRP transaction carries (SigningPubKey) inside what is signed.
 */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import type { Signer } from '../../../adapter-types';
import { rippleAddressFromPublicKey } from './address';
import { parseRipplePrivateKey } from './keys';

export interface RippleSigner extends Signer {
  readonly publicKey: Uint8Array;
  readonly address: string;
}

export function isRippleSigner(s: Signer): s is RippleSigner {
  const v = s as Partial<RippleSigner>;
  return v.publicKey instanceof Uint8Array && typeof v.address === 'string';
}

export function rippleSigner(privateKey: Uint8Array): RippleSigner {
  const key = Uint8Array.from(privateKey);
  const publicKey = secp256k1.getPublicKey(key, true);
  return {
    curve: 'secp256k1',
    publicKey,
    address: rippleAddressFromPublicKey(publicKey),
    async signDigest(digest) {
      // RFC 6979 and low S: the same bytes as ripple-keypairs' sign.
      const sig = secp256k1.Signature.fromBytes(
        secp256k1.sign(digest, key, { prehash: false, format: 'recovered' }),
        'recovered',
      );
      return { r: sig.r, s: sig.s, recovery: sig.recovery === 1 ? 1 : 0 };
    },
  };
}

/** From the key formats XRP wallets print (hex, 00-prefixed hex, a secp256k1 family seed). */
export function rippleSignerFromKey(text: string): RippleSigner {
  return rippleSigner(parseRipplePrivateKey(text));
}
