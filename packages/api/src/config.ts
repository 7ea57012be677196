/** Runtime configuration of the product API, read once from the environment by main.ts. */
import path from 'node:path';
import { DEFAULT_BODY_LIMIT } from './app';
import { type TrustProxy, parseTrustProxy } from './limits/client-address';
import { DEFAULT_WRITE_LIMITS, type WriteLimits } from './limits/write-limits';
import { type Upstream, type UtxoCoin, upstreamsFromEnv } from './utxo/esplora-relay';
import { type CardanoUpstream, cardanoUpstreamFromEnv } from './cardano/blockfrost-relay';
import { type ExchangeProviderConfig } from './exchange/changenow';
import { exchangeProvidersFromEnv } from './exchange/exchange-relay';
import { type SellProviderConfig, sellProvidersFromEnv } from './sell/moonpay';
import { type NftUpstreams, nftUpstreamsFromEnv } from './nft/nft-upstream';

/** Where the embedded SQLite file lives when DATABASE_URL is not set: data/ at the repo root. */
export const DEFAULT_SQLITE_FILE = path.resolve(import.meta.dirname, '../../../data/kestrel-api.sqlite');

/** CoinMarketCap's documented base (the relay appends /cryptocurrency/quotes/latest). */
export const DEFAULT_CMC_BASE_URL = 'https://pro-api.coinmarketcap.com/v1';

export const DEFAULT_PORT = 8787;
export const DEFAULT_HOST = '127.0.0.1';

export interface ApiConfig {
  port: number;
  host: string;
  /** postgres://… selects PostgreSQL; sqlite:<file>, a bare path or ':memory:' select SQLite. */
  databaseUrl?: string;
  cmcApiKeys: string[];
  cmcBaseUrl: string;
  logLevel: string;
  /** redis://… shares the write limits between instances; unset, each instance counts in memory. */
  redisUrl?: string;
  trustProxy: TrustProxy;
  bodyLimit: number;
  writeLimits: WriteLimits;
  /** Upstreams of the premium Bitcoin-family provider's relay, per coin. */
  utxoUpstreams: Partial<Record<UtxoCoin, Upstream>>;
  /**
   * The Blockfrost-style upstream of GET /cardano/raw/address/… and the /cardano/api/v0 send relay:
   * KESTREL_CARDANO_UPSTREAM, else Blockfrost's base for KESTREL_CARDANO_KEY's network prefix
   * (mainnet…, preprod…, preview…); neither set: the routes are not served.
   */
  cardanoUpstream?: CardanoUpstream;
  /** Exchange providers (KESTREL_EXCHANGE_PROVIDERS, keys in KESTREL_EXCHANGE_KEY_<NAME>). */
  exchangeProviders: ExchangeProviderConfig[];
  /** Sell providers (KESTREL_SELL_MOONPAY_URL, _KEY, _SECRET, _WIDGET_URL). */
  sellProviders: SellProviderConfig[];
  /** The NFT provider's upstreams (Alchemy-shaped EVM, DAS Solana): docs/api.md "NFTs". */
  nftUpstreams: NftUpstreams;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Splits a comma-joined list, dropping blanks (so "a,,b," is two keys). */
export function splitList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** A whole number from 1 to `max` read from `name`, or `fallback` when unset. */
function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number, max = 1e9): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < 1 || value > max) {
    throw new ConfigError(`${name} must be a whole number from 1 to ${max}, got "${text.slice(0, 20)}"`);
  }
  return value;
}

/** The write limits: KESTREL_API_* variables, defaults in DEFAULT_WRITE_LIMITS (docs/api.md). */
function writeLimitsFromEnv(env: NodeJS.ProcessEnv): WriteLimits {
  const d = DEFAULT_WRITE_LIMITS;
  return {
    requests: positiveInt(env, 'KESTREL_API_WRITE_LIMIT', d.requests),
    requestWindowMs: positiveInt(env, 'KESTREL_API_WRITE_WINDOW_S', d.requestWindowMs / 1000, 86_400) * 1000,
    rows: positiveInt(env, 'KESTREL_API_REGISTRATION_ROWS', d.rows),
    rowWindowMs:
      positiveInt(env, 'KESTREL_API_REGISTRATION_WINDOW_S', d.rowWindowMs / 1000, 30 * 86_400) * 1000,
    rowsPerClient: positiveInt(env, 'KESTREL_API_MAX_COINS_PER_CLIENT', d.rowsPerClient),
  };
}

/** Reads one provider list, reporting its problem as a ConfigError. */
function fromEnv<T>(read: () => T): T {
  try {
    return read();
  } catch (err) {
    throw new ConfigError((err as Error).message);
  }
}

export function configFromEnv(env: NodeJS.ProcessEnv): ApiConfig {
  const portText = env.PORT?.trim();
  const port = portText ? Number(portText) : DEFAULT_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be an integer from 0 to 65535, got "${String(portText).slice(0, 20)}"`);
  }
  const cmcBaseUrl = env.CMC_BASE_URL?.trim() || DEFAULT_CMC_BASE_URL;
  try {
    new URL(cmcBaseUrl);
  } catch {
    throw new ConfigError('CMC_BASE_URL must be an absolute http(s) URL');
  }
  const redisUrl = env.REDIS_URL?.trim() || undefined;
  if (redisUrl && !/^rediss?:\/\//i.test(redisUrl)) {
    throw new ConfigError('REDIS_URL must be a redis:// or rediss:// URL');
  }
  let trustProxy: TrustProxy;
  try {
    trustProxy = parseTrustProxy(env.KESTREL_API_TRUST_PROXY);
  } catch (err) {
    throw new ConfigError((err as Error).message);
  }
  let utxoUpstreams: Partial<Record<UtxoCoin, Upstream>>;
  try {
    utxoUpstreams = upstreamsFromEnv(env);
  } catch (err) {
    throw new ConfigError((err as Error).message);
  }
  let cardanoUpstream: CardanoUpstream | undefined;
  try {
    cardanoUpstream = cardanoUpstreamFromEnv(env);
  } catch (err) {
    throw new ConfigError((err as Error).message);
  }
  let nftUpstreams: NftUpstreams;
  try {
    nftUpstreams = nftUpstreamsFromEnv(env);
  } catch (err) {
    throw new ConfigError((err as Error).message);
  }
  return {
    port,
    host: env.HOST?.trim() || DEFAULT_HOST,
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    cmcApiKeys: splitList(env.CMC_API_KEYS),
    cmcBaseUrl,
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    redisUrl,
    trustProxy,
    bodyLimit: positiveInt(env, 'KESTREL_API_BODY_LIMIT', DEFAULT_BODY_LIMIT, 1024 * 1024),
    writeLimits: writeLimitsFromEnv(env),
    exchangeProviders: fromEnv(() => exchangeProvidersFromEnv(env)),
    sellProviders: fromEnv(() => sellProvidersFromEnv(env)),
    utxoUpstreams,
    ...(cardanoUpstream ? { cardanoUpstream } : {}),
    nftUpstreams,
  };
}
