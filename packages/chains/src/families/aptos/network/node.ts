/**
 * The Aptos node REST API v1 calls the adapter makes (spec §7 "Aptos sends: RPC or SDK calls"):
 * GET / (chain id, ledger time), GET /accounts/{addr} (sequence number), POST /view with
 * 0x1::coin::balance<AptosCoin> (the APT balance, coin and fungible store together), GET
 * /estimate_gas_price, POST /transactions/simulate and POST /transactions (BCS bodies), GET
 * /transactions/by_hash/{hash} and GET /accounts/{addr}/transactions. Reads go to the endpoints
 * in order and fall back on any fault (unreachable, 30 s timeout, HTTP error, an answer that fails
 * its zod shape); a node's documented "not found" answer is an answer, not a fault.
 */
import type { z } from 'zod';
import { ProviderError, redactUrl, RpcAnswerError } from '../../../net/errors';
import { fetchWithTimeout, type FetchLike } from '../../../net/http';
import { firstAnswer } from '../../../net/pool';
import * as s from './schemas';

export interface HttpSettings {
  fetch: FetchLike;
  timeoutMs: number;
}

const BCS_SIGNED = 'application/x.aptos.signed_transaction+bcs';
const JSON_POST = { method: 'POST', headers: { 'content-type': 'application/json' } } as const;
const base = (url: string) => url.replace(/\/+$/, '');

/** A documented "not found" answer (account_not_found, transaction_not_found...). */
const NOT_FOUND = Symbol('not found');

/** The node refused a transaction (HTTP 4xx with its error answer): an answer, never retried elsewhere. */
export class AptosRefusal extends RpcAnswerError {
  constructor(readonly answer: s.ApiError) {
    super(`${answer.error_code}: ${answer.message}`, 400, answer);
  }
}

const isRefusal = (e: unknown) => e instanceof AptosRefusal;

export class AptosNode {
  constructor(
    readonly endpoints: readonly string[],
    private readonly http: HttpSettings,
  ) {}

  /**
   * One call to one endpoint. `notFound`: error codes of a 404 that mean "none" (NOT_FOUND);
   * `refusals`: whether a 4xx error answer is the node's refusal (AptosRefusal) rather than a fault.
   */
  private async call<S extends z.ZodType>(
    url: string,
    path: string,
    init: RequestInit,
    schema: S,
    o: { notFound?: string[]; refusals?: boolean } = {},
  ): Promise<z.infer<S> | typeof NOT_FOUND> {
    const host = redactUrl(url);
    const started = Date.now();
    const res = await fetchWithTimeout(`${base(url)}${path}`, init, this.http);
    const left = Math.max(1, this.http.timeoutMs - (Date.now() - started));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const text = await Promise.race([
      res.text(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new ProviderError(host, 'timeout', 'body not read in time')), left);
      }),
    ]).finally(() => clearTimeout(timer));
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      if (res.ok) throw new ProviderError(host, 'malformed', 'answer is not JSON');
      throw new ProviderError(host, 'http', `HTTP ${res.status}${text ? `: ${text.slice(0, 120)}` : ''}`);
    }
    if (!res.ok) {
      const error = s.apiError.safeParse(body);
      if (error.success) {
        if (res.status === 404 && o.notFound?.includes(error.data.error_code)) return NOT_FOUND;
        if (o.refusals && res.status >= 400 && res.status < 500) throw new AptosRefusal(error.data);
      }
      throw new ProviderError(host, 'http', `HTTP ${res.status}: ${text.slice(0, 120)}`);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new ProviderError(
        host,
        'malformed',
        `unexpected answer shape${issue ? ` at ${issue.path.join('.') || '(root)'}` : ''}`,
      );
    }
    return parsed.data as z.infer<S>;
  }

  private read<S extends z.ZodType>(
    what: string,
    path: string,
    schema: S,
    init: RequestInit = {},
    o: { notFound?: string[]; refusals?: boolean } = {},
  ): Promise<z.infer<S> | typeof NOT_FOUND> {
    return firstAnswer(what, this.endpoints, (url) => this.call(url, path, init, schema, o), {
      isAnswer: isRefusal,
    });
  }

  async ledgerInfo(): Promise<s.LedgerInfo> {
    return (await this.read('ledger info', '/', s.ledgerInfo)) as s.LedgerInfo;
  }

  /** The next sequence number; 0 for an account the chain has not created yet (it may still hold APT). */
  async sequenceNumber(address: string): Promise<bigint> {
    const a = await this.read(
      'account',
      `/accounts/${address}`,
      s.account,
      {},
      { notFound: ['account_not_found'] },
    );
    return a === NOT_FOUND ? 0n : BigInt(a.sequence_number);
  }

  /** The APT balance: the view function 0x1::coin::balance<AptosCoin> (0 for an unknown account). */
  async balance(address: string): Promise<bigint> {
    const body = JSON.stringify({
      function: '0x1::coin::balance',
      type_arguments: ['0x1::aptos_coin::AptosCoin'],
      arguments: [address],
    });
    const r = await this.read('balance', '/view', s.viewU64, { ...JSON_POST, body });
    if (r === NOT_FOUND) throw new Error('unreachable');
    return BigInt(r[0]);
  }

  async gasPrice(): Promise<s.GasEstimate> {
    return (await this.read('gas price', '/estimate_gas_price', s.gasEstimate)) as s.GasEstimate;
  }

  /** POST /transactions/simulate with a signed transaction whose signature is not valid. */
  async simulate(signed: Uint8Array): Promise<s.Simulated> {
    const r = await this.read(
      'simulation',
      '/transactions/simulate',
      s.simulation,
      { method: 'POST', headers: { 'content-type': BCS_SIGNED }, body: signed as BodyInit },
      { refusals: true },
    );
    return (r as s.Simulated[])[0]!;
  }

  /** POST /transactions to one endpoint: the pending transaction's hash, or the node's refusal. */
  async submitTo(url: string, signed: Uint8Array): Promise<string> {
    const r = await this.call(
      url,
      '/transactions',
      { method: 'POST', headers: { 'content-type': BCS_SIGNED }, body: signed as BodyInit },
      s.pendingTransaction,
      { refusals: true },
    );
    if (r === NOT_FOUND) throw new Error('unreachable');
    return r.hash.toLowerCase();
  }

  /** The transaction by hash: pending, committed, or null while no node knows it. */
  async transaction(hash: string): Promise<s.Transaction | null> {
    const r = await this.read(
      'transaction',
      `/transactions/by_hash/${hash}`,
      s.transaction,
      {},
      { notFound: ['transaction_not_found'] },
    );
    return r === NOT_FOUND ? null : r;
  }

  /** The committed transaction at `version` (history rows), or null when the node has none. */
  async byVersion(version: bigint): Promise<s.Committed | null> {
    const r = await this.read(
      'transaction',
      `/transactions/by_version/${version}`,
      s.committed,
      {},
      { notFound: ['transaction_not_found'] },
    );
    return r === NOT_FOUND ? null : r;
  }
}
