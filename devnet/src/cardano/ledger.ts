/**
 * The devnet's Cardano ledger: @blaze-cardano/emulator plus the log of what it accepted (the
 * emulator keeps UTXOs, not history), so the product API's raw address answer can list
 * transactions. Each accepted submission is put in a block at once.
 */
import { randomBytes } from 'node:crypto';
import * as C from '@blaze-cardano/core';
import { Emulator } from '@blaze-cardano/emulator';

export interface LoggedTx {
  hash: string;
  time: number;
  height: number;
  inputs: { address: string; amount: string }[];
  outputs: { address: string; amount: string }[];
}

export class CardanoLedger {
  readonly emulator = new Emulator([]);
  private readonly log: LoggedTx[] = [];

  /** Adds a UTXO of `amount` lovelace at `address` as a faucet transaction of its own. */
  fund(address: string, amount: bigint): string {
    const hash = randomBytes(32).toString('hex');
    const output = new C.TransactionOutput(C.Address.fromBech32(address), new C.Value(amount));
    this.emulator.addUtxo(
      new C.TransactionUnspentOutput(new C.TransactionInput(C.TransactionId(hash), 0n), output),
    );
    this.emulator.stepForwardBlock();
    this.record(hash, [], [{ address, amount: amount.toString() }]);
    return hash;
  }

  /** Validates and applies a signed transaction (CBOR); throws the emulator's reason when refused. */
  async submit(cbor: Uint8Array): Promise<string> {
    const tx = C.Transaction.fromCbor(C.TxCBOR(Buffer.from(cbor).toString('hex')));
    const inputs = tx
      .body()
      .inputs()
      .values()
      .map((i) => this.emulator.getOutput(i))
      .filter((o): o is C.TransactionOutput => o !== undefined)
      .map((o) => ({ address: o.address().toBech32(), amount: o.amount().coin().toString() }));
    const outputs = tx
      .body()
      .outputs()
      .map((o) => ({ address: o.address().toBech32(), amount: o.amount().coin().toString() }));
    const hash = (await this.emulator.submitTransaction(tx)) as string;
    this.emulator.stepForwardBlock();
    this.record(hash, inputs, outputs);
    return hash;
  }

  private record(hash: string, inputs: LoggedTx['inputs'], outputs: LoggedTx['outputs']): void {
    const time = Math.floor(Date.now() / 1000);
    this.log.unshift({ hash, time, height: this.emulator.clock.block, inputs, outputs });
  }

  /** The product API's answer for an address: balance, UTXOs and the newest 20 transactions. */
  address(address: string) {
    const utxos = this.emulator
      .utxos()
      .filter((u) => u.output().address().toBech32() === address)
      .map((u) => ({
        tx_hash: u.input().transactionId() as string,
        output_index: Number(u.input().index()),
        amount: u.output().amount().coin().toString(),
      }));
    const transactions = this.log
      .filter((t) => [...t.inputs, ...t.outputs].some((x) => x.address === address))
      .slice(0, 20)
      .map(({ hash, time, inputs, outputs }) => ({ hash, time, inputs, outputs }));
    const balance = utxos.reduce((n, u) => n + BigInt(u.amount), 0n).toString();
    return { address, balance, utxos, transactions };
  }

  parameters() {
    const p = this.emulator.params;
    return {
      min_fee_a: String(p.minFeeCoefficient),
      min_fee_b: String(p.minFeeConstant),
      coins_per_utxo_size: String(p.coinsPerUtxoByte),
    };
  }

  tip() {
    return { slot: this.emulator.clock.slot, height: this.emulator.clock.block };
  }

  transaction(hash: string) {
    const t = this.log.find((x) => x.hash === hash.toLowerCase());
    return t ? { hash: t.hash, block_height: t.height, valid_contract: true } : undefined;
  }
}
