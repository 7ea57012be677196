/**
 * The rippled JSON-RPC calls the adapter makes (spec §7: account_tx with limit 20, server_info,
 * the autofill reads — account_info — submit, and tx for the wait). Reads go to the endpoints in
 * order and fall back on any fault (unreachable, 30 s timeout, HTTP error, an answer that fails its
 * zod shape, a server error such as tooBusy); "not found" errors are answers, not faults.
 */
import type { z } from 'zod';
import { ProviderError, redactUrl, RpcAnswerError } from '../../../net/errors';
import { requestJson, type FetchLike } from '../../../net/http';
import { firstAnswer } from '../../../net/pool';
import { parseUnits } from '../../../units';
import * as s from './schemas';

export interface RpcOptions {
  fetch: FetchLike;
  timeoutMs: number;
}

export interface AccountInfo {
  balance: bigint;
  sequence: number;
  ownerCount: number;
  /** Set when read from the open (current) ledger: autofill's LastLedgerSequence base. */
  ledgerCurrentIndex?: number;
}

export interface ServerInfo {
  /** Drops a reference transaction costs before load scaling. */
  baseFee: bigint;
  loadFactor: number;
  /** Drops; absent when the server does not say (the family then uses the spec's default). */
  reserveBase?: bigint;
  reserveInc?: bigint;
  validatedSeq: number;
}

export interface LedgerTx {
  hash: string;
  type: string;
  account: string;
  destination?: string;
  /** XRP delivered (or asked for, when the meta has no delivered amount), drops; null: not XRP. */
  amount: bigint | null;
  result: string;
  validated: boolean;
  ledgerIndex?: number;
  /** Milliseconds since 1970. */
  time?: number;
}

export interface TxLookup {
  validated: boolean;
  result?: string;
  ledgerIndex?: number;
}

/** Seconds between 1970-01-01 and the XRP Ledger epoch, 2000-01-01 (xrpl.org "Specifying Time"). */
export const RIPPLE_EPOCH = 946_684_800;
const JSON_POST = { method: 'POST', headers: { 'content-type': 'application/json' } } as const;

/** 0.00001 (a number or a string) → 10 drops; more than 6 decimals is malformed. */
export function xrpToDrops(v: number | string): bigint {
  const text = typeof v === 'number' ? v.toFixed(6) : v;
  return parseUnits(text, 6);
}

/**
 * One call: `{method, params: [params]}`. An error answer whose code is in `answers` comes back as
 * `null`; any other error answer throws (a provider fault; for submit, the caller treats it as a
 * refusal).
 */
export async function rippledCall<S extends z.ZodType>(
  url: string,
  method: string,
  params: Record<string, unknown>,
  schema: S,
  http: RpcOptions,
  answers: readonly string[] = [],
): Promise<z.infer<S> | null> {
  const host = redactUrl(url);
  const body = JSON.stringify({ method, params: [params] });
  const { result } = await requestJson(url, { ...JSON_POST, body }, s.envelope, http);
  if (result.status === 'error' || 'error' in result) {
    const e = s.errorResult.safeParse(result);
    if (!e.success) throw new ProviderError(host, 'malformed', `unexpected ${method} error answer`);
    if (answers.includes(e.data.error)) return null;
    const why = e.data.error_exception ?? e.data.error_message;
    throw new RpcAnswerError(`${e.data.error}${why ? `: ${why}` : ''}`, e.data.error_code ?? 0);
  }
  const parsed = schema.safeParse(result);
  if (!parsed.success) {
    const at = parsed.error.issues[0]?.path.join('.');
    throw new ProviderError(host, 'malformed', `unexpected ${method} answer${at ? ` at ${at}` : ''}`);
  }
  return parsed.data;
}

