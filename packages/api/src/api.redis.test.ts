/**
 * Write limits shared through Redis: two API instances on one throwaway redis-server (started here on a
 * free loopback port, nothing saved) count against the same numbers. Without the binary the suite is
 * skipped with the reason in its title, except with CI=true, where findRedisServer() throws.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@redis/client';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REDIS_KEY_PREFIX } from './limits/redis-store';
import { apiKeyId, PRICE_KEY_REST_PREFIX } from './prices/relay-state';
import type { WriteLimits } from './limits/write-limits';
import { type RunningApiServer, startApiServer } from './server';
import { type FakeCmc, startFakeCmc } from './testing/fake-cmc';
import { request } from './testing/http';
import { type ThrowawayRedis, findRedisServer, startThrowawayRedis } from './testing/redis';

const redisBin = findRedisServer();
const title = redisBin.ok
  ? 'write limits shared through Redis'
  : `write limits shared through Redis — skipped: ${redisBin.reason}`;

function registration(n: number, count = 1) {
  const clientId = `shared-${String(n).padStart(6, '0')}-0123456789`;
  const coins = Array.from({ length: count }, (_, i) => ({
    chain_name: 'ethereum',
    symbol: 'TKN',
    contractAddress: `0x${i.toString(16).padStart(40, '0')}`,
  }));
  return { coins, clientId, masterClientId: clientId, is_create_wallet: true, is_imported: false };
}

describe.skipIf(!redisBin.ok)(title, () => {
  let redis: ThrowawayRedis;
  let dir: string;
  let admin: ReturnType<typeof createClient>;
  const servers: RunningApiServer[] = [];
  beforeAll(async () => {
    if (!redisBin.ok) return;
    redis = await startThrowawayRedis(redisBin.bin);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-api-redis-'));
    admin = createClient({ url: redis.url });
    admin.on('error', () => undefined);
    await admin.connect();
  });
  beforeEach(async () => {
    if (admin?.isReady) await admin.flushAll();
  });
  afterEach(async () => {
    for (const s of servers.splice(0)) await s.close();
  });
  afterAll(async () => {
    if (admin?.isOpen) await admin.close();
    await redis?.destroy();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Two instances on one database file, with or without the shared Redis. */
  async function pair(name: string, writeLimits: Partial<WriteLimits>, shared = true) {
    const databaseUrl = path.join(dir, `${name}.sqlite`);
    const options = { host: '127.0.0.1', port: 0, log: false as const, databaseUrl, writeLimits };
    const a = await startApiServer({ ...options, ...(shared ? { redisUrl: redis.url } : {}) });
    servers.push(a);
    const b = await startApiServer({ ...options, ...(shared ? { redisUrl: redis.url } : {}) });
    servers.push(b);
    const rows = () => {
      const db = new SqliteDatabase(databaseUrl, { readonly: true });
      try {
        return (db.prepare('select count(*) as n from coin_registrations').get() as { n: number }).n;
      } finally {
        db.close();
      }
    };
    return { urls: [a.url, b.url], rows };
  }

  /** Alternates `count` registrations between the instances; returns the statuses. */
  async function alternate(urls: string[], count: number, coins = 1): Promise<number[]> {
    const statuses: number[] = [];
    for (let n = 0; n < count; n++) {
      const url = urls[n % urls.length] ?? '';
      statuses.push((await request(url, '/coins/register', { body: registration(n, coins) })).status);
    }
    return statuses;
  }

  it('two instances share one request limit through Redis (each would allow it alone without)', async () => {
    const alone = await pair('alone', { requests: 6 }, false);
    expect((await alternate(alone.urls, 20)).filter((s) => s === 200)).toHaveLength(12);

    const shared = await pair('shared', { requests: 6 });
    const statuses = await alternate(shared.urls, 20);
    expect(statuses.slice(0, 6)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(statuses.slice(6).every((s) => s === 429)).toBe(true);
    expect(shared.rows()).toBe(6);
    const key = `${REDIS_KEY_PREFIX}requests:127.0.0.1`;
    expect(Number(await admin.get(key))).toBe(20);
    expect(await admin.pTTL(key)).toBeGreaterThan(0);
  });

  it('two instances share one quota of new coins through Redis', async () => {
    const { urls, rows } = await pair('rows', { requests: 1000, rows: 300 });
    const statuses = await alternate(urls, 8, 100);
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
    expect(rows()).toBe(300);
  });

  it('keeps limiting per instance while Redis is down, and shares again once it is back', async () => {
    const { urls } = await pair('outage', { requests: 3 });
    await redis.stop();
    try {
      const started = Date.now();
      const statuses = await alternate(urls, 10);
      // Each instance counts alone: 3 + 3 accepted, and no request waited on the dead Redis.
      expect(statuses.filter((s) => s === 200)).toHaveLength(6);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await redis.start();
    }
    await admin.connect().catch(() => undefined);
    // Wait for both instances to reconnect (they back off up to 2 s): three clients with the test's own.
    const deadline = Date.now() + 15_000;
    const clients = async () => (await admin.clientList()).length;
    while ((await clients()) < 3) {
      if (Date.now() > deadline) throw new Error('the instances did not reconnect to Redis');
      await new Promise((r) => setTimeout(r, 100));
    }
    await new Promise((r) => setTimeout(r, 100));
    expect((await alternate(urls, 8)).filter((s) => s === 200)).toHaveLength(3);
  });
});

