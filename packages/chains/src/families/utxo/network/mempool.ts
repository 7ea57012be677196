/**
 * Mempool-style (esplora) REST API: mempool.space for Bitcoin and Bitcoin Cash mirrors,
 * litecoinspace.org ("Space") for Litecoin. Paths of spec §7; shapes as documented at
 * mempool.space/docs/api/rest (amounts in satoshis).
 */
import { z } from 'zod';
import { HEX, TXID, getJson, requestText, sats, type HttpOptions } from './http';
import type { ProviderTx, UtxoProvider } from './types';

const stats = z.object({
  funded_txo_sum: z.number(),
  spent_txo_sum: z.number(),
  tx_count: z.number().optional(),
});
const address = z.object({ chain_stats: stats, mempool_stats: stats });
const status = z.object({
  confirmed: z.boolean(),
  block_height: z.number().optional(),
  block_time: z.number().optional(),
});
const prevout = z.object({
  scriptpubkey: z.string(),
  scriptpubkey_address: z.string().optional(),
  value: z.number(),
});
export const mempoolTx = z.object({
  txid: z.string().regex(TXID),
  vin: z.array(
    z.object({
      txid: z.string(),
      vout: z.number(),
      prevout: prevout.nullable().optional(),
      sequence: z.number().optional(),
    }),
  ),
  vout: z.array(prevout),
  fee: z.number().optional(),
  status,
});
const utxo = z.object({ txid: z.string().regex(TXID), vout: z.number(), value: z.number(), status });
const mempoolBlocks = z.array(z.object({ medianFee: z.number(), feeRange: z.array(z.number()).optional() }));

export function normalizeMempoolTx(t: z.infer<typeof mempoolTx>): ProviderTx {
  return {
    txid: t.txid,
    confirmed: t.status.confirmed,
    blockHeight: t.status.block_height,
    time: t.status.block_time,
    fee: t.fee === undefined ? undefined : sats(t.fee),
    vin: t.vin.map((i) => ({
      txid: i.txid,
      vout: i.vout,
      address: i.prevout?.scriptpubkey_address,
      value: i.prevout ? sats(i.prevout.value) : undefined,
      sequence: i.sequence,
    })),
    vout: t.vout.map((o) => ({
      address: o.scriptpubkey_address,
      value: sats(o.value),
      script: o.scriptpubkey,
    })),
  };
}

export function mempoolProvider(base: string, http: HttpOptions): UtxoProvider {
  const root = base.replace(/\/+$/, '');
  const notFound = (e: unknown) => e instanceof Error && /HTTP 404|HTTP 400/.test(e.message);
  return {
    kind: 'mempool',
    endpoint: root,
    async balance(addr) {
      const a = await getJson(`${root}/address/${encodeURIComponent(addr)}`, address, http);
      return {
        confirmed: sats(a.chain_stats.funded_txo_sum - a.chain_stats.spent_txo_sum),
        unconfirmed: sats(a.mempool_stats.funded_txo_sum - a.mempool_stats.spent_txo_sum),
        ...(a.chain_stats.tx_count !== undefined
          ? { txCount: a.chain_stats.tx_count + (a.mempool_stats.tx_count ?? 0) }
          : {}),
      };
    },
    async transactions(addr, limit) {
      const txs = await getJson(`${root}/address/${encodeURIComponent(addr)}/txs`, z.array(mempoolTx), http);
      return txs.slice(0, limit).map(normalizeMempoolTx);
    },
    async utxos(addr) {
      const list = await getJson(`${root}/address/${encodeURIComponent(addr)}/utxo`, z.array(utxo), http);
      return list.map((u) => ({
        txid: u.txid,
        vout: u.vout,
        value: sats(u.value),
        address: addr,
        confirmed: u.status.confirmed,
      }));
    },
    async transaction(txid) {
      try {
        return normalizeMempoolTx(await getJson(`${root}/tx/${txid}`, mempoolTx, http));
      } catch (e) {
        if (notFound(e)) return null;
        throw e;
      }
    },
    async transactionHex(txid) {
      const hex = await requestText(`${root}/tx/${txid}/hex`, { method: 'GET' }, http);
      if (!HEX.test(hex)) throw new Error('transaction hex is not hex');
      return hex.toLowerCase();
    },
    async push(hex) {
      const txid = await requestText(
        `${root}/tx`,
        { method: 'POST', headers: { 'content-type': 'text/plain' }, body: hex },
        http,
      );
      if (!TXID.test(txid)) throw new Error(txid.slice(0, 200));
      return txid.toLowerCase();
    },
    async status(txid) {
      const t = await this.transaction(txid);
      return t && { confirmed: t.confirmed, blockHeight: t.blockHeight };
    },
    async feeRate() {
      const blocks = await getJson(`${root}/v1/fees/mempool-blocks`, mempoolBlocks, http);
      // The next block's median fee is what a "fast" estimate means on mempool.space.
      const next = blocks[0];
      if (!next) throw new Error('no projected blocks');
      return next.medianFee;
    },
  };
}
