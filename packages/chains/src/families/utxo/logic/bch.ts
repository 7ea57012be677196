/**
 * Bitcoin Cash signing: P2PKH inputs signed over the BIP-143-style digest with
 * SIGHASH_ALL | SIGHASH_FORKID (0x41, fork id 0), as specified in the Bitcoin Cash
 * "replay protected sighash" spec (UAHF). The digest is BIP-143's, which btc-signer computes
 * for any hash type; the raw transaction has no witness.
 */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { hex } from '@scure/base';
import { RawTx, Script, Transaction } from '@scure/btc-signer';
import type { UtxoTxPayload } from './payload';
import type { InputKey } from './sign';

export const SIGHASH_ALL_FORKID = 0x41;

/** Unsigned transaction object whose preimageWitnessV0 gives the BCH digest. */
export function bchDigestTx(
  p: Pick<UtxoTxPayload, 'version' | 'lockTime' | 'inputs' | 'outputs'>,
): Transaction {
  const tx = new Transaction({
    version: p.version,
    lockTime: p.lockTime,
    allowLegacyWitnessUtxo: true,
    allowUnknownOutputs: true,
    allowUnknownVersion: true,
  });
  for (const i of p.inputs) {
    tx.addInput({
      txid: i.txid,
      index: i.vout,
      sequence: i.sequence,
      witnessUtxo: { script: hex.decode(i.script), amount: i.value },
    });
  }
  for (const o of p.outputs) tx.addOutput({ script: hex.decode(o.script), amount: o.value });
  return tx;
}

export function bchDigest(tx: Transaction, idx: number, script: Uint8Array, value: bigint): Uint8Array {
  return tx.preimageWitnessV0(idx, script, SIGHASH_ALL_FORKID, value);
}

export function signBitcoinCash(
  p: UtxoTxPayload,
  keyFor: (address: string) => InputKey,
): { raw: string; txid: string } {
  const tx = bchDigestTx(p);
  const scriptSigs = p.inputs.map((i, idx) => {
    if (i.type !== 'pkh') throw new Error('Bitcoin Cash inputs are P2PKH');
    const { privateKey, publicKey } = keyFor(i.address);
    const digest = bchDigest(tx, idx, hex.decode(i.script), i.value);
    const der = secp256k1.sign(digest, privateKey, { prehash: false, lowS: true, format: 'der' });
    return Script.encode([Uint8Array.from([...der, SIGHASH_ALL_FORKID]), publicKey]);
  });
  const raw = RawTx.encode({
    version: p.version,
    segwitFlag: false,
    inputs: p.inputs.map((i, idx) => ({
      txid: hex.decode(i.txid),
      index: i.vout,
      finalScriptSig: scriptSigs[idx]!,
      sequence: i.sequence,
    })),
    outputs: p.outputs.map((o) => ({ amount: o.value, script: hex.decode(o.script) })),
    witnesses: undefined,
    lockTime: p.lockTime,
  });
  const txid = hex.encode(sha256(sha256(raw)).reverse());
  return { raw: hex.encode(raw), txid };
}
