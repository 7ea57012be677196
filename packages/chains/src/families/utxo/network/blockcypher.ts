/**
 * Blockcypher-style REST API (docs: blockcypher.com/dev/bitcoin, "Address Balance Endpoint",
 * "Address Full Endpoint", "Address Endpoint" with unspentOnly, "Transaction Hash Endpoint",
 * "Push Raw Transaction Endpoint", "Chain Endpoint"). `coinPath` is e.g. "ltc/main" or "doge/main".
 */
import { z } from 'zod';
import { HEX, TXID, getJson, postJson, sats, type HttpOptions } from './http';
import { ProviderAnswerError, type ProviderTx, type UtxoProvider } from './types';

/** Spec §8: Blockcypher's own text when transactions cannot be read. */
export const CYPHER_TX_ERROR = 'Something went wrong get transactions';
/** Spec §9: 15360 per kB when the chain endpoint gives no fee. */
export const CYPHER_DEFAULT_FEE_PER_KB = 15360;

const balance = z.object({
  balance: z.number(),
  unconfirmed_balance: z.number(),
  final_n_tx: z.number().optional(),
});
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

export function blockcypherProvider(base: string, coinPath: string, http: HttpOptions): UtxoProvider {
  const root = `${base.replace(/\/+$/, '')}/v1/${coinPath}`;
  const addrUrl = (a: string) => `${root}/addrs/${encodeURIComponent(a)}`;
  return {
    kind: 'blockcypher',
    endpoint: root,
    async balance(addr) {
      const b = await getJson(`${addrUrl(addr)}/balance`, balance, http);
      return {
        confirmed: sats(b.balance),
        unconfirmed: sats(b.unconfirmed_balance),
        ...(b.final_n_tx !== undefined ? { txCount: b.final_n_tx } : {}),
      };
    },
    async transactions(addr, limit) {
      try {
        const f = await getJson(`${addrUrl(addr)}/full?limit=${limit}`, full, http);
        return f.txs.map(normalize);
      } catch {
        throw new ProviderAnswerError(CYPHER_TX_ERROR);
      }
    },
    async utxos(addr) {
      const u = await getJson(`${addrUrl(addr)}?unspentOnly=true`, unspent, http);
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
        return normalize(await getJson(`${root}/txs/${txid}`, cypherTx, http));
      } catch (e) {
        if (e instanceof Error && /HTTP 404/.test(e.message)) return null;
        throw e;
      }
    },
    async transactionHex(txid) {
      const t = await getJson(`${root}/txs/${txid}?includeHex=true`, cypherTx, http);
      if (!t.hex || !HEX.test(t.hex)) throw new ProviderAnswerError('no transaction hex');
      return t.hex.toLowerCase();
    },
    async push(hex) {
      const r = await postJson(
        `${root}/txs/push`,
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
      const c = await getJson(root, chainInfo, http);
      return (c.high_fee_per_kb ?? c.medium_fee_per_kb ?? CYPHER_DEFAULT_FEE_PER_KB) / 1024;
    },
  };
}
