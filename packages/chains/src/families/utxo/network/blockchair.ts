/**
 * Blockchair-style API (Blockchair API v2 documentation, "Dashboard endpoints" for Bitcoin-like
 * chains: dashboards/address, dashboards/transactions, raw/transaction, stats, push/transaction).
 * `slug` is bitcoin, litecoin, dogecoin or bitcoin-cash (bitcoin/testnet on testnet).
 */
import { z } from 'zod';
import { HEX, TXID, getJson, postJson, sats, type HttpOptions } from './http';
import { ProviderAnswerError, type ProviderTx, type UtxoProvider } from './types';

/** Spec §8: Blockchair's own text when transaction details are missing. */
export const CHAIR_NO_DATA = 'not found input data';
/** Spec §9: default fee rate when stats give none. */
export const CHAIR_DEFAULT_FEE = 20;
/** Spec §9: Blockchair pages are 10 for Bitcoin. */
export const CHAIR_BITCOIN_PAGE = 10;

const context = z.object({ code: z.number(), error: z.string().optional() }).passthrough();
const envelope = <T extends z.ZodType>(data: T) => z.object({ data, context });

const dashboardAddress = z.object({
  address: z.object({ balance: z.number(), transaction_count: z.number().optional() }).passthrough(),
  transactions: z.array(z.string()),
  utxo: z.array(
    z.object({
      block_id: z.number(),
      transaction_hash: z.string().regex(TXID),
      index: z.number(),
      value: z.number(),
    }),
  ),
});
/** dashboards/addresses/{a},{b},… (up to 100): `addresses` holds each address's summary. */
const dashboardAddresses = z.object({
  addresses: z.record(
    z.string(),
    z.object({ balance: z.number(), transaction_count: z.number().optional() }).passthrough(),
  ),
});
/** Blockchair's limit of addresses per multi-address dashboard. */
export const CHAIR_MAX_ADDRESSES = 100;

const io = z.object({
  transaction_hash: z.string().optional(),
  index: z.number(),
  recipient: z.string().optional(),
  value: z.number(),
  script_hex: z.string().optional(),
  spending_sequence: z.number().nullable().optional(),
});
const txDashboard = z.object({
  transaction: z.object({
    hash: z.string().regex(TXID),
    block_id: z.number(),
    time: z.string().optional(),
    fee: z.number().optional(),
  }),
  inputs: z.array(io),
  outputs: z.array(io),
});

function blockchairTime(t?: string): number | undefined {
  // "YYYY-MM-DD HH:MM:SS" in UTC.
  return t ? Math.floor(Date.parse(`${t.replace(' ', 'T')}Z`) / 1000) : undefined;
}

function normalize(d: z.infer<typeof txDashboard>): ProviderTx {
  const confirmed = d.transaction.block_id >= 0;
  return {
    txid: d.transaction.hash,
    confirmed,
    blockHeight: confirmed ? d.transaction.block_id : undefined,
    time: blockchairTime(d.transaction.time),
    fee: d.transaction.fee === undefined ? undefined : sats(d.transaction.fee),
    vin: d.inputs.map((i) => ({
      txid: i.transaction_hash ?? '',
      vout: i.index,
      address: i.recipient,
      value: sats(i.value),
      sequence: i.spending_sequence ?? undefined,
    })),
    vout: d.outputs.map((o) => ({ address: o.recipient, value: sats(o.value), script: o.script_hex })),
  };
}

