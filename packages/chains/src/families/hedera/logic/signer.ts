/** The Hedera software signer: an ed25519 seed held in this closure, in memory only. */
import { ed25519 } from '@noble/curves/ed25519.js';
import { hexToBytes } from '@noble/hashes/utils.js';
import type { Signer } from '../../../adapter-types';
import { KeyInputError } from '../../../keys/types';
import { getChain } from '../../../registry/index';
import { hederaAliasAddress } from './address';
import { hederaKeys } from './keys';

export interface HederaSigner extends Signer {
  readonly publicKey: Uint8Array;
  /** The key's alias address (0.0.<DER public key>). */
  readonly address: string;
  signMessage(message: Uint8Array): Promise<Uint8Array>;
}

export function isHederaSigner(s: Signer): s is HederaSigner {
  const v = s as Partial<HederaSigner>;
  return v.publicKey instanceof Uint8Array && typeof v.address === 'string';
}

export function hederaSigner(seed: Uint8Array): HederaSigner {
  const key = Uint8Array.from(seed);
  const publicKey = ed25519.getPublicKey(key);
  return {
    curve: 'ed25519',
    publicKey,
    address: hederaAliasAddress(publicKey),
    signDigest: () => Promise.reject(new Error('Hedera transactions are signed as messages, not digests')),
    signMessage: async (message) => ed25519.sign(message, key),
  };
}

/** From a raw or DER hex ed25519 key; KeyInputError otherwise, never echoing the key. */
export function hederaSignerFromKey(text: string): HederaSigner {
  if (typeof text !== 'string') throw new KeyInputError('Invalid private key');
  const account = hederaKeys.importPrivateKey(getChain('hedera'), text, 'mainnet');
  return hederaSigner(hexToBytes(account.privateKey));
}
