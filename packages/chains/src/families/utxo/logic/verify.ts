/**
 * Independent check of a signed transaction before broadcast (spec §5): the raw bytes are parsed
 * again, every input's signature is checked against the digest recomputed from those bytes and
 * the coin the payload says it spends, and the outputs must be the payload's. Any mismatch
 * means the transaction is not sent.
 */
import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js';
import { hash160 } from '@scure/btc-signer/utils.js';
import { hex } from '@scure/base';
import { OutScript, Script, Transaction } from '@scure/btc-signer';
import { SIGHASH_ALL_FORKID } from './bch';
import type { UtxoTxPayload } from './payload';

const equal = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);

/** btc-signer keeps the legacy (pre-segwit) digest private; it is the one Bitcoin Core computes. */
type LegacyDigest = { preimageLegacy(idx: number, script: Uint8Array, hashType: number): Uint8Array };

function ecdsaOk(sigWithType: Uint8Array, digest: Uint8Array, pub: Uint8Array): boolean {
  try {
    return secp256k1.verify(sigWithType.slice(0, -1), digest, pub, {
      prehash: false,
      format: 'der',
      lowS: true,
    });
  } catch {
    return false;
  }
}

function pushes(script: Uint8Array): Uint8Array[] {
  return Script.decode(script).filter((x): x is Uint8Array => x instanceof Uint8Array);
}

function inputOk(tx: Transaction, p: UtxoTxPayload, idx: number): boolean {
  const want = p.inputs[idx]!;
  const got = tx.getInput(idx);
  if (!got.txid || hex.encode(got.txid) !== want.txid || got.index !== want.vout) return false;
  const prevScript = hex.decode(want.script);
  const out = OutScript.decode(prevScript);
  if (want.type === 'tr') {
    const [sig] = got.finalScriptWitness ?? [];
    if (!sig || out.type !== 'tr' || (sig.length !== 64 && sig.length !== 65)) return false;
    const hashType = sig.length === 65 ? sig[64]! : 0;
    const digest = tx.preimageWitnessV1(
      idx,
      p.inputs.map((i) => hex.decode(i.script)),
      hashType,
      p.inputs.map((i) => i.value),
    );
    return schnorr.verify(sig.slice(0, 64), digest, out.pubkey);
  }
  if (want.type === 'wpkh' || want.type === 'sh-wpkh') {
    const [sig, pub] = got.finalScriptWitness ?? [];
    if (!sig || !pub) return false;
    const program = hash160(pub);
    if (want.type === 'wpkh' && !(out.type === 'wpkh' && equal(out.hash, program))) return false;
    if (want.type === 'sh-wpkh') {
      const redeem = OutScript.encode({ type: 'wpkh', hash: program });
      const [pushed] = pushes(got.finalScriptSig ?? new Uint8Array());
      if (out.type !== 'sh' || !pushed || !equal(pushed, redeem) || !equal(out.hash, hash160(redeem)))
        return false;
    }
    const scriptCode = OutScript.encode({ type: 'pkh', hash: program });
    return ecdsaOk(sig, tx.preimageWitnessV0(idx, scriptCode, sig[sig.length - 1]!, want.value), pub);
  }
  // P2PKH: <sig> <pubkey> in scriptSig.
  const [sig, pub] = pushes(got.finalScriptSig ?? new Uint8Array());
  if (!sig || !pub || out.type !== 'pkh' || !equal(out.hash, hash160(pub))) return false;
  const hashType = sig[sig.length - 1]!;
  if (p.coin === 'bitcoin_cash') {
    return (
      hashType === SIGHASH_ALL_FORKID &&
      ecdsaOk(sig, tx.preimageWitnessV0(idx, prevScript, hashType, want.value), pub)
    );
  }
  const digest = (tx as unknown as LegacyDigest).preimageLegacy(idx, prevScript, hashType);
  return ecdsaOk(sig, digest, pub);
}

export function verifySignedTransaction(p: UtxoTxPayload, raw: string): boolean {
  try {
    const tx = Transaction.fromRaw(hex.decode(raw), {
      allowUnknownOutputs: true,
      allowUnknownInputs: true,
      allowUnknownVersion: true,
      disableScriptCheck: true,
    });
    if (tx.inputsLength !== p.inputs.length || tx.outputsLength !== p.outputs.length) return false;
    for (let i = 0; i < p.outputs.length; i++) {
      const o = tx.getOutput(i);
      if (o.amount !== p.outputs[i]!.value || !o.script || hex.encode(o.script) !== p.outputs[i]!.script)
        return false;
    }
    return p.inputs.every((_, idx) => inputOk(tx, p, idx));
  } catch {
    return false;
  }
}