export function blockchairProvider(
  base: string,
  slug: string,
  http: HttpOptions,
  apiKey?: string,
): UtxoProvider {
  const root = `${base.replace(/\/+$/, '')}/${slug}`;
  const key = apiKey ? `key=${encodeURIComponent(apiKey)}` : '';
  const url = (path: string, query = '') =>
    `${root}/${path}${[query, key].filter(Boolean).length ? `?${[query, key].filter(Boolean).join('&')}` : ''}`;
  const page = slug === 'bitcoin' ? CHAIR_BITCOIN_PAGE : undefined;

  async function address(addr: string, limit: number) {
    const r = await getJson(
      url(`dashboards/address/${encodeURIComponent(addr)}`, `limit=${limit}`),
      envelope(z.union([z.record(z.string(), dashboardAddress), z.array(z.never())])),
      http,
    );
    const data = Array.isArray(r.data) ? {} : r.data;
    const entry = data[addr] ?? Object.values(data)[0];
    if (!entry) throw new ProviderAnswerError(CHAIR_NO_DATA);
    return entry;
  }

  async function details(ids: string[]): Promise<ProviderTx[]> {
    if (ids.length === 0) return [];
    const r = await getJson(
      url(`dashboards/transactions/${ids.join(',')}`),
      envelope(z.union([z.record(z.string(), txDashboard), z.array(z.never())])),
      http,
    );
    const data = Array.isArray(r.data) ? {} : r.data;
    return ids.map((id) => {
      const d = data[id];
      if (!d) throw new ProviderAnswerError(CHAIR_NO_DATA);
      return normalize(d);
    });
  }

  return {
    kind: 'blockchair',
    endpoint: root,
    // One request for a discovery window (free use allows few requests a minute).
    async balances(addrs) {
      if (addrs.length > CHAIR_MAX_ADDRESSES) throw new Error('too many addresses for one dashboard');
      const r = await getJson(
        url(`dashboards/addresses/${addrs.map(encodeURIComponent).join(',')}`, 'limit=0'),
        envelope(dashboardAddresses),
        http,
      );
      const byKey = new Map(
        Object.entries(r.data.addresses).map(([k, v]) => [k.replace(/^bitcoincash:/, '').toLowerCase(), v]),
      );
      return addrs.map((a) => {
        const v = byKey.get(a.replace(/^bitcoincash:/, '').toLowerCase());
        // An address the answer leaves out is a fault, never a fresh zero (the next provider reads it).
        if (!v) throw new ProviderAnswerError(CHAIR_NO_DATA);
        const n = v.transaction_count;
        return { confirmed: sats(v.balance), unconfirmed: 0n, ...(n !== undefined ? { txCount: n } : {}) };
      });
    },
    async balance(addr) {
      const a = await address(addr, 0);
      const n = a.address.transaction_count;
      return {
        confirmed: sats(a.address.balance),
        unconfirmed: 0n,
        ...(n !== undefined ? { txCount: n } : {}),
      };
    },
    async transactions(addr, limit) {
      const n = page ?? limit;
      const a = await address(addr, n);
      return details(a.transactions.slice(0, n));
    },
    async utxos(addr) {
      const a = await address(addr, 0);
      return a.utxo.map((u) => ({
        txid: u.transaction_hash,
        vout: u.index,
        value: sats(u.value),
        address: addr,
        confirmed: u.block_id >= 0,
      }));
    },
    async transaction(txid) {
      try {
        return (await details([txid]))[0]!;
      } catch (e) {
        if (e instanceof ProviderAnswerError) return null;
        throw e;
      }
    },
    async transactionHex(txid) {
      const r = await getJson(
        url(`raw/transaction/${txid}`),
        envelope(z.record(z.string(), z.object({ raw_transaction: z.string() }))),
        http,
      );
      const raw = r.data[txid]?.raw_transaction;
      if (!raw || !HEX.test(raw)) throw new ProviderAnswerError(CHAIR_NO_DATA);
      return raw.toLowerCase();
    },
    async push(hex) {
      const r = await postJson(
        url('push/transaction'),
        { data: hex },
        envelope(z.object({ transaction_hash: z.string().regex(TXID) })),
        http,
      );
      return r.data.transaction_hash.toLowerCase();
    },
    async status(txid) {
      const t = await this.transaction(txid);
      return t && { confirmed: t.confirmed, blockHeight: t.blockHeight };
    },
    async feeRate() {
      const r = await getJson(
        url('stats'),
        envelope(z.object({ suggested_transaction_fee_per_byte_sat: z.number().optional() }).passthrough()),
        http,
      );
      return r.data.suggested_transaction_fee_per_byte_sat ?? CHAIR_DEFAULT_FEE;
    },
  };
}
