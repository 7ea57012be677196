/** The Tezos software signer: an ed25519 seed held in this closure, in memory only. */
import { ed25519 } from '@noble/curves/ed25519.js';
import type { Signer } from '../../../adapter-types';
import { KeyInputError } from '../../../keys/types';
import { getChain } from '../../../registry/index';
import { tezosAddressFromPublicKey } from './address';
import { decodeBase58Check, encodeBase58Check } from './base58check';
import { PREFIX } from './forge';
import { tezosKeys } from './keys';

export interface TezosSigner extends Signer {
  readonly publicKey: Uint8Array;
  readonly address: string;
  signMessage(message: Uint8Array): Promise<Uint8Array>;
}

export function isTezosSigner(s: Signer): s is TezosSigner {
  const v = s as Partial<TezosSigner>;
  return v.publicKey instanceof Uint8Array && typeof v.address === 'string';
}

export function encodePublicKey(publicKey: Uint8Array): string {
  return encodeBase58Check(PREFIX.edpk, publicKey);
}

export function tezosSigner(seed: Uint8Array): TezosSigner {
  const key = Uint8Array.from(seed);
  const publicKey = ed25519.getPublicKey(key);
  return {
    curve: 'ed25519',
    publicKey,
    address: tezosAddressFromPublicKey(publicKey),
    signDigest: () => Promise.reject(new Error('Tezos operations are signed as messages, not digests')),
    signMessage: async (message) => ed25519.sign(message, key),
  };
}

/** From an edsk… key (spec §5); KeyInputError otherwise, never echoing the key. */
export function tezosSignerFromKey(text: string): TezosSigner {
  if (typeof text !== 'string') throw new KeyInputError('Invalid private key');
  const account = tezosKeys.importPrivateKey(getChain('tezos'), text, 'mainnet');
  const seed = tezosSeedOf(account.privateKey);
  return tezosSigner(seed);
}

/** The 32-byte seed of a 54-character edsk key (the form the keys module exports). */
function tezosSeedOf(edsk: string): Uint8Array {
  const d = decodeBase58Check(edsk);
  if (!d.ok || d.bytes.length !== 36) throw new KeyInputError('Invalid private key');
  return d.bytes.slice(4);
}
