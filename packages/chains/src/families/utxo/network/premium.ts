/**
 * The fifth, "premium" provider: Kestrel's own product API relaying a paid indexer (spec §7
 * "a fifth premium provider via a shared backend helper"; payload shapes not shown there). The
 * shape chosen here is documented in docs/utxo.md: amounts are decimal strings of satoshis.
 *   GET  {api}/utxo/{chain}/address/{addr}/balance      -> {confirmed, unconfirmed}
 *   GET  {api}/utxo/{chain}/address/{addr}/txs?limit=N  -> {txs: Tx[]}
 *   GET  {api}/utxo/{chain}/address/{addr}/utxo         -> {utxos: [{txid, vout, value, confirmed, script?}]}
 *   GET  {api}/utxo/{chain}/tx/{txid}                   -> Tx   (404 when unknown)
 *   GET  {api}/utxo/{chain}/tx/{txid}/hex               -> {hex}
 *   POST {api}/utxo/{chain}/tx  {hex}                   -> {txid}
 *   GET  {api}/utxo/{chain}/fees                        -> {fast}  (sat/vB)
 *   GET  {api}/utxo/{chain}/addresses/balance?addresses=A,B,… -> {balances: [{address, confirmed, unconfirmed, txCount?}]}
 * packages/api serves these routes by relaying a configurable upstream (routes/utxo.ts).
 */
import { z } from 'zod';
import { HEX, TXID, getJson, postJson, sats, type HttpOptions } from './http';
import type { ProviderTx, UtxoProvider } from './types';

const satText = z.string().regex(/^-?\d+$/);
export const premiumTx = z.object({
  txid: z.string().regex(TXID),
  confirmed: z.boolean(),
  blockHeight: z.number().optional(),
  time: z.number().optional(),
  fee: satText.optional(),
  vin: z.array(
    z.object({
      txid: z.string(),
      vout: z.number(),
      address: z.string().optional(),
      value: satText.optional(),
      sequence: z.number().optional(),
    }),
  ),
  vout: z.array(z.object({ address: z.string().optional(), value: satText, script: z.string().optional() })),
});

const balanceShape = z.object({ confirmed: satText, unconfirmed: satText, txCount: z.number().optional() });
const balanceEntry = balanceShape.extend({ address: z.string() });
const balanceOf = (b: z.infer<typeof balanceShape>) => ({
  confirmed: sats(b.confirmed),
  unconfirmed: sats(b.unconfirmed),
  ...(b.txCount !== undefined ? { txCount: b.txCount } : {}),
});

function normalize(t: z.infer<typeof premiumTx>): ProviderTx {
  return {
    ...t,
    fee: t.fee === undefined ? undefined : sats(t.fee),
    vin: t.vin.map((i) => ({ ...i, value: i.value === undefined ? undefined : sats(i.value) })),
    vout: t.vout.map((o) => ({ ...o, value: sats(o.value) })),
  };
}

export function premiumProvider(api: string, chain: string, http: HttpOptions): UtxoProvider {
  const root = `${api.replace(/\/+$/, '')}/utxo/${chain}`;
  const addr = (a: string) => `${root}/address/${encodeURIComponent(a)}`;
  return {
    kind: 'premium',
    endpoint: root,
    async balance(a) {
      return balanceOf(await getJson(`${addr(a)}/balance`, balanceShape, http));
    },
    async balances(addresses) {
      const q = addresses.map(encodeURIComponent).join(',');
      const r = await getJson(
        `${root}/addresses/balance?addresses=${q}`,
        z.object({ balances: z.array(balanceEntry) }),
        http,
      );
      return addresses.map((a) => {
        const b = r.balances.find((x) => x.address === a);
        if (!b) throw new Error(`no balance for ${a}`);
        return balanceOf(b);
      });
    },
    async transactions(a, limit) {
      const r = await getJson(`${addr(a)}/txs?limit=${limit}`, z.object({ txs: z.array(premiumTx) }), http);
      return r.txs.map(normalize);
    },
    async utxos(a) {
      const r = await getJson(
        `${addr(a)}/utxo`,
        z.object({
          utxos: z.array(
            z.object({
              txid: z.string().regex(TXID),
              vout: z.number(),
              value: satText,
              confirmed: z.boolean(),
              script: z.string().optional(),
            }),
          ),
        }),
        http,
      );
      return r.utxos.map((u) => ({ ...u, value: sats(u.value), address: a }));
    },
    async transaction(txid) {
      try {
        return normalize(await getJson(`${root}/tx/${txid}`, premiumTx, http));
      } catch (e) {
        if (e instanceof Error && /HTTP 404/.test(e.message)) return null;
        throw e;
      }
    },
    async transactionHex(txid) {
      const r = await getJson(`${root}/tx/${txid}/hex`, z.object({ hex: z.string().regex(HEX) }), http);
      return r.hex.toLowerCase();
    },
    async push(hex) {
      const r = await postJson(`${root}/tx`, { hex }, z.object({ txid: z.string().regex(TXID) }), http);
      return r.txid.toLowerCase();
    },
    async status(txid) {
      const t = await this.transaction(txid);
      return t && { confirmed: t.confirmed, blockHeight: t.blockHeight };
    },
    async feeRate() {
      return (await getJson(`${root}/fees`, z.object({ fast: z.number() }), http)).fast;
    },
  };
}
