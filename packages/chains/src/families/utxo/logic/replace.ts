/**
 * Speed-up and cancel by replace-by-fee (BIP-125): the same inputs at a higher fee rate. A
 * speed-up takes the extra fee out of the change output (or, for a send without change, out of
 * the amount sent); a cancel pays everything back to the account's first unused change address
 * in one output. The new fee pays at least the old fee plus the incremental relay fee for the
 * new size (rules 3 and 4). The result is a transfer to review: its fee and rate are shown first.
 */
import { hex } from '@scure/base';
import type { PreparedTransfer } from '../../../adapter-types';
import type { UtxoContext } from './context';
import { parseUtxoAddress } from './address';
import { feeRates, minFeeFor, outputKind } from './fees';
import { discoverAccount, nextAddress } from './discovery';
import { inputTypeOf, type UtxoTxInput, type UtxoTxOutput, type UtxoTxPayload } from './payload';
import { dustLimit, INSUFFICIENT_BALANCE, RBF_SEQUENCE } from './rules';
import { estimateVsize } from './sizes';
import type { UtxoWalletSigner } from './signer';
import { TX_VERSION, type UtxoPrepared } from './prepare';

/** Incremental relay fee, sat/vB (Bitcoin and Litecoin Core 1 sat/vB; Dogecoin 0.001 DOGE/kB). */
function incrementalRate(ctx: UtxoContext): bigint {
  return ctx.coin === 'dogecoin' ? 100n : 1n;
}

export type ReplaceMode = 'speedUp' | 'cancel';

const notOurs = (mode: ReplaceMode) =>
  `Only transactions sent from this wallet can be ${mode === 'cancel' ? 'cancelled' : 'sped up'}`;

export async function prepareReplacement(
  ctx: UtxoContext,
  hash: string,
  signer: UtxoWalletSigner,
  mode: ReplaceMode = 'speedUp',
): Promise<PreparedTransfer> {
  const original = await ctx.providers.read('transaction', (p) => p.transaction(hash)).catch(() => null);
  if (!original) throw new Error('Transaction not found');
  if (original.confirmed) throw new Error('Transaction is already succeed');
  // Every used address of the account (and the next ones) joins the signer's keys.
  const scan = await discoverAccount(ctx, signer);
  const own = new Map(signer.keys.map((k) => [k.address, k]));
  const type = inputTypeOf(ctx.chain.utxoAddressType);
  const inputs: UtxoTxInput[] = await Promise.all(
    original.vin.map(async (i) => {
      if (!i.txid) throw new Error('Transaction not found');
      let { address, value } = i;
      if (address === undefined || value === undefined) {
        const prev = await ctx.providers.read('previous transaction', (p) => p.transaction(i.txid));
        const out = prev?.vout[i.vout];
        address ??= out?.address;
        value ??= out?.value;
      }
      const key = address ? own.get(address) : undefined;
      if (!key || value === undefined) throw new Error(notOurs(mode));
      const script = hex.encode(parseUtxoAddress(ctx.chain, key.address, ctx.network).script);
      const prevTxHex =
        type === 'pkh' && ctx.coin !== 'bitcoin_cash'
          ? await ctx.providers
              .read('previous transaction', (p) => p.transactionHex(i.txid))
              .catch(() => undefined)
          : undefined;
      return {
        txid: i.txid,
        vout: i.vout,
        value,
        address: key.address,
        derivePath: key.derivePath,
        type,
        script,
        sequence: RBF_SEQUENCE,
        prevTxHex,
      };
    }),
  );
  const outputs: UtxoTxOutput[] = original.vout.map((o) => ({
    address: o.address,
    script: o.script ?? hex.encode(parseUtxoAddress(ctx.chain, o.address ?? '', ctx.network).script),
    value: o.value,
  }));
  const inSum = inputs.reduce((s, i) => s + i.value, 0n);
  const oldFee = inSum - outputs.reduce((s, o) => s + o.value, 0n);
  const vsize = estimateVsize(
    inputs.map((i) => i.type),
    outputs.map((o) => o.script.length / 2),
  );
  const oldRate = oldFee / BigInt(vsize);
  const { recommended } = await feeRates(ctx);
  const rate = recommended > oldRate + incrementalRate(ctx) ? recommended : oldRate + incrementalRate(ctx);
  if (mode === 'cancel') {
    const back = nextAddress(signer, scan, 1).address;
    const tx = cancelTx(ctx, { inputs, back, oldFee, rate, replaces: hash });
    return reviewed(ctx, signer, tx, inputs, hash);
  }
  const byRate = rate * BigInt(vsize);
  const byRule = oldFee + incrementalRate(ctx) * BigInt(vsize);
  const newFee = byRate > byRule ? byRate : byRule;
  let extra = newFee - oldFee;

  // Take the extra fee from change first, then from the payment when there is no change.
  // Change is the output to an own change-chain address (…/1/i); else to any own address.
  const ownOut = (o: UtxoTxOutput) => (o.address === undefined ? undefined : own.get(o.address));
  const onChange = outputs.findIndex((o) => /\/1\/\d+$/.test(ownOut(o)?.derivePath ?? ''));
  const changeIdx = onChange >= 0 ? onChange : outputs.findIndex((o) => ownOut(o) !== undefined);
  const payIdx = outputs.findIndex((_, i) => i !== changeIdx);
  const order = [changeIdx, payIdx].filter((i) => i >= 0);
  for (const idx of order) {
    const o = outputs[idx]!;
    const dust = dustLimit(
      ctx.coin,
      outputKind(parseUtxoAddress(ctx.chain, o.address ?? '', ctx.network).type),
    );
    const take =
      o.value - extra >= dust ? extra : idx === changeIdx && order.length > 1 ? o.value : o.value - dust;
    o.value -= take;
    extra -= take;
    // A change output dropped whole may give more than needed: the rest is fee, not payment.
    if (extra <= 0n) break;
  }
  if (extra > 0n) throw new Error(INSUFFICIENT_BALANCE);
  const kept = outputs.filter((o, i) => !(i === changeIdx && o.value === 0n));
  const pay =
    outputs.find((o, i) => i !== changeIdx && !ownOut(o)) ??
    outputs.find((_, i) => i !== changeIdx) ??
    kept[0]!;
  const tx: UtxoTxPayload = {
    coin: ctx.coin,
    version: TX_VERSION,
    lockTime: 0,
    inputs,
    outputs: kept,
    feeRate: rate,
    fee: inSum - kept.reduce((s, o) => s + o.value, 0n),
    amount: pay.value,
    to: pay.address ?? '',
    replaces: hash,
  };
  return reviewed(ctx, signer, tx, inputs, hash);
}

