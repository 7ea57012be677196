/**
 * What the price relay shares between API instances when REDIS_URL is set: cached quote answers
 * (so one upstream call serves every instance) and which API keys are resting after a 429 or a
 * refusal (so no instance spends a request on a key another found exhausted). Keys are named by a
 * fingerprint, never stored. When Redis is down, each instance keeps its own (the relay's memory).
 */
import { createHash } from 'node:crypto';
import type { RedisLink } from '../redis/link';

export interface StoredQuote {
  body: string;
  fetchedAt: number;
  expiresAt: number;
}

export interface KeyRest {
  restingUntil: number;
  reason: 'rate-limited' | 'rejected';
}

export interface SharedRelayState {
  getQuote(cacheKey: string): Promise<StoredQuote | undefined>;
  putQuote(cacheKey: string, quote: StoredQuote): Promise<void>;
  getRest(keyId: string): Promise<KeyRest | undefined>;
  putRest(keyId: string, rest: KeyRest): Promise<void>;
}

export const QUOTE_KEY_PREFIX = 'kestrel:api:quotes:';
export const PRICE_KEY_REST_PREFIX = 'kestrel:api:price-keys:';

/** A stable name for an API key that does not reveal it (the first 16 hex digits of its SHA-256). */
export function apiKeyId(apiKey: string): string {
  return createHash('sha256').update(apiKey).digest('hex').slice(0, 16);
}

function parsed<T>(text: string | null | undefined, valid: (v: unknown) => v is T): T | undefined {
  if (!text) return undefined;
  try {
    const v: unknown = JSON.parse(text);
    return valid(v) ? v : undefined;
  } catch {
    return undefined;
  }
}

const isQuote = (v: unknown): v is StoredQuote =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as StoredQuote).body === 'string' &&
  typeof (v as StoredQuote).fetchedAt === 'number' &&
  typeof (v as StoredQuote).expiresAt === 'number';

const isRest = (v: unknown): v is KeyRest =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as KeyRest).restingUntil === 'number' &&
  ((v as KeyRest).reason === 'rate-limited' || (v as KeyRest).reason === 'rejected');

/** The shared state in Redis; entries expire when they stop mattering (Redis's PX). */
export function redisRelayState(link: RedisLink, now: () => number = Date.now): SharedRelayState {
  const put = async (key: string, value: object, until: number) => {
    const ms = Math.ceil(until - now());
    if (ms > 0) await link.run(['SET', key, JSON.stringify(value), 'PX', String(ms)]);
  };
  return {
    getQuote: async (cacheKey) =>
      parsed(await link.run<string | null>(['GET', QUOTE_KEY_PREFIX + cacheKey]), isQuote),
    putQuote: (cacheKey, quote) => put(QUOTE_KEY_PREFIX + cacheKey, quote, quote.expiresAt),
    getRest: async (keyId) =>
      parsed(await link.run<string | null>(['GET', PRICE_KEY_REST_PREFIX + keyId]), isRest),
    putRest: (keyId, rest) => put(PRICE_KEY_REST_PREFIX + keyId, rest, rest.restingUntil),
  };
}
