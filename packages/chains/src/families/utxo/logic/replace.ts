/**
 * Speed-up by replace-by-fee (BIP-125): the same inputs at a higher fee rate. The extra fee comes
 * out of the change output (or, for a send without change, out of the amount sent). The new fee
 * pays at least the old fee plus the incremental relay fee for the new size (rules 3 and 4).
 */
import { hex } from '@scure/base';
import type { PreparedTransfer } from '../../../adapter-types';
import type { UtxoContext } from './context';
import { parseUtxoAddress } from './address';
import { feeRates, outputKind } from './fees';
import { inputTypeOf, type UtxoTxInput, type UtxoTxOutput, type UtxoTxPayload } from './payload';
import { dustLimit, RBF_SEQUENCE } from './rules';
import { estimateVsize } from './sizes';
import type { UtxoWalletSigner } from './signer';
import { TX_VERSION, type UtxoPrepared } from './prepare';

/** Incremental relay fee, sat/vB (Bitcoin and Litecoin Core 1 sat/vB; Dogecoin 0.001 DOGE/kB). */
function incrementalRate(ctx: UtxoContext): bigint {
  return ctx.coin === 'dogecoin' ? 100n : 1n;
}

export async function prepareReplacement(
  ctx: UtxoContext,
  hash: string,
  signer: UtxoWalletSigner,
): Promise<PreparedTransfer> {
  const original = await ctx.providers.read('transaction', (p) => p.transaction(hash)).catch(() => null);
  if (!original) throw new Error('Transaction not found');
  if (original.confirmed) throw new Error('Transaction is already succeed');
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
      if (!key || value === undefined)
        throw new Error('Only transactions sent from this wallet can be sped up');
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
  const byRate = rate * BigInt(vsize);
  const byRule = oldFee + incrementalRate(ctx) * BigInt(vsize);
  const newFee = byRate > byRule ? byRate : byRule;
  let extra = newFee - oldFee;

  // Take the extra fee from change first, then from the payment when there is no change.
  const changeIdx = outputs.findIndex((o) => o.address !== undefined && own.has(o.address));
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
  if (extra > 0n) throw new Error('Insufficient balance to broadcast transaction');
  const kept = outputs.filter((o, i) => !(i === changeIdx && o.value === 0n));
  const pay = kept.find((o) => !(o.address && own.has(o.address))) ?? kept[0]!;
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
  return {
    chain_name: ctx.chain.chain_name,
    intent: { from: signer.keys[0]?.address ?? '', to: tx.to, amount: tx.amount },
    requestedAmount: tx.amount,
    amount: tx.amount,
    fee: tx.fee,
    isMax: false,
    options: [],
    price: rate,
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