/** A cancel: every input back to the account in one output, at `rate` and the BIP-125 floor. */
function cancelTx(
  ctx: UtxoContext,
  c: { inputs: UtxoTxInput[]; back: string; oldFee: bigint; rate: bigint; replaces: string },
): UtxoTxPayload {
  const parsed = parseUtxoAddress(ctx.chain, c.back, ctx.network);
  const vsize = BigInt(
    estimateVsize(
      c.inputs.map((i) => i.type),
      [parsed.script.length],
    ),
  );
  const byRate = c.rate * vsize;
  const byRule = c.oldFee + incrementalRate(ctx) * vsize;
  const floor = minFeeFor(ctx)?.(Number(vsize)) ?? 0n;
  const fee = [byRate, byRule, floor].reduce((a, b) => (a > b ? a : b));
  const inSum = c.inputs.reduce((s, i) => s + i.value, 0n);
  const value = inSum - fee;
  if (value < dustLimit(ctx.coin, outputKind(parsed.type))) throw new Error(INSUFFICIENT_BALANCE);
  return {
    coin: ctx.coin,
    version: TX_VERSION,
    lockTime: 0,
    inputs: c.inputs,
    outputs: [{ address: c.back, script: hex.encode(parsed.script), value }],
    feeRate: c.rate,
    fee,
    amount: value,
    to: c.back,
    changeIndex: 0,
    replaces: c.replaces,
  };
}

/** The replacement as a transfer to review (fee and rate shown before signing). */
function reviewed(
  ctx: UtxoContext,
  signer: UtxoWalletSigner,
  tx: UtxoTxPayload,
  inputs: UtxoTxInput[],
  hash: string,
): PreparedTransfer {
  const vsize = estimateVsize(
    inputs.map((i) => i.type),
    tx.outputs.map((o) => o.script.length / 2),
  );
  return {
    chain_name: ctx.chain.chain_name,
    intent: { from: signer.keys[0]?.address ?? '', to: tx.to, amount: tx.amount },
    requestedAmount: tx.amount,
    amount: tx.amount,
    fee: tx.fee,
    isMax: false,
    options: [],
    price: tx.feeRate,
    view: {
      estimateGas: String(vsize),
      maxPriorityFeePerGas: null,
      nonce: null,
      l1Fees: null,
      selectedUTXOs: inputs.map((i) => ({
        txid: i.txid,
        vout: i.vout,
        value: i.value.toString(),
        address: i.address,
      })),
    },
    replaces: hash,
    payload: { coins: null, tx } satisfies UtxoPrepared,
  };
}
