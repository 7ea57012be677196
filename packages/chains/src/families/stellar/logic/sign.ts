/** Signs the transaction hash with the sender's ed25519 key and checks it before handing it out. */
import { ed25519 } from '@noble/curves/ed25519.js';
import { base64, hex } from '@scure/base';
import type { Signer, SignedTx, UnsignedTx } from '../../../adapter-types';
import type { StellarTxPayload } from './build';
import { NO_BUILD } from './rules';
import { accountKey, encodeEnvelope } from './xdr';

export async function signTransaction(tx: UnsignedTx<StellarTxPayload>, signer: Signer): Promise<SignedTx> {
  const p = tx.payload;
  if (!p?.transaction || !p.hash) throw new Error(NO_BUILD);
  if (!signer.signMessage) throw new Error('A Stellar transaction needs an ed25519 signer');
  const hash = hex.decode(p.hash);
  const signature = await signer.signMessage(hash);
  const publicKey = accountKey(p.source);
  if (signature.length !== 64 || !ed25519.verify(signature, hash, publicKey))
    throw new Error(`The signer does not hold the key of ${p.source}`);
  return {
    chain_name: tx.chain_name,
    family: 'stellar',
    raw: base64.encode(encodeEnvelope(hex.decode(p.transaction), [{ publicKey, signature }])),
    hash: p.hash,
  };
}
