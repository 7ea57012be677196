/**
 * Blockdaemon Universal API (REST v1: /universal/v1/{protocol}/{network}/..., reference in
 * Blockdaemon's "Ubiquity" OpenAPI: AccountsApi get_list_of_balances_by_address, get_txs_by_address,
 * get_utxo_by_account; TransactionsApi get_tx_by_hash, fee_estimate) and the Transaction
 * Submission API POST /tx/v1/{protocol}-{network}/send. Values are satoshis.
 */
import { z } from 'zod';
import { TXID, getJson, postJson, sats, type HttpOptions } from './http';
import { ProviderAnswerError, type ProviderTx, type UtxoProvider } from './types';

/** Spec §8: Blockdaemon's own text when transactions cannot be read. */
export const DAEMON_TX_ERROR = 'Something went wrong get transactions';
/** Spec §9: the "fast" rate when the estimate has none. */
export const DAEMON_DEFAULT_FAST = 20;

const amount = z.union([z.string(), z.number()]);
const balances = z.array(
  z.object({
    currency: z.object({ symbol: z.string().optional() }).optional(),
    confirmed_balance: amount,
    pending_balance: amount.optional(),
  }),
);
const event = z.object({
  type: z.string(),
  source: z.string().optional(),
  destination: z.string().optional(),
  amount: amount.optional(),
  meta: z
    .object({
      index: z.number().optional(),
      script: z.string().optional(),
      addresses: z.array(z.string()).nullable().optional(),
    })
    .nullable()
    .optional(),
});
const daemonTx = z.object({
  id: z.string().regex(TXID),
  block_number: z.number().nullable().optional(),
  date: z.number().optional(),
  status: z.string(),
  confirmations: z.number().optional(),
  events: z.array(event),
});
const txPage = z.object({ data: z.array(daemonTx) });
const utxoState = z.object({
  tx_id: z.string().regex(TXID),
  index: z.number(),
  confirmations: z.number().optional(),
  meta: z.object({ script: z.string().optional() }).nullable().optional(),
});
const utxoPage = z.object({
  data: z.array(
    z.object({
      is_spent: z.boolean().optional(),
      value: amount,
      mined: utxoState.optional(),
      pending: utxoState.optional(),
    }),
  ),
});
const feeEstimate = z.object({
  estimated_fees: z
    .object({ fast: z.number().optional(), medium: z.number().optional() })
    .partial()
    .optional(),
});

function normalize(t: z.infer<typeof daemonTx>): ProviderTx {
  const fee = t.events.find((e) => e.type === 'fee')?.amount;
  return {
    txid: t.id,
    confirmed: t.status === 'completed' && (t.block_number ?? null) !== null,
    blockHeight: t.block_number ?? undefined,
    time: t.date,
    fee: fee === undefined ? undefined : sats(fee),
    // Universal events name the spent address and amount, not the previous outpoint.
    vin: t.events
      .filter((e) => e.type === 'utxo_input')
      .map((e) => ({
        txid: '',
        vout: e.meta?.index ?? -1,
        address: e.source ?? e.meta?.addresses?.[0],
        value: e.amount === undefined ? undefined : sats(e.amount),
      })),
    vout: t.events
      .filter((e) => e.type === 'utxo_output')
      .map((e) => ({
        address: e.destination ?? e.meta?.addresses?.[0],
        value: sats(e.amount ?? 0),
        script: e.meta?.script,
      })),
  };
}

export function blockdaemonProvider(
  base: string,
  protocol: string,
  net: string,
  http: HttpOptions,
  apiKey?: string,
): UtxoProvider {
  const origin = base.replace(/\/+$/, '');
  const root = `${origin}/universal/v1/${protocol}/${net}`;
  const headers: Record<string, string> = apiKey ? { authorization: `Bearer ${apiKey}` } : {};
  const get = <S extends z.ZodType>(url: string, s: S) => getJson(url, s, http, headers);
  return {
    kind: 'blockdaemon',
    endpoint: root,
    async balance(addr) {
      const list = await get(`${root}/account/${encodeURIComponent(addr)}`, balances);
      const native = list[0];
      return {
        confirmed: native ? sats(native.confirmed_balance) : 0n,
        unconfirmed: native?.pending_balance === undefined ? 0n : sats(native.pending_balance),
      };
    },
    async transactions(addr, limit) {
      try {
        const page = await get(
          `${root}/account/${encodeURIComponent(addr)}/txs?order=desc&limit=${limit}`,
          txPage,
        );
        return page.data.map(normalize);
      } catch {
        throw new ProviderAnswerError(DAEMON_TX_ERROR);
      }
    },
    async utxos(addr) {
      const page = await get(`${root}/account/${encodeURIComponent(addr)}/utxo?spent=false`, utxoPage);
      return page.data
        .filter((u) => !u.is_spent && (u.mined ?? u.pending))
        .map((u) => {
          const s = (u.mined ?? u.pending)!;
          return {
            txid: s.tx_id,
            vout: s.index,
            value: sats(u.value),
            address: addr,
            confirmed: Boolean(u.mined),
            script: s.meta?.script,
          };
        });
    },
    async transaction(txid) {
      try {
        return normalize(await get(`${root}/tx/${txid}`, daemonTx));
      } catch (e) {
        if (e instanceof Error && /HTTP 404/.test(e.message)) return null;
        throw e;
      }
    },
    async transactionHex() {
      throw new ProviderAnswerError('raw transactions are not offered by this provider');
    },
    async push(hex) {
      const r = await postJson(
        `${origin}/tx/v1/${protocol}-${net}/send`,
        { tx: hex },
        z.object({ id: z.string().regex(TXID) }),
        http,
        headers,
      );
      return r.id.toLowerCase();
    },
    async status(txid) {
      const t = await this.transaction(txid);
      return t && { confirmed: t.confirmed, blockHeight: t.blockHeight };
    },
    async feeRate() {
      const f = await get(`${root}/tx/estimate_fee`, feeEstimate);
      return f.estimated_fees?.fast ?? DAEMON_DEFAULT_FAST;
    },
  };
}
