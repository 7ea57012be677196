/** Test support: a raw Bitcoin-family transaction read back with @scure/btc-signer (txids in display order). */
import { hex } from '@scure/base';
import { Transaction } from '@scure/btc-signer';

export interface DecodedTx {
  txid: string;
  version: number;
  lockTime: number;
  inputs: { txid: string; vout: number; sequence: number }[];
  outputs: { script: string; value: bigint }[];
}

export function decodeTx(raw: string): DecodedTx {
  const tx = Transaction.fromRaw(hex.decode(raw), {
    allowUnknownOutputs: true,
    allowUnknownInputs: true,
    allowUnknownVersion: true,
    disableScriptCheck: true,
  });
  const inputs = Array.from({ length: tx.inputsLength }, (_, i) => {
    const input = tx.getInput(i);
    return { txid: hex.encode(input.txid!), vout: input.index!, sequence: input.sequence ?? 0xffffffff };
  });
  const outputs = Array.from({ length: tx.outputsLength }, (_, i) => {
    const o = tx.getOutput(i);
    return { script: hex.encode(o.script!), value: o.amount! };
  });
  return { txid: tx.id, version: tx.version, lockTime: tx.lockTime, inputs, outputs };
}
