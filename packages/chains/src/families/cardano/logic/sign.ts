/** Signs the body hash with the sender's payment key and checks key and signature before handing it out. */
import { ed25519 } from '@noble/curves/ed25519.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { equalBytes } from '@noble/curves/utils.js';
import type { Signer, SignedTx, UnsignedTx } from '../../../adapter-types';
import { cardanoKeyHash } from './address';
import { paymentKeyHash } from './address-key';
import type { CardanoTxPayload } from './build';
import { encodeSignedTx } from './tx';

export async function signTransaction(tx: UnsignedTx<CardanoTxPayload>, signer: Signer): Promise<SignedTx> {
  const p = tx.payload;
  if (!p?.body || !p.hash) throw new Error('no built found');
  const publicKey = (signer as { publicKey?: Uint8Array }).publicKey;
  if (!signer.signMessage || !(publicKey instanceof Uint8Array))
    throw new Error('A Cardano transaction needs a Cardano signer');
  const owner = paymentKeyHash(p.from);
  if (!owner || !equalBytes(owner, cardanoKeyHash(publicKey)))
    throw new Error('The signer does not hold the key of the sender');
  const message = hexToBytes(p.hash);
  const signature = await signer.signMessage(message);
  if (signature.length !== 64 || !ed25519.verify(signature, message, publicKey))
    throw new Error('The signer does not hold the key of the sender');
  const raw = encodeSignedTx(hexToBytes(p.body), [{ vkey: publicKey, signature }]);
  return { chain_name: tx.chain_name, family: 'cardano', raw: bytesToHex(raw), hash: p.hash };
}
