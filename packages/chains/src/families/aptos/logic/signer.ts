/** The Aptos software signer: an ed25519 seed held in this closure, in memory only. */
import { ed25519 } from '@noble/curves/ed25519.js';
import { hexToBytes } from '@noble/hashes/utils.js';
import type { Signer } from '../../../adapter-types';
import { KeyInputError } from '../../../keys/types';
import { getChain } from '../../../registry/index';
import { aptosAddressFromPublicKey } from './address';
import { aptosKeys } from './keys';

export interface AptosSigner extends Signer {
  readonly publicKey: Uint8Array;
  /** The account a fresh single-key ed25519 key controls (its authentication key). */
  readonly address: string;
  signMessage(message: Uint8Array): Promise<Uint8Array>;
}

export function isAptosSigner(s: Signer): s is AptosSigner {
  const v = s as Partial<AptosSigner>;
  return v.curve === 'ed25519' && v.publicKey instanceof Uint8Array && typeof v.address === 'string';
}

export function aptosSigner(seed: Uint8Array): AptosSigner {
  const key = Uint8Array.from(seed);
  const publicKey = ed25519.getPublicKey(key);
  return {
    curve: 'ed25519',
    publicKey,
    address: aptosAddressFromPublicKey(publicKey),
    signDigest: () => Promise.reject(new Error('Aptos transactions are signed as messages, not digests')),
    signMessage: async (message) => ed25519.sign(message, key),
  };
}

/** From a private key in any form the keys module imports; KeyInputError otherwise, never echoing it. */
export function aptosSignerFromKey(text: string): AptosSigner {
  if (typeof text !== 'string') throw new KeyInputError('Invalid private key');
  const account = aptosKeys.importPrivateKey(getChain('aptos'), text, 'mainnet');
  return aptosSigner(hexToBytes(account.privateKey.slice(2)));
}
