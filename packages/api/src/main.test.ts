import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, configFromEnv, splitList } from './config';
import { parseDatabaseUrl } from './db/connect';

describe('configFromEnv', () => {
  it('reads PORT, DATABASE_URL, CMC_API_KEYS (comma-joined) and CMC_BASE_URL', () => {
    const c = configFromEnv({
      PORT: '9001',
      DATABASE_URL: 'postgres://u@127.0.0.1/db',
      CMC_API_KEYS: ' k1, k2,,k3 ',
      CMC_BASE_URL: 'http://127.0.0.1:1/v1',
    });
    expect(c).toMatchObject({
      port: 9001,
      databaseUrl: 'postgres://u@127.0.0.1/db',
      cmcApiKeys: ['k1', 'k2', 'k3'],
    });
    expect(configFromEnv({}).port).toBe(8787);
    expect(splitList(undefined)).toEqual([]);
  });

  it('reads REDIS_URL, KESTREL_API_TRUST_PROXY and the write limits, with documented defaults', () => {
    const defaults = configFromEnv({});
    expect(defaults).toMatchObject({
      redisUrl: undefined,
      trustProxy: false,
      bodyLimit: 32768,
      writeLimits: {
        requests: 30,
        requestWindowMs: 60_000,
        rows: 2000,
        rowWindowMs: 86_400_000,
        rowsPerClient: 1000,
      },
    });
    const c = configFromEnv({
      REDIS_URL: 'redis://127.0.0.1:6379/2',
      KESTREL_API_TRUST_PROXY: '10.0.0.1,10.0.0.2',
      KESTREL_API_BODY_LIMIT: '16384',
      KESTREL_API_WRITE_LIMIT: '5',
      KESTREL_API_WRITE_WINDOW_S: '10',
      KESTREL_API_REGISTRATION_ROWS: '300',
      KESTREL_API_REGISTRATION_WINDOW_S: '3600',
      KESTREL_API_MAX_COINS_PER_CLIENT: '250',
    });
    expect(c).toMatchObject({
      redisUrl: 'redis://127.0.0.1:6379/2',
      trustProxy: ['10.0.0.1', '10.0.0.2'],
      bodyLimit: 16384,
      writeLimits: {
        requests: 5,
        requestWindowMs: 10_000,
        rows: 300,
        rowWindowMs: 3_600_000,
        rowsPerClient: 250,
      },
    });
  });

  it('rejects bad limits, a bad REDIS_URL or KESTREL_API_TRUST_PROXY with a clear error', () => {
    expect(() => configFromEnv({ KESTREL_API_WRITE_LIMIT: '0' })).toThrow(
      /KESTREL_API_WRITE_LIMIT must be a whole number from 1/,
    );
    expect(() => configFromEnv({ KESTREL_API_REGISTRATION_ROWS: '1.5' })).toThrow(ConfigError);
    expect(() => configFromEnv({ KESTREL_API_BODY_LIMIT: '99999999' })).toThrow(/KESTREL_API_BODY_LIMIT/);
    expect(() => configFromEnv({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL must be/);
    expect(() => configFromEnv({ KESTREL_API_TRUST_PROXY: 'yes' })).toThrow(ConfigError);
  });

  it('rejects a bad PORT or CMC_BASE_URL with a clear error', () => {
    expect(() => configFromEnv({ PORT: 'http' })).toThrow(ConfigError);
    expect(() => configFromEnv({ PORT: '70000' })).toThrow(/0 to 65535/);
    expect(() => configFromEnv({ CMC_BASE_URL: 'not a url' })).toThrow(/CMC_BASE_URL/);
  });
});

describe('parseDatabaseUrl', () => {
  it('selects PostgreSQL for postgres URLs and SQLite otherwise', () => {
    expect(parseDatabaseUrl('postgresql://a@h/d').dialect).toBe('postgres');
    expect(parseDatabaseUrl(':memory:')).toEqual({ dialect: 'sqlite', location: ':memory:' });
    expect(parseDatabaseUrl('sqlite:/tmp/x.sqlite')).toEqual({
      dialect: 'sqlite',
      location: '/tmp/x.sqlite',
    });
    expect(parseDatabaseUrl(undefined).location).toMatch(/data\/kestrel-api\.sqlite$/);
  });
});

describe('main.ts', () => {
  it('starts, serves, and exits 0 on SIGTERM after closing the server and the database', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'main.ts')], {
      env: { ...process.env, PORT: '0', DATABASE_URL: ':memory:', CMC_API_KEYS: '', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no listening line: ${out}`)), 20_000);
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        const m = /"msg":"kestrel api listening"/.test(out) && /"port":(\d+)/.exec(out);
        if (m) {
          clearTimeout(timer);
          resolve(Number(m[1]));
        }
      });
    });
    const health = await fetch(`http://127.0.0.1:${port}/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'sqlite' });
    const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(out).toContain('"msg":"closed"');
  });
});
