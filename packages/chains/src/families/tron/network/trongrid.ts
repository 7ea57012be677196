/**
 * The Tron calls of spec §7: the full node's wallet/* API (TronGrid), its v1 history API, and the
 * tronscan API (transaction-info, pagewitness). Reads go to each endpoint in order and fall back on
 * any fault (network, 30 s timeout, HTTP error, an answer that fails its shape).
 */
import { parse } from 'lossless-json';
import type { z } from 'zod';
import { ProviderError, redactUrl } from '../../../net/errors';
import { fetchWithTimeout, withQuery, type FetchLike } from '../../../net/http';
import { firstAnswer } from '../../../net/pool';
import * as s from './schemas';

export interface TronGridOptions {
  fetch: FetchLike;
  timeoutMs: number;
  /** TronGrid's API key (AdapterConfig.apiKeys.trongrid), sent as the TRON-PRO-API-KEY header. */
  apiKey?: string;
}

const HISTORY_LIMIT = 20;

/**
 * java-tron writes int64 as bare JSON numbers; those past 2^53 (balances over 9 billion TRX) would
 * lose digits in JSON.parse, so integers beyond it are read as their digits (the schemas take
 * both). lossless-json reads the numbers' source text; a regex over the JSON text could also
 * rewrite digits inside a string value.
 */
export function parseExact(text: string): unknown {
  return parse(text, null, (digits) =>
    /^-?\d+$/.test(digits) && !Number.isSafeInteger(Number(digits)) ? digits : Number(digits),
  );
}

async function requestJson<S extends z.ZodType>(
  url: string,
  init: RequestInit,
  schema: S,
  o: TronGridOptions,
) {
  const host = redactUrl(url);
  const started = Date.now();
  const keyed = o.apiKey
    ? { ...init, headers: { ...(init.headers as Record<string, string>), 'TRON-PRO-API-KEY': o.apiKey } }
    : init;
  const res = await fetchWithTimeout(url, keyed, o);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const text = await Promise.race([
    res.text(),
    new Promise<never>((_, reject) => {
      const left = Math.max(1, o.timeoutMs - (Date.now() - started));
      timer = setTimeout(() => reject(new ProviderError(host, 'timeout', 'body not read in time')), left);
    }),
  ]).finally(() => clearTimeout(timer));
  if (!res.ok)
    throw new ProviderError(host, 'http', `HTTP ${res.status}${text ? `: ${text.slice(0, 120)}` : ''}`);
  let body: unknown;
  try {
    body = parseExact(text);
  } catch {
    throw new ProviderError(host, 'malformed', 'answer is not JSON');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ProviderError(
      host,
      'malformed',
      `unexpected answer shape at ${issue?.path.join('.') || '(root)'}`,
    );
  }
  return parsed.data as z.infer<S>;
}

export class TronGrid {
  constructor(
    readonly nodes: readonly string[],
    readonly scans: readonly string[],
    private readonly o: TronGridOptions,
  ) {}

  private get<S extends z.ZodType>(
    what: string,
    list: readonly string[],
    path: string,
    q: Record<string, string | number | undefined>,
    schema: S,
  ) {
    return firstAnswer(what, list, (base) =>
      requestJson(withQuery(`${base.replace(/\/+$/, '')}${path}`, q), { method: 'GET' }, schema, this.o),
    );
  }

  private post<S extends z.ZodType>(what: string, path: string, body: unknown, schema: S) {
    return firstAnswer(what, this.nodes, (base) =>
      requestJson(
        `${base.replace(/\/+$/, '')}${path}`,
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
        schema,
        this.o,
      ),
    );
  }

  account(address: string) {
    return this.post('getaccount', '/wallet/getaccount', { address, visible: true }, s.account);
  }

  accountResource(address: string) {
    return this.post(
      'getaccountresource',
      '/wallet/getaccountresource',
      { address, visible: true },
      s.accountResource,
    );
  }

  reward(address: string) {
    return this.post('getReward', '/wallet/getReward', { address, visible: true }, s.reward);
  }

  transactionInfoById(hash: string) {
    return this.post(
      'gettransactioninfobyid',
      '/wallet/gettransactioninfobyid',
      { value: hash },
      s.txInfoById,
    );
  }

  nowBlock() {
    return this.post('getnowblock', '/wallet/getnowblock', {}, s.nowBlock);
  }

  chainParameters() {
    return this.post('getchainparameters', '/wallet/getchainparameters', {}, s.chainParameters);
  }

  /** A read-only TRC-20 call (balanceOf, decimals, symbol) or a transfer's energy estimate. */
  constantCall(owner: string, contract: string, selector: string, parameter: string) {
    return this.post(
      'triggerconstantcontract',
      '/wallet/triggerconstantcontract',
      {
        owner_address: owner,
        contract_address: contract,
        function_selector: selector,
        parameter,
        visible: true,
      },
      s.constantCall,
    );
  }

  /** One submission per endpoint in order: the first answer is the network's verdict. */
  broadcast(tx: unknown) {
    return this.post('broadcasttransaction', '/wallet/broadcasttransaction', tx, s.broadcastAnswer);
  }

  /** Newest first; `fingerprint` (the previous page's meta.fingerprint) gives the next. */
  transactions(address: string, fingerprint?: string) {
    return this.get(
      'transactions',
      this.nodes,
      `/v1/accounts/${address}/transactions`,
      { limit: HISTORY_LIMIT, ...(fingerprint ? { fingerprint } : {}) },
      s.v1Transactions,
    );
  }

  trc20Transfers(address: string, contract: string, fingerprint?: string) {
    return this.get(
      'trc20 transfers',
      this.nodes,
      `/v1/accounts/${address}/transactions/trc20`,
      { limit: HISTORY_LIMIT, contract_address: contract, ...(fingerprint ? { fingerprint } : {}) },
      s.v1Trc20Transfers,
    );
  }

  transactionInfo(hash: string) {
    return this.get('transaction-info', this.scans, '/api/transaction-info', { hash }, s.transactionInfo);
  }

  witnesses() {
    return this.get('pagewitness', this.scans, '/api/pagewitness', {}, s.pageWitness);
  }
}
