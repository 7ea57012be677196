/**
 * The REST calls of the Cosmos family (spec §7, and the SDK's LCD for what the spec leaves out):
 * node info (chain id), auth account, bank balances, simulate, broadcast (BROADCAST_MODE_SYNC), tx by
 * hash, tx search by events (THORChain's history: limit 20, page 1, then the cursor's pages), THORNode constants and
 * Mintscan's account transactions (take 20). Reads go to the endpoints in order and fall back on
 * any fault (network, 30 s timeout, HTTP error, an answer that fails its shape); a {code, message}
 * 4xx is the node's verdict, returned as such.
 */
import type { z } from 'zod';
import { ProviderError, redactUrl } from '../../../net/errors';
import { fetchWithTimeout, withQuery, type FetchLike } from '../../../net/http';
import { firstAnswer } from '../../../net/pool';
import * as s from './schemas';

export interface LcdOptions {
  fetch: FetchLike;
  timeoutMs: number;
  headers?: Record<string, string>;
}

/** The node answered 4xx with {code, message}: a verdict on the request, not a fault. */
export class NodeVerdict extends Error {
  override name = 'NodeVerdict';
  constructor(
    readonly status: number,
    readonly verdict: s.RestError,
  ) {
    super(verdict.message);
  }
}

async function request<S extends z.ZodType>(
  url: string,
  init: RequestInit,
  schema: S,
  o: LcdOptions,
): Promise<z.infer<S>> {
  const host = redactUrl(url);
  const started = Date.now();
  const res = await fetchWithTimeout(url, { ...init, headers: { ...o.headers, ...init.headers } }, o);
  const left = Math.max(1, o.timeoutMs - (Date.now() - started));
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
    throw new ProviderError(host, res.ok ? 'malformed' : 'http', `HTTP ${res.status}: answer is not JSON`);
  }
  if (!res.ok) {
    const v = s.restError.safeParse(body);
    if (res.status >= 400 && res.status < 500 && v.success) throw new NodeVerdict(res.status, v.data);
    throw new ProviderError(host, 'http', `HTTP ${res.status}`);
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
  return parsed.data;
}

/** gRPC NotFound (5) as REST: the account or transaction is not there (yet). */
const notFound = (e: unknown) => e instanceof NodeVerdict && (e.status === 404 || e.verdict.code === 5);

const rethrow = (e: NodeVerdict): never => {
  throw e;
};

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

export class Lcd {
  constructor(
    readonly endpoints: readonly string[],
    private readonly o: LcdOptions,
  ) {}

  /** A read in order with fallback; `verdict` turns a node verdict into an answer (or rethrows). */
  private read<S extends z.ZodType, T = z.infer<S>>(
    what: string,
    path: (base: string) => string,
    schema: S,
    init: RequestInit = { method: 'GET' },
    verdict?: (e: NodeVerdict) => T,
  ): Promise<z.infer<S> | T> {
    return firstAnswer(
      what,
      this.endpoints,
      async (endpoint) => {
        try {
          return await request(path(endpoint.replace(/\/+$/, '')), init, schema, this.o);
        } catch (e) {
          if (e instanceof NodeVerdict && verdict) return verdict(e);
          if (e instanceof NodeVerdict)
            throw new ProviderError(
              redactUrl(endpoint),
              'http',
              `HTTP ${e.status}: ${e.message.slice(0, 120)}`,
            );
          throw e;
        }
      },
      { isAnswer: (e) => e instanceof NodeVerdict },
    );
  }

  async chainId(): Promise<string> {
    const info = await this.read(
      'node info',
      (b) => `${b}/cosmos/base/tendermint/v1beta1/node_info`,
      s.nodeInfo,
    );
    return info.default_node_info.network;
  }

  /** Account number and sequence, or null for an address the chain has never seen. */
  async account(address: string): Promise<{ account_number: string; sequence: string } | null> {
    const a = await this.read(
      `account ${address}`,
      (b) => `${b}/cosmos/auth/v1beta1/accounts/${address}`,
      s.account,
      undefined,
      (e) => {
        if (notFound(e)) return null;
        throw e;
      },
    );
    return a ? a.account : null;
  }

  async balance(address: string, denom: string): Promise<bigint> {
    const r = await this.read(
      `balance of ${address}`,
      (b) => `${b}/cosmos/bank/v1beta1/balances/${address}`,
      s.balances,
    );
    return BigInt(r.balances.find((c) => c.denom === denom)?.amount ?? '0');
  }

  /** Gas used by a transaction (a verdict is thrown: the node refused the simulation). */
  async simulate(txBytes: string): Promise<bigint> {
    const r = await this.read(
      'simulate',
      (b) => `${b}/cosmos/tx/v1beta1/simulate`,
      s.simulate,
      json({ tx_bytes: txBytes }),
      rethrow,
    );
    return BigInt(r.gas_info.gas_used);
  }

  broadcast(txBytes: string) {
    return this.read(
      'broadcast',
      (b) => `${b}/cosmos/tx/v1beta1/txs`,
      s.broadcast,
      json({ tx_bytes: txBytes, mode: 'BROADCAST_MODE_SYNC' }),
      rethrow,
    ).then((r) => r.tx_response);
  }

  /** The transaction by hash, or null while no block holds it. */
  async tx(hash: string): Promise<s.TxResponse | null> {
    const r = await this.read(
      `tx ${hash}`,
      (b) => `${b}/cosmos/tx/v1beta1/txs/${hash}`,
      s.tx,
      undefined,
      (e) => {
        if (notFound(e) || /not found/i.test(e.message)) return null;
        throw e;
      },
    );
    return r ? r.tx_response : null;
  }

  /** Transactions matching an events query, newest first, page `page` (1-based) of `limit` (SDK 0.50 GetTxsEvent). */
  async search(query: string, limit: number, page = 1): Promise<s.TxResponse[]> {
    const r = await this.read(
      `transactions (${query})`,
      (b) => withQuery(`${b}/cosmos/tx/v1beta1/txs`, { query, limit, page, order_by: 'ORDER_BY_DESC' }),
      s.txSearch,
    );
    return r.tx_responses ?? [];
  }

  /** THORNode's native transaction fee (1e-8 RUNE), or undefined when the constants omit it. */
  async nativeFee(): Promise<bigint | undefined> {
    const r = await this.read('constants', (b) => `${b}/thorchain/constants`, s.thorConstants);
    const fee = r.int_64_values.NativeTransactionFee;
    return fee === undefined ? undefined : BigInt(fee);
  }

  /** Mintscan: the account's latest transactions, take `take`; after `searchAfter` for older ones. */
  async mintscan(address: string, take: number, searchAfter?: string) {
    const r = await this.read(
      `transactions of ${address}`,
      (b) => withQuery(`${b}/v1/cosmos/accounts/${address}/transactions`, { take, searchAfter }),
      s.mintscanTxs,
    );
    const next = r.pagination?.searchAfter;
    return {
      transactions: r.transactions,
      next: next === null || next === undefined ? undefined : String(next),
    };
  }
}
