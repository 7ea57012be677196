/** The Polkadot signer: a 32-byte ed25519 seed held in memory that signs signing payloads. */
import { ed25519 } from '@noble/curves/ed25519.js';
import { hex } from '@scure/base';
import type { Signer } from '../../../adapter-types';
import type { ChainInfo, NetworkName } from '../../../registry/types';
import { polkadotKeys } from './keys';

export interface PolkadotSigner extends Signer {
  readonly address: string;
  signMessage(message: Uint8Array): Promise<Uint8Array>;
}

/** From the 0x-hex seed the keys module exports (KeyInputError otherwise, never echoing the key). */
export function signerFromKey(chain: ChainInfo, network: NetworkName, privateKey: string): PolkadotSigner {
  const account = polkadotKeys.importPrivateKey(chain, privateKey, network);
  const seed = hex.decode(account.privateKey.slice(2));
  return {
    curve: 'ed25519',
    address: account.address,
    signDigest: () => Promise.reject(new Error('Polkadot transactions are signed as messages, not digests')),
    signMessage: async (message) => ed25519.sign(message, seed),
  };
}
