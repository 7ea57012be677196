/**
 * Flooding the write routes (docs/security.md, item 6): a burst of registrations with fresh client ids
 * from one address is refused past the limits with 429, and the rows it can add stay bounded.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApiServer, type StartApiServerOptions, startApiServer } from './server';
import { request } from './testing/http';

type ErrorBody = { error: string; statusCode: number };

/** A registration of `count` distinct coins (distinct contracts) under a fresh client id. */
function freshRegistration(n: number, count: number) {
  const clientId = `flood-${String(n).padStart(6, '0')}-0123456789`;
  const coins = Array.from({ length: count }, (_, i) => ({
    chain_name: 'ethereum',
    symbol: 'TKN',
    contractAddress: `0x${i.toString(16).padStart(40, '0')}`,
    address: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
  }));
  return { coins, clientId, masterClientId: clientId, is_create_wallet: true, is_imported: false };
}

describe('write routes under a flood from one address', () => {
  let dir: string;
  const servers: RunningApiServer[] = [];
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-api-limits-'));
  });
  afterAll(async () => {
    for (const s of servers) await s.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function start(name: string, options: Partial<StartApiServerOptions> = {}) {
    const file = path.join(dir, `${name}.sqlite`);
    const server = await startApiServer({
      host: '127.0.0.1',
      port: 0,
      log: false,
      databaseUrl: file,
      ...options,
    });
    servers.push(server);
    const query = (sql: string) => {
      const db = new SqliteDatabase(file, { readonly: true });
      try {
        return (db.prepare(sql).get() as { n: number }).n;
      } finally {
        db.close();
      }
    };
    const rows = () => query('select count(*) as n from coin_registrations');
    /** Bytes the database occupies (pages in use, WAL included as a reader sees it). */
    const bytes = () =>
      query('select page_count * page_size as n from pragma_page_count(), pragma_page_size()');
    return { server, rows, bytes };
  }

  const register = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    request<ErrorBody>(url, '/coins/register', { body, headers });

  it('refuses 300 fresh-client registrations past the default request limit with 429 and bounds the rows', async () => {
    const { server, rows } = await start('requests');
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof register>> | undefined;
    for (let n = 0; n < 300; n++) {
      const res = await register(server.url, freshRegistration(n, 50));
      statuses.push(res.status);
      if (res.status === 429) refused ??= res;
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
    expect(refused?.body).toEqual({
      error: expect.stringMatching(
        /^Too many write requests from this address: the limit is 30 per 60 s, retry in \d+ s$/,
      ),
      statusCode: 429,
    });
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused?.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(rows()).toBe(30 * 50);
    // Reads are not limited: the catalogue and a client's own registrations still answer.
    expect((await request(server.url, '/currencies?limit=1')).status).toBe(200);
    const own = await request<{ data: unknown[] }>(server.url, '/coins/registrations', {
      headers: { 'x-client-id': freshRegistration(0, 1).clientId },
    });
    expect(own.body.data).toHaveLength(50);
  });

  it('stops a flood of full registrations at the default quota of 2000 new coins per address', async () => {
    const { server, rows, bytes } = await start('rows');
    const before = bytes();
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof register>> | undefined;
    for (let n = 0; n < 40; n++) {
      const res = await register(server.url, freshRegistration(n, 200));
      statuses.push(res.status);
      if (res.status === 429) refused ??= res;
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    expect(refused?.body.error).toMatch(
      /^Registration quota reached for this address: 2000 new coins per 24 h, 0 left and this registration adds 200; retry in \d+ s$/,
    );
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(3600);
    expect(rows()).toBe(2000);
    // What the flood cost on disk: about 1 MB here, bounded by 2000 rows of at most ~1.2 KB each.
    expect(bytes() - before).toBeLessThan(2.5 * 1024 * 1024);
  });

  it('counts only new coins against the quota, and gives the quota back when a registration fails', async () => {
    const limits = { requests: 1000, rows: 120, rowsPerClient: 100 };
    const { server, rows } = await start('refund', { writeLimits: limits });
    const a = freshRegistration(1, 80);
    expect((await register(server.url, a)).status).toBe(200);
    // The same coins again add nothing, so they cost nothing.
    for (let i = 0; i < 5; i++) expect((await register(server.url, a)).status).toBe(200);
    // 40 more would make client 1 hold 120 > 100: refused whole, nothing written.
    const more = { ...a, coins: freshRegistration(1, 120).coins.slice(80) };
    const tooMany = await register(server.url, more);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error).toBe(
      'A client may hold at most 100 registered coins: this registration would make 120',
    );
    expect(rows()).toBe(80);
    // 40 new coins of another client still fit the address's 120: the refused 40 were not counted.
    expect((await register(server.url, freshRegistration(2, 40))).status).toBe(200);
    expect((await register(server.url, freshRegistration(3, 1))).status).toBe(429);
    expect(rows()).toBe(120);
  });

  it('answers 413 for a body over the limit (32 KiB by default) and writes nothing', async () => {
    const { server, rows } = await start('body');
    // The whole seeded catalogue's size with long fields fits: 62 coins at ~470 bytes.
    const full = freshRegistration(0, 62);
    for (const c of full.coins) Object.assign(c, { _id: 'i'.repeat(64), address: 'a'.repeat(128) });
    expect(JSON.stringify(full).length).toBeLessThan(32 * 1024);
    expect((await register(server.url, full)).status).toBe(200);
    const big = freshRegistration(1, 200);
    for (const c of big.coins) Object.assign(c, { address: 'a'.repeat(128) });
    expect(JSON.stringify(big).length).toBeGreaterThan(32 * 1024);
    const res = await register(server.url, big);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      error: 'Request body is larger than the limit of 32768 bytes',
      statusCode: 413,
    });
    expect((await register(server.url, freshRegistration(2, 201))).status).toBe(400);
    expect(rows()).toBe(62);
  });

  it('ignores X-Forwarded-For unless KESTREL_API_TRUST_PROXY names the proxy', async () => {
    const limits = { writeLimits: { requests: 3 } };
    const direct = await start('direct', limits);
    const spoofed = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        register(direct.server.url, freshRegistration(n, 1), { 'x-forwarded-for': `203.0.113.${n}` }),
      ),
    );
    expect(spoofed.map((r) => r.status).sort()).toEqual([200, 200, 200, 429, 429]);

    const proxied = await start('proxied', { ...limits, trustProxy: ['127.0.0.1'] });
    const from = (ip: string, n: number) =>
      register(proxied.server.url, freshRegistration(n, 1), { 'x-forwarded-for': ip });
    for (let n = 1; n <= 5; n++) expect((await from(`203.0.113.${n}`, n)).status).toBe(200);
    for (let n = 6; n <= 8; n++) expect((await from('203.0.113.9', n)).status).toBe(200);
    expect((await from('203.0.113.9', 9)).status).toBe(429);
    // One IPv6 subscriber's /64 is one client.
    for (let n = 10; n <= 12; n++) expect((await from(`2001:db8:1:2::${n}`, n)).status).toBe(200);
    expect((await from('2001:db8:1:2:ffff::1', 13)).status).toBe(429);

    // A hop count trusts the one proxy in front (here the test itself).
    const hop = await start('hop', { ...limits, trustProxy: 1 });
    for (let n = 1; n <= 4; n++) {
      const res = await register(hop.server.url, freshRegistration(n, 1), {
        'x-forwarded-for': `198.51.100.${n}`,
      });
      expect(res.status).toBe(200);
    }
  });
});