describe.skipIf(!redisBin.ok)(
  redisBin.ok
    ? 'price cache and key state shared through Redis'
    : `price sharing — skipped: ${redisBin.ok || redisBin.reason}`,
  () => {
    let redis: ThrowawayRedis;
    let dir: string;
    let fake: FakeCmc;
    const servers: RunningApiServer[] = [];
    beforeAll(async () => {
      if (!redisBin.ok) return;
      redis = await startThrowawayRedis(redisBin.bin);
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-api-prices-'));
    });
    beforeEach(async () => {
      // Each case starts from an empty Redis: no quote or key state left by the one before.
      const admin = createClient({ url: redis.url });
      admin.on('error', () => undefined);
      await admin.connect();
      await admin.flushAll();
      await admin.close();
    });
    afterEach(async () => {
      for (const s of servers.splice(0)) await s.close();
      await fake?.close();
    });
    afterAll(async () => {
      await redis?.destroy();
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
    });

    /** Two instances on one database, the same upstream and keys, with or without the shared Redis. */
    async function pair(name: string, keys: Record<string, number>, shared = true) {
      fake = await startFakeCmc({ keys });
      const options = {
        host: '127.0.0.1',
        port: 0,
        log: false as const,
        databaseUrl: path.join(dir, `${name}.sqlite`),
        cmcApiKeys: Object.keys(keys),
        cmcBaseUrl: fake.baseUrl,
        ...(shared ? { redisUrl: redis.url } : {}),
      };
      for (let i = 0; i < 2; i++) servers.push(await startApiServer(options));
      return servers.map((s) => s.url);
    }
    const quote = (url: string, symbol: string) =>
      request<{ data: Record<string, unknown> }>(
        url,
        `/cryptocurrency/quotes/latest?symbol=${symbol}&convert=USD`,
      );

    it('a quote fetched by one instance is served by the other without an upstream call', async () => {
      const [a, b] = await pair('quotes', { 'cmc-key-1': 100 });
      const first = await quote(a!, 'BTC');
      expect(first.status).toBe(200);
      expect(fake.requests).toHaveLength(1);
      const second = await quote(b!, 'BTC');
      expect(second.status).toBe(200);
      expect(second.body).toEqual(first.body);
      expect(fake.requests).toHaveLength(1);
    });

    it('without Redis each instance calls the upstream itself', async () => {
      const [a, b] = await pair('quotes-alone', { 'cmc-key-1': 100 }, false);
      await quote(a!, 'BTC');
      await quote(b!, 'BTC');
      expect(fake.requests).toHaveLength(2);
    });

    it('a key found exhausted by one instance is skipped by the other', async () => {
      // cmc-key-1 answers 429 at once; cmc-key-2 has room.
      const [a, b] = await pair('keys', { 'cmc-key-1': 0, 'cmc-key-2': 100 });
      expect((await quote(a!, 'BTC')).status).toBe(200);
      expect(fake.countFor('cmc-key-1')).toBe(1);
      expect((await quote(b!, 'ETH')).status).toBe(200);
      expect(fake.countFor('cmc-key-1')).toBe(1);
      expect(fake.countFor('cmc-key-2')).toBe(2);
      // Redis names the key by a fingerprint and never holds the key itself.
      const admin = createClient({ url: redis.url });
      admin.on('error', () => undefined);
      await admin.connect();
      try {
        const keys = await admin.keys('*');
        expect(keys).toContain(`${PRICE_KEY_REST_PREFIX}${apiKeyId('cmc-key-1')}`);
        const values = await Promise.all(keys.map((k) => admin.get(k)));
        expect(JSON.stringify([keys, values])).not.toContain('cmc-key');
      } finally {
        await admin.close();
      }
    });

    it('without Redis the other instance spends a request on the exhausted key', async () => {
      const [a, b] = await pair('keys-alone', { 'cmc-key-1': 0, 'cmc-key-2': 100 }, false);
      await quote(a!, 'BTC');
      await quote(b!, 'ETH');
      expect(fake.countFor('cmc-key-1')).toBe(2);
    });
  },
);

describe('REDIS_URL that does not answer', () => {
  it('fails startup with a clear error that does not repeat the password', async () => {
    const port = await new Promise<number>((resolve) => {
      const srv = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: p } = srv.address() as net.AddressInfo;
        srv.close(() => resolve(p));
      });
    });
    const failed = startApiServer({
      host: '127.0.0.1',
      port: 0,
      log: false,
      databaseUrl: ':memory:',
      redisUrl: `redis://:hunter2-secret@127.0.0.1:${port}`,
    });
    await expect(failed).rejects.toThrow(/^Redis at REDIS_URL did not answer/);
    await expect(failed).rejects.not.toThrow(/hunter2/);
  });
});