function toLedgerTx(e: s.AccountTxEntry): LedgerTx | null {
  const t = 'tx' in e ? e.tx : e.tx_json;
  const hash = 'hash' in e && typeof e.hash === 'string' ? e.hash : t.hash;
  if (!hash || typeof e.meta === 'string') return null;
  const delivered = e.meta.delivered_amount;
  const asked = t.Amount ?? t.DeliverMax;
  const xrp = typeof delivered === 'string' && delivered !== 'unavailable' ? delivered : asked;
  const ledgerIndex = 'ledger_index' in e && e.ledger_index !== undefined ? e.ledger_index : t.ledger_index;
  const iso = 'close_time_iso' in e ? e.close_time_iso : undefined;
  const time = t.date !== undefined ? (t.date + RIPPLE_EPOCH) * 1000 : iso ? Date.parse(iso) : undefined;
  return {
    hash: hash.toUpperCase(),
    type: t.TransactionType,
    account: t.Account,
    ...(t.Destination ? { destination: t.Destination } : {}),
    amount: typeof xrp === 'string' ? BigInt(xrp) : null,
    result: e.meta.TransactionResult,
    validated: e.validated === true,
    ...(ledgerIndex !== undefined ? { ledgerIndex } : {}),
    ...(time !== undefined && Number.isFinite(time) ? { time } : {}),
  };
}

export class RippledRpc {
  constructor(
    readonly endpoints: readonly string[],
    private readonly http: RpcOptions,
  ) {}

  private read<S extends z.ZodType>(
    what: string,
    method: string,
    params: Record<string, unknown>,
    schema: S,
    answers: readonly string[] = [],
  ): Promise<z.infer<S> | null> {
    return firstAnswer(what, this.endpoints, (url) =>
      rippledCall(url, method, params, schema, this.http, answers),
    );
  }

  /** null: the account is not on the ledger (actNotFound). */
  async accountInfo(account: string, ledger: 'current' | 'validated'): Promise<AccountInfo | null> {
    const r = await this.read(
      `account ${account}`,
      'account_info',
      { account, ledger_index: ledger },
      s.accountInfoResult,
      ['actNotFound'],
    );
    if (!r) return null;
    return {
      balance: BigInt(r.account_data.Balance),
      sequence: r.account_data.Sequence,
      ownerCount: r.account_data.OwnerCount,
      ...(r.ledger_current_index !== undefined ? { ledgerCurrentIndex: r.ledger_current_index } : {}),
    };
  }

  async serverInfo(): Promise<ServerInfo> {
    return firstAnswer('server_info', this.endpoints, async (url) => {
      const r = (await rippledCall(url, 'server_info', {}, s.serverInfoResult, this.http))!;
      const v = r.info.validated_ledger;
      try {
        return {
          baseFee: xrpToDrops(v.base_fee_xrp),
          loadFactor: r.info.load_factor ?? 1,
          ...(v.reserve_base_xrp !== undefined ? { reserveBase: xrpToDrops(v.reserve_base_xrp) } : {}),
          ...(v.reserve_inc_xrp !== undefined ? { reserveInc: xrpToDrops(v.reserve_inc_xrp) } : {}),
          validatedSeq: v.seq,
        };
      } catch {
        throw new ProviderError(redactUrl(url), 'malformed', 'server_info amounts are not whole drops');
      }
    });
  }

  /** The newest `limit` transactions of the account, newest first; [] when it is not on the ledger. */
  /** Newest first; `marker` (the previous page's) continues with older entries. */
  async accountTx(
    account: string,
    limit: number,
    marker?: unknown,
  ): Promise<{ txs: LedgerTx[]; marker?: unknown }> {
    const r = await this.read(
      `history of ${account}`,
      'account_tx',
      {
        account,
        ledger_index_min: -1,
        ledger_index_max: -1,
        limit,
        forward: false,
        binary: false,
        ...(marker === undefined ? {} : { marker }),
      },
      s.accountTxResult,
      ['actNotFound'],
    );
    const txs = (r?.transactions ?? []).flatMap((e) => toLedgerTx(e) ?? []);
    return r?.marker === undefined || r.marker === null ? { txs } : { txs, marker: r.marker };
  }

  /** null: no server has the transaction (txnNotFound). */
  async tx(hash: string): Promise<TxLookup | null> {
    const r = await this.read(`transaction ${hash}`, 'tx', { transaction: hash, binary: false }, s.txResult, [
      'txnNotFound',
    ]);
    if (!r) return null;
    return {
      validated: r.validated === true,
      ...(r.meta ? { result: r.meta.TransactionResult } : {}),
      ...(r.ledger_index !== undefined ? { ledgerIndex: r.ledger_index } : {}),
    };
  }

  /** submit on one endpoint: its preliminary result (an error answer throws RpcAnswerError). */
  async submitTo(url: string, blob: string): Promise<z.infer<typeof s.submitResult>> {
    return (await rippledCall(url, 'submit', { tx_blob: blob }, s.submitResult, this.http))!;
  }
}
