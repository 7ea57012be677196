/**
 * The devnet's Cardano ledger: @blaze-cardano/emulator plus the log of what it accepted (the
 * emulator keeps UTXOs, not history), so the product API's raw address answer can list
 * transactions. Each accepted submission is put in a block at once.
 */
import { randomBytes } from 'node:crypto';
import * as C from '@blaze-cardano/core';
import { Emulator } from '@blaze-cardano/emulator';

/** An input or output as the product API lists it: address, lovelace and any native assets. */
type LoggedIo = { address: string; amount: string; assets?: { unit: string; quantity: string }[] };

export interface LoggedTx {
  hash: string;
  time: number;
  height: number;
  inputs: LoggedIo[];
  outputs: LoggedIo[];
}

/** A value's native assets as the product API lists them (only when there are any). */
function assetsOf(value: C.Value): { assets?: { unit: string; quantity: string }[] } {
  const held = [...(value.multiasset() ?? new Map<string, bigint>())].map(([unit, n]) => ({
    unit: String(unit),
    quantity: n.toString(),
  }));
  return held.length ? { assets: held } : {};
}

export class CardanoLedger {
  readonly emulator = new Emulator([]);
  private readonly log: LoggedTx[] = [];

  /**
   * Adds a UTXO of `amount` lovelace at `address` as a faucet transaction of its own, holding
   * native `assets` too when given (unit: policy id ‖ asset name, hex → quantity).
   */
  fund(address: string, amount: bigint, assets?: Record<string, bigint>): string {
    const hash = randomBytes(32).toString('hex');
    const multiasset = assets
      ? new Map(Object.entries(assets).map(([unit, n]) => [C.AssetId(unit), n] as const))
      : undefined;
    const output = new C.TransactionOutput(C.Address.fromBech32(address), new C.Value(amount, multiasset));
    this.emulator.addUtxo(
      new C.TransactionUnspentOutput(new C.TransactionInput(C.TransactionId(hash), 0n), output),
    );
    this.emulator.stepForwardBlock();
    this.record(hash, [], [{ address, amount: amount.toString(), ...assetsOf(output.amount()) }]);
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
      .map((o) => ({
        address: o.address().toBech32(),
        amount: o.amount().coin().toString(),
        ...assetsOf(o.amount()),
      }));
    const outputs = tx
      .body()
      .outputs()
      .map((o) => ({
        address: o.address().toBech32(),
        amount: o.amount().coin().toString(),
        ...assetsOf(o.amount()),
      }));
    const hash = (await this.emulator.submitTransaction(tx)) as string;
    this.emulator.stepForwardBlock();
    this.record(hash, inputs, outputs);
    return hash;
  }

  private record(hash: string, inputs: LoggedTx['inputs'], outputs: LoggedTx['outputs']): void {
    const time = Math.floor(Date.now() / 1000);
    this.log.unshift({ hash, time, height: this.emulator.clock.block, inputs, outputs });
  }

  /** The product API's answer for an address: balance, UTXOs and the transactions' page `page` (20 a page, newest first). */
  address(address: string, page = 1) {
    const utxos = this.emulator
      .utxos()
      .filter((u) => u.output().address().toBech32() === address)
      .map((u) => ({
        tx_hash: u.input().transactionId() as string,
        output_index: Number(u.input().index()),
        amount: u.output().amount().coin().toString(),
        ...assetsOf(u.output().amount()),
      }));
    const transactions = this.log
      .filter((t) => [...t.inputs, ...t.outputs].some((x) => x.address === address))
      .slice((page - 1) * 20, page * 20)
      .map(({ hash, time, inputs, outputs }) => ({ hash, time, inputs, outputs }));
    const balance = utxos.reduce((n, u) => n + BigInt(u.amount), 0n).toString();
    const totals = new Map<string, bigint>();
    for (const u of utxos)
      for (const a of u.assets ?? []) totals.set(a.unit, (totals.get(a.unit) ?? 0n) + BigInt(a.quantity));
    const held = [...totals].map(([unit, quantity]) => ({ unit, quantity: quantity.toString() }));
    return { address, balance, utxos, transactions, ...(held.length ? { assets: held } : {}) };
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
