/**
 * The Hedera mirror node REST calls of spec §7: the account with limit 1 and transactions false
 * (balance), the same with limit 20, transactiontype cryptotransfer, transactions true and order
 * desc (history), the network exchange rate, and one transaction by id (confirmation). Mirrors in
 * order with fallback on any fault (unreachable, 30 s timeout, HTTP error, malformed answer). A
 * 404 is an answer: no such account, or a transaction the mirror has not seen yet.
 */
import type { z } from 'zod';
import { ProviderError, redactUrl } from '../../../net/errors';
import { fetchWithTimeout, withQuery, type FetchLike } from '../../../net/http';
import { firstAnswer } from '../../../net/pool';
import * as s from './schemas';

export interface HttpSettings {
  fetch: FetchLike;
  timeoutMs: number;
}

const base = (url: string) => url.replace(/\/+$/, '');

/**
 * The mirror's own error body ({"_status":{"messages":[…]}}): only a 404 carrying it says "not
 * found"; any other 404 (a wrong path, a proxy's page) is a fault, never an account of 0.
 */
function isMirrorError(text: string): boolean {
  try {
    const messages = (JSON.parse(text) as { _status?: { messages?: unknown } } | null)?._status?.messages;
    return Array.isArray(messages);
  } catch {
    return false;
  }
}

/** GET and validate; null for a 404 (the mirror's "Not found") when `notFound` is an answer. */
async function getJson<S extends z.ZodType>(
  url: string,
  schema: S,
  http: HttpSettings,
  notFound: boolean,
): Promise<z.infer<S> | null> {
  const host = redactUrl(url);
  const started = Date.now();
  const res = await fetchWithTimeout(url, { headers: { accept: 'application/json' } }, http);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const text = await Promise.race([
    res.text(),
    new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new ProviderError(host, 'timeout', `body not read within ${http.timeoutMs} ms`)),
        Math.max(1, http.timeoutMs - (Date.now() - started)),
      );
    }),
  ]).finally(() => clearTimeout(timer));
  if (res.status === 404 && notFound && isMirrorError(text)) return null;
  if (!res.ok)
    throw new ProviderError(host, 'http', `HTTP ${res.status}${text ? `: ${text.slice(0, 120)}` : ''}`);
  let body: unknown;
  try {
    body = JSON.parse(s.quoteBigIntegers(text));
  } catch {
    throw new ProviderError(host, 'malformed', 'answer is not JSON');
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
  return parsed.data;
}

export class MirrorNode {
  constructor(
    readonly endpoints: readonly string[],
    readonly http: HttpSettings,
  ) {}

  private read<S extends z.ZodType>(
    what: string,
    path: string,
    query: Record<string, string | number>,
    schema: S,
    notFound = true,
  ) {
    return firstAnswer(what, this.endpoints, (url) =>
      getJson(withQuery(`${base(url)}${path}`, query), schema, this.http, notFound),
    );
  }

  /** The account (balance, key), or null when none exists for this id or alias. */
  account(id: string): Promise<s.MirrorAccount | null> {
    return this.read(
      'balance',
      `/api/v1/accounts/${encodeURIComponent(id)}`,
      { limit: 1, transactions: 'false' },
      s.account,
    );
  }

  /**
   * The account with its latest 20 crypto transfers (newest first), or null when none exists;
   * `before` (links.next's timestamp bound, lt:{seconds.nanos}) gives the older page.
   */
  history(id: string, limit: number, before?: string): Promise<s.MirrorAccount | null> {
    return this.read(
      'history',
      `/api/v1/accounts/${encodeURIComponent(id)}`,
      {
        limit,
        transactiontype: 'cryptotransfer',
        transactions: 'true',
        order: 'desc',
        ...(before ? { timestamp: before } : {}),
      },
      s.account,
    );
  }

  async exchangeRate(): Promise<s.ExchangeRate> {
    const rate = await this.read('exchange rate', '/api/v1/network/exchangerate', {}, s.exchangeRate, false);
    return rate!;
  }

  /** The transaction's records (one per attempt), empty while the mirror has not seen it. */
  async transaction(id: string): Promise<s.MirrorTransaction[]> {
    const r = await this.read(
      'transaction',
      `/api/v1/transactions/${encodeURIComponent(id)}`,
      {},
      s.transactions,
    );
    return r?.transactions ?? [];
  }
}
