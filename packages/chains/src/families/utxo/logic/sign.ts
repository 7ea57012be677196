/**
 * Signs P2PKH, P2SH-P2WPKH, P2WPKH and P2TR (BIP-86 key path) inputs with @scure/btc-signer's
 * Transaction; Bitcoin Cash goes through bch.ts (SIGHASH_FORKID). Every input signature is then
 * verified independently (verify.ts) before the transaction is handed out.
 */
import { hex } from '@scure/base';
import { p2wpkh, Transaction } from '@scure/btc-signer';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import type { Signer, SignedTx, UnsignedTx } from '../../../adapter-types';
import { signBitcoinCash } from './bch';
import type { UtxoTxPayload } from './payload';
import { NO_BUILD, validationError } from './rules';
import { isUtxoWalletSigner } from './signer';
import { verifySignedTransaction } from './verify';

export interface InputKey {
  privateKey: Uint8Array;
  publicKey: Uint8Array;
}

export const TX_OPTIONS = {
  allowLegacyWitnessUtxo: true,
  allowUnknownOutputs: true,
  allowUnknownInputs: false,
} as const;

/** Signs with btc-signer; returns the raw hex and txid. */
export function signBitcoinStyle(
  p: UtxoTxPayload,
  keyFor: (address: string) => InputKey,
): { raw: string; txid: string } {
  const tx = new Transaction({ ...TX_OPTIONS, version: p.version, lockTime: p.lockTime });
  const keys = p.inputs.map((i) => keyFor(i.address));
  p.inputs.forEach((i, idx) => {
    const pub = keys[idx]!.publicKey;
    const witnessUtxo = { script: hex.decode(i.script), amount: i.value };
    const base = { txid: i.txid, index: i.vout, sequence: i.sequence };
    switch (i.type) {
      case 'wpkh':
        tx.addInput({ ...base, witnessUtxo });
        break;
      case 'sh-wpkh':
        tx.addInput({ ...base, witnessUtxo, redeemScript: p2wpkh(pub).script });
        break;
      case 'tr':
        tx.addInput({ ...base, witnessUtxo, tapInternalKey: pub.slice(1) });
        break;
      case 'pkh':
        tx.addInput(
          i.prevTxHex ? { ...base, nonWitnessUtxo: hex.decode(i.prevTxHex) } : { ...base, witnessUtxo },
        );
        break;
    }
  });
  for (const o of p.outputs) tx.addOutput({ script: hex.decode(o.script), amount: o.value });
  p.inputs.forEach((_, idx) => {
    if (!tx.signIdx(keys[idx]!.privateKey, idx)) throw new Error('input not signed');
  });
  tx.finalize();
  return { raw: hex.encode(tx.extract()), txid: tx.id };
}

/** adapter.sign(): needs the wallet signer that holds each input's key. */
export async function signTransaction(tx: UnsignedTx<UtxoTxPayload>, signer: Signer): Promise<SignedTx> {
  const p = tx.payload;
  if (!p || p.inputs.length === 0 || p.outputs.length === 0) throw new Error(NO_BUILD);
  if (!isUtxoWalletSigner(signer)) {
    throw new Error(
      'Bitcoin-family transactions are signed by a wallet signer (walletSignerFromSeed or walletSignerFromWif)',
    );
  }
  const keyFor = (address: string): InputKey => {
    const privateKey = signer.privateKeyFor(address);
    const known = signer.keys.find((k) => k.address === address);
    return { privateKey, publicKey: known?.publicKey ?? secp256k1.getPublicKey(privateKey, true) };
  };
  const chainName = p.coin;
  let signed: { raw: string; txid: string };
  try {
    signed = p.coin === 'bitcoin_cash' ? signBitcoinCash(p, keyFor) : signBitcoinStyle(p, keyFor);
  } catch {
    // Never echo library messages that might include key material; name the chain (spec §8).
    throw new Error(validationError(chainName));
  }
  if (!verifySignedTransaction(p, signed.raw)) throw new Error(validationError(chainName));
  return { chain_name: tx.chain_name, family: 'utxo', raw: signed.raw, hash: signed.txid };
}
