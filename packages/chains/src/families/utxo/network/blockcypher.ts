/**
 * Blockcypher-style REST API (docs: blockcypher.com/dev/bitcoin, "Address Balance Endpoint",
 * "Address Full Endpoint", "Address Endpoint" with unspentOnly, "Transaction Hash Endpoint",
 * "Push Raw Transaction Endpoint", "Chain Endpoint", "Batching"). `coinPath` is e.g. "ltc/main" or
 * "doge/main". An API token, when configured, goes with every request as `?token=` (its docs).
 */
import { z } from 'zod';
import { HEX, TXID, getJson, postJson, sats, type HttpOptions } from './http';
import { ProviderAnswerError, type AddressBalance, type ProviderTx, type UtxoProvider } from './types';

/** Spec §8: Blockcypher's own text when transactions cannot be read. */
export const CYPHER_TX_ERROR = 'Something went wrong get transactions';
/** Spec §9: 15360 per kB when the chain endpoint gives no fee. */
export const CYPHER_DEFAULT_FEE_PER_KB = 15360;
/**
 * Batching (docs, "Batching"): ids joined by `;`, answered as a JSON array in any order; at most
 * 100 per call, and each counts against the rate limit — 3 a second without a token, so batches
 * larger than 3 need one.
 */
export const CYPHER_BATCH_MAX = 100;
export const CYPHER_BATCH_FREE = 3;

const balance = z.object({
  balance: z.number(),
  unconfirmed_balance: z.number(),
  final_n_tx: z.number().optional(),
});
const batchBalance = balance.extend({ address: z.string() });
const cypherTx = z.object({
  hash: z.string().regex(TXID),
  block_height: z.number().optional(),
  confirmed: z.string().optional(),
  received: z.string().optional(),
  fees: z.number().optional(),
  hex: z.string().optional(),
  inputs: z.array(
    z.object({
      prev_hash: z.string().optional(),
      output_index: z.number(),
      output_value: z.number().optional(),
      sequence: z.number().optional(),
      addresses: z.array(z.string()).nullable().optional(),
    }),
  ),
  outputs: z.array(
    z.object({
      value: z.number(),
      script: z.string().optional(),
      addresses: z.array(z.string()).nullable().optional(),
    }),
  ),
});
const txref = z.object({
  tx_hash: z.string().regex(TXID),
  tx_output_n: z.number(),
  value: z.number(),
  confirmations: z.number().optional(),
});
const unspent = z.object({
  txrefs: z.array(txref).optional(),
  unconfirmed_txrefs: z.array(txref).optional(),
});
const full = z.object({ txs: z.array(cypherTx) });
const chainInfo = z.object({
  high_fee_per_kb: z.number().optional(),
  medium_fee_per_kb: z.number().optional(),
});

function normalize(t: z.infer<typeof cypherTx>): ProviderTx {
  const confirmed = (t.block_height ?? -1) >= 0 && Boolean(t.confirmed);
  const when = t.confirmed ?? t.received;
  return {
    txid: t.hash,
    confirmed,
    blockHeight: confirmed ? t.block_height : undefined,
    time: when ? Math.floor(Date.parse(when) / 1000) : undefined,
    fee: t.fees === undefined ? undefined : sats(t.fees),
    vin: t.inputs
      .filter((i) => i.prev_hash)
      .map((i) => ({
        txid: i.prev_hash!,
        vout: i.output_index,
        address: i.addresses?.[0],
        value: i.output_value === undefined ? undefined : sats(i.output_value),
        sequence: i.sequence,
      })),
    vout: t.outputs.map((o) => ({ address: o.addresses?.[0], value: sats(o.value), script: o.script })),
  };
}

const toBalance = (b: z.infer<typeof balance>): AddressBalance => ({
  confirmed: sats(b.balance),
  unconfirmed: sats(b.unconfirmed_balance),
  ...(b.final_n_tx !== undefined ? { txCount: b.final_n_tx } : {}),
});

