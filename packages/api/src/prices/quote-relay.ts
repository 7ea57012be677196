/**
 * Relay of CoinMarketCap's GET /cryptocurrency/quotes/latest: several API keys sent as X-CMC_PRO_API_KEY,
 * rotation to the next key on HTTP 429, a 5-minute cache per (symbols, convert), and one upstream call
 * at a time per cache entry; with `shared` (REDIS_URL) the cache and the keys' resting state are
 * shared by every instance (relay-state.ts). Numbers inside `quote` objects are passed on as exact decimal strings (decimal-quotes.ts).
 */
import { ApiError } from '../http/errors';
import { parseQuotes } from './decimal-quotes';
import { apiKeyId, type SharedRelayState, type StoredQuote } from './relay-state';

export const PRICE_CACHE_TTL_MS = 5 * 60 * 1000;
export const ALL_KEYS_RATE_LIMITED = 'All price API keys are rate-limited';
export const NO_KEYS_CONFIGURED = 'No price API keys are configured';
export const NO_KEY_ACCEPTED = 'No configured price API key is accepted by the price provider';

/** The upstream's documented answer (v1: data keyed by symbol; v2 wraps each entry in an array). */
export interface QuotesResponse {
  status: { error_code: number; error_message: string | null; [k: string]: unknown };
  data?: Record<string, unknown>;
}

export interface QuoteAnswer {
  /** The response serialized once, so cache hits send it without work. */
  body: string;
  value: QuotesResponse;
  fetchedAt: number;
  expiresAt: number;
}

export interface RelayLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export interface QuoteRelayOptions {
  baseUrl: string;
  apiKeys: readonly string[];
  fetch?: typeof fetch;
  cacheTtlMs?: number;
  timeoutMs?: number;
  /** How long a key rests after a 429 without Retry-After (CoinMarketCap's limits reset each minute). */
  rateLimitCooldownMs?: number;
  /** How long a key rests after 401/402/403 (invalid, unpaid or not entitled). */
  rejectedCooldownMs?: number;
  now?: () => number;
  log?: RelayLog;
  maxCacheEntries?: number;
  /** Cache and key state shared with the other API instances (Redis); absent, all stays in memory. */
  shared?: SharedRelayState;
}

interface KeyState {
  restingUntil: number;
  reason: 'rate-limited' | 'rejected' | null;
}

export function cacheKey(symbols: readonly string[], convert: readonly string[]): string {
  return `${symbols.join(',')}|${convert.join(',')}`;
}

/** Upper-cases, de-duplicates and sorts the symbols (one cache entry per set); keeps convert's order. */
export function normalizeQuery(symbols: readonly string[], convert: readonly string[]) {
  const sym = [...new Set(symbols.map((s) => s.trim().toUpperCase()).filter(Boolean))].sort();
  const conv = [...new Set(convert.map((s) => s.trim().toUpperCase()).filter(Boolean))];
  return { symbols: sym, convert: conv.length ? conv : ['USD'] };
}

function upstreamMessage(value: unknown): string | undefined {
  const msg = (value as QuotesResponse | undefined)?.status?.error_message;
  return typeof msg === 'string' && msg ? msg.slice(0, 300) : undefined;
}

export class QuoteRelay {
  private readonly keys: KeyState[];
  private cursor = 0;
  private readonly cache = new Map<string, QuoteAnswer>();
  private readonly inFlight = new Map<string, Promise<QuoteAnswer>>();
  private readonly fetchFn: typeof fetch;
  private readonly now: () => number;
  private readonly ttl: number;

  constructor(private readonly options: QuoteRelayOptions) {
    this.keys = options.apiKeys.map(() => ({ restingUntil: 0, reason: null }));
    this.fetchFn = options.fetch ?? fetch;
    this.now = options.now ?? Date.now;
    this.ttl = options.cacheTtlMs ?? PRICE_CACHE_TTL_MS;
  }

  /** A fresh cached answer, if there is one, without any I/O. */
  cached(symbols: readonly string[], convert: readonly string[]): QuoteAnswer | undefined {
    const q = normalizeQuery(symbols, convert);
    const hit = this.cache.get(cacheKey(q.symbols, q.convert));
    return hit && hit.expiresAt > this.now() ? hit : undefined;
  }

  async latest(symbols: readonly string[], convert: readonly string[]): Promise<QuoteAnswer> {
    const q = normalizeQuery(symbols, convert);
    const key = cacheKey(q.symbols, q.convert);
    const hit = this.cache.get(key);
    if (hit && hit.expiresAt > this.now()) return hit;
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.sharedOrFetched(key, q.symbols, q.convert).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    const answer = await pending;
    this.remember(key, answer);
    return answer;
  }

  private remember(key: string, answer: QuoteAnswer): void {
    this.cache.set(key, answer);
    const max = this.options.maxCacheEntries ?? 1000;
    if (this.cache.size <= max) return;
    const now = this.now();
    for (const [k, v] of this.cache) if (v.expiresAt <= now) this.cache.delete(k);
    while (this.cache.size > max) this.cache.delete(this.cache.keys().next().value as string);
  }

