/** Signs the message and checks the signature against the fee payer's key before handing it out. */
import { ed25519 } from '@noble/curves/ed25519.js';
import { base58, base64, hex } from '@scure/base';
import type { Signer, SignedTx, UnsignedTx } from '../../../adapter-types';
import type { SolanaTxPayload } from './build';
import { serializeTransaction } from './message';
import { NO_BUILD } from './rules';

export async function signTransaction(tx: UnsignedTx<SolanaTxPayload>, signer: Signer): Promise<SignedTx> {
  const p = tx.payload;
  if (!p?.message || p.signers.length === 0) throw new Error(NO_BUILD);
  if (p.signers.length !== 1) throw new Error('Only transactions with one signer (the sender) are supported');
  if (!signer.signMessage) throw new Error('A Solana transaction needs an ed25519 signer');
  const message = hex.decode(p.message);
  const signature = await signer.signMessage(message);
  const payer = p.signers[0]!;
  if (signature.length !== 64 || !ed25519.verify(signature, message, base58.decode(payer)))
    throw new Error(`The signer does not hold the key of ${payer}`);
  return {
    chain_name: tx.chain_name,
    family: 'solana',
    raw: base64.encode(serializeTransaction([signature], message)),
    hash: base58.encode(signature),
  };
}
