/**
 * Signs txID (sha256 of raw_data) with the owner's secp256k1 key: r ‖ s ‖ v with v = 27 + recovery
 * (tronweb's form), checked by recovering the owner's address before it is handed out.
 */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { hex } from '@scure/base';
import type { Signer, SignedTx, UnsignedTx } from '../../../adapter-types';
import { tronAddressFromPublicKey } from './address';
import type { TronTxPayload } from './build';
import { NO_BUILD } from './rules';

const be32 = (n: bigint) => n.toString(16).padStart(64, '0');

export function recoverSigner(txID: Uint8Array, signature: Uint8Array): string {
  const v = signature[64]!;
  const recovery = v >= 27 ? v - 27 : v;
  const sig = secp256k1.Signature.fromBytes(signature.subarray(0, 64), 'compact').addRecoveryBit(recovery);
  return tronAddressFromPublicKey(sig.recoverPublicKey(txID).toBytes(true));
}

export async function signTransaction(tx: UnsignedTx<TronTxPayload>, signer: Signer): Promise<SignedTx> {
  const p = tx.payload;
  if (!p?.txID || !p.raw_data_hex) throw new Error(NO_BUILD);
  if (signer.curve !== 'secp256k1') throw new Error('A Tron transaction needs a secp256k1 signer');
  const digest = hex.decode(p.txID);
  const { r, s, recovery } = await signer.signDigest(digest);
  const signature = be32(r) + be32(s) + (27 + recovery).toString(16);
  if (recoverSigner(digest, hex.decode(signature)) !== p.owner)
    throw new Error(`The signer does not hold the key of ${p.owner}`);
  const body = {
    visible: false,
    txID: p.txID,
    raw_data: p.raw_data,
    raw_data_hex: p.raw_data_hex,
    signature: [signature],
  };
  return { chain_name: tx.chain_name, family: 'tron', raw: JSON.stringify(body), hash: p.txID };
}