  /** Another instance's fresh answer (shared state), else the upstream's, which is then shared. */
  private async sharedOrFetched(key: string, symbols: string[], convert: string[]): Promise<QuoteAnswer> {
    const shared = this.options.shared;
    const stored = await shared?.getQuote(key);
    if (stored && stored.expiresAt > this.now()) {
      try {
        return { ...stored, value: JSON.parse(stored.body) as QuotesResponse };
      } catch {
        // A damaged entry is a miss.
      }
    }
    const answer = await this.fetchWithRotation(symbols, convert);
    const toShare: StoredQuote = {
      body: answer.body,
      fetchedAt: answer.fetchedAt,
      expiresAt: answer.expiresAt,
    };
    await shared?.putQuote(key, toShare);
    return answer;
  }

  /** Whether key `index` rests, here or (shared state) because another instance found it exhausted. */
  private async resting(index: number): Promise<boolean> {
    const state = this.keys[index]!;
    if (state.restingUntil > this.now()) return true;
    const rest = await this.options.shared?.getRest(apiKeyId(this.options.apiKeys[index]!));
    if (!rest || rest.restingUntil <= this.now()) return false;
    state.restingUntil = rest.restingUntil;
    state.reason = rest.reason;
    return true;
  }

  private async fetchWithRotation(symbols: string[], convert: string[]): Promise<QuoteAnswer> {
    const n = this.keys.length;
    if (n === 0) throw new ApiError(503, NO_KEYS_CONFIGURED);
    for (let tried = 0; tried < n; tried++) {
      const index = (this.cursor + tried) % n;
      const state = this.keys[index]!;
      if (await this.resting(index)) continue;
      const res = await this.callUpstream(index, symbols, convert);
      if (res.status === 429 || res.status === 401 || res.status === 402 || res.status === 403) {
        const rateLimited = res.status === 429;
        const retryAfter = Number(res.headers.get('retry-after'));
        const rest = rateLimited
          ? Number.isFinite(retryAfter) && retryAfter > 0
            ? retryAfter * 1000
            : (this.options.rateLimitCooldownMs ?? 60_000)
          : (this.options.rejectedCooldownMs ?? 10 * 60_000);
        state.restingUntil = this.now() + rest;
        state.reason = rateLimited ? 'rate-limited' : 'rejected';
        await this.options.shared?.putRest(apiKeyId(this.options.apiKeys[index]!), {
          restingUntil: state.restingUntil,
          reason: state.reason,
        });
        // The key's position only, never the key.
        this.options.log?.warn(
          { keyIndex: index, upstreamStatus: res.status, restMs: rest },
          'price API key resting',
        );
        await res.body?.cancel();
        continue;
      }
      this.cursor = index;
      return this.readAnswer(res);
    }
    const anyRateLimited = this.keys.some((k) => k.reason === 'rate-limited' && k.restingUntil > this.now());
    const soonest = Math.min(...this.keys.map((k) => k.restingUntil));
    const retryAfter = String(Math.max(1, Math.ceil((soonest - this.now()) / 1000)));
    throw new ApiError(503, anyRateLimited ? ALL_KEYS_RATE_LIMITED : NO_KEY_ACCEPTED, {
      'retry-after': retryAfter,
    });
  }

  private async callUpstream(index: number, symbols: string[], convert: string[]): Promise<Response> {
    const url = new URL(`${this.options.baseUrl.replace(/\/+$/, '')}/cryptocurrency/quotes/latest`);
    url.searchParams.set('symbol', symbols.join(','));
    url.searchParams.set('convert', convert.join(','));
    try {
      return await this.fetchFn(url, {
        headers: { 'X-CMC_PRO_API_KEY': this.options.apiKeys[index]!, Accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (err) {
      const timedOut = (err as Error)?.name === 'TimeoutError';
      this.options.log?.warn({ keyIndex: index, timedOut }, 'price API unreachable');
      throw new ApiError(timedOut ? 504 : 502, timedOut ? 'Price API timed out' : 'Price API is unreachable');
    }
  }

  private async readAnswer(res: Response): Promise<QuoteAnswer> {
    const text = await res.text();
    let value: QuotesResponse | undefined;
    try {
      value = parseQuotes(text) as QuotesResponse;
    } catch {
      value = undefined;
    }
    if (res.status === 400)
      throw new ApiError(400, upstreamMessage(value) ?? 'The price API rejected the query');
    if (!res.ok || !value || typeof value !== 'object' || !value.status) {
      throw new ApiError(502, `Price API answered HTTP ${res.status}${value ? '' : ' without valid JSON'}`);
    }
    if (value.status.error_code !== 0) {
      throw new ApiError(502, upstreamMessage(value) ?? `Price API error ${value.status.error_code}`);
    }
    const fetchedAt = this.now();
    return { body: JSON.stringify(value), value, fetchedAt, expiresAt: fetchedAt + this.ttl };
  }
}
