/** Runtime configuration of the product API, read once from the environment by main.ts. */
import path from 'node:path';

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
  return {
    port,
    host: env.HOST?.trim() || DEFAULT_HOST,
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    cmcApiKeys: splitList(env.CMC_API_KEYS),
    cmcBaseUrl,
    logLevel: env.LOG_LEVEL?.trim() || 'info',
  };
}