export function blockcypherProvider(
  base: string,
  coinPath: string,
  http: HttpOptions,
  apiKey?: string,
): UtxoProvider {
  const root = `${base.replace(/\/+$/, '')}/v1/${coinPath}`;
  const token = (url: string) =>
    apiKey ? `${url}${url.includes('?') ? '&' : '?'}token=${encodeURIComponent(apiKey)}` : url;
  const addrUrl = (a: string) => `${root}/addrs/${encodeURIComponent(a)}`;
  const batchSize = apiKey ? CYPHER_BATCH_MAX : CYPHER_BATCH_FREE;
  /** One batched call: /addrs/{a1};{a2};…/balance, matched back by `address` (any order). */
  async function batch(addrs: string[]): Promise<AddressBalance[]> {
    if (addrs.length === 1)
      return [toBalance(await getJson(token(`${addrUrl(addrs[0]!)}/balance`), balance, http))];
    const path = addrs.map(encodeURIComponent).join(';');
    const list = await getJson(token(`${root}/addrs/${path}/balance`), z.array(batchBalance), http);
    const byAddress = new Map(list.map((b) => [b.address, b]));
    return addrs.map((a) => {
      const b = byAddress.get(a);
      // An address the answer leaves out is a fault, never a fresh zero (the next provider reads it).
      if (!b) throw new ProviderAnswerError(`no balance for ${a} in the batch answer`);
      return toBalance(b);
    });
  }
  return {
    kind: 'blockcypher',
    endpoint: root,
    async balance(addr) {
      return toBalance(await getJson(token(`${addrUrl(addr)}/balance`), balance, http));
    },
    // A discovery window in batches (of 3 without a token, 100 with one), all at once.
    async balances(addrs) {
      const chunks = Array.from({ length: Math.ceil(addrs.length / batchSize) }, (_, i) =>
        addrs.slice(i * batchSize, (i + 1) * batchSize),
      );
      return (await Promise.all(chunks.map(batch))).flat();
    },
    async transactions(addr, limit) {
      try {
        const f = await getJson(token(`${addrUrl(addr)}/full?limit=${limit}`), full, http);
        return f.txs.map(normalize);
      } catch {
        throw new ProviderAnswerError(CYPHER_TX_ERROR);
      }
    },
    async utxos(addr) {
      const u = await getJson(token(`${addrUrl(addr)}?unspentOnly=true`), unspent, http);
      const refs = [
        ...(u.txrefs ?? []).map((r) => ({ r, confirmed: true })),
        ...(u.unconfirmed_txrefs ?? []).map((r) => ({ r, confirmed: false })),
      ];
      return refs.map(({ r, confirmed }) => ({
        txid: r.tx_hash,
        vout: r.tx_output_n,
        value: sats(r.value),
        address: addr,
        confirmed,
      }));
    },
    async transaction(txid) {
      try {
        return normalize(await getJson(token(`${root}/txs/${txid}`), cypherTx, http));
      } catch (e) {
        if (e instanceof Error && /HTTP 404/.test(e.message)) return null;
        throw e;
      }
    },
    async transactionHex(txid) {
      const t = await getJson(token(`${root}/txs/${txid}?includeHex=true`), cypherTx, http);
      if (!t.hex || !HEX.test(t.hex)) throw new ProviderAnswerError('no transaction hex');
      return t.hex.toLowerCase();
    },
    async push(hex) {
      const r = await postJson(
        token(`${root}/txs/push`),
        { tx: hex },
        z.object({ tx: z.object({ hash: z.string().regex(TXID) }) }),
        http,
      );
      return r.tx.hash.toLowerCase();
    },
    async status(txid) {
      const t = await this.transaction(txid);
      return t && { confirmed: t.confirmed, blockHeight: t.blockHeight };
    },
    async feeRate() {
      const c = await getJson(token(root), chainInfo, http);
      return (c.high_fee_per_kb ?? c.medium_fee_per_kb ?? CYPHER_DEFAULT_FEE_PER_KB) / 1024;
    },
  };
}
