/** Signs the payload with the sender's ed25519 key and checks the signature before handing it out. */
import { ed25519 } from '@noble/curves/ed25519.js';
import { hex } from '@scure/base';
import type { Signer, SignedTx, UnsignedTx } from '../../../adapter-types';
import type { PolkadotTxPayload } from './build';
import { encodeSigned, extrinsicHash } from './extrinsic';
import { NO_BUILD } from './rules';

export async function signTransaction(tx: UnsignedTx<PolkadotTxPayload>, signer: Signer): Promise<SignedTx> {
  const p = tx.payload;
  if (!p?.prepared || !p.signingPayload) throw new Error(NO_BUILD);
  if (!signer.signMessage) throw new Error('A Polkadot transaction needs an ed25519 signer');
  const message = hex.decode(p.signingPayload);
  const publicKey = hex.decode(p.prepared.signer);
  const signature = await signer.signMessage(message);
  if (signature.length !== 64 || !ed25519.verify(signature, message, publicKey))
    throw new Error('The signer does not hold the key of the sender');
  const encoded = encodeSigned(p.prepared.call, p.prepared.extensions, publicKey, signature);
  return {
    chain_name: tx.chain_name,
    family: 'polkadot',
    raw: `0x${hex.encode(encoded)}`,
    hash: `0x${hex.encode(extrinsicHash(encoded))}`,
  };
}
