/** The Cardano signer: the payment extended key (kL||kR) held in memory; signs body hashes. */
import { hexToBytes } from '@noble/hashes/utils.js';
import type { Signer } from '../../../adapter-types';
import { cardanoPublicKey } from '../../../keys/cardano-icarus';
import type { ChainInfo, NetworkName } from '../../../registry/types';
import { signExtended } from './ed25519-extended';
import { cardanoKeys } from './keys';

export interface CardanoSigner extends Signer {
  readonly address: string;
  readonly publicKey: Uint8Array;
  signMessage(message: Uint8Array): Promise<Uint8Array>;
}

/** From any key format the keys module imports (KeyInputError otherwise, never echoing the key). */
export function signerFromKey(chain: ChainInfo, network: NetworkName, privateKey: string): CardanoSigner {
  const account = cardanoKeys.importPrivateKey(chain, privateKey, network);
  const key = hexToBytes(account.privateKey.replace(/^0x/, '')).slice(0, 64);
  return {
    curve: chain.curve,
    address: account.address,
    publicKey: cardanoPublicKey(key.subarray(0, 32)),
    signDigest: () => Promise.reject(new Error('Cardano transactions are signed as messages, not digests')),
    signMessage: async (message) => signExtended(key, message),
  };
}
