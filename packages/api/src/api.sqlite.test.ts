import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApiServer, startApiServer } from './server';
import { type ContractTarget, defineApiContract } from './testing/api-contract';
import { type FakeCmc, startFakeCmc } from './testing/fake-cmc';
import { request } from './testing/http';

const LOCAL = { host: '127.0.0.1', port: 0, log: false } as const;

describe('product API on SQLite', () => {
  let target: ContractTarget;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-api-'));
    const fake = await startFakeCmc({ keys: { 'cmc-key-1': 1000 } });
    const server = await startApiServer({
      ...LOCAL,
      databaseUrl: path.join(dir, 'api.sqlite'),
      cmcApiKeys: ['cmc-key-1'],
      cmcBaseUrl: fake.baseUrl,
    });
    target = { server, fake };
  });
  afterAll(async () => {
    await target?.server.close();
    await target?.fake.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  defineApiContract(() => target);

  it('re-running migrations and the seed on the same file changes nothing', async () => {
    const again = await startApiServer({ ...LOCAL, databaseUrl: `sqlite:${path.join(dir, 'api.sqlite')}` });
    try {
      const res = await request<{ data: { total: number } }>(again.url, '/currencies?limit=1');
      expect(res.body.data.total).toBe(62);
      expect((await request<{ data: { total: number } }>(again.url, '/coin-groups')).body.data.total).toBe(3);
    } finally {
      await again.close();
    }
  });
});

describe('quotes relay through the server when every key is exhausted', () => {
  let server: RunningApiServer;
  let fake: FakeCmc;
  beforeAll(async () => {
    fake = await startFakeCmc({ keys: { a: 1, b: 1 } });
    server = await startApiServer({
      ...LOCAL,
      databaseUrl: ':memory:',
      cmcApiKeys: ['a', 'b'],
      cmcBaseUrl: fake.baseUrl,
    });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it("rotates keys on 429, then answers 503 {error: 'All price API keys are rate-limited'}", async () => {
    expect((await request(server.url, '/cryptocurrency/quotes/latest?symbol=BTC')).status).toBe(200);
    expect((await request(server.url, '/cryptocurrency/quotes/latest?symbol=ETH')).status).toBe(200);
    const res = await request<{ error: string; statusCode: number }>(
      server.url,
      '/cryptocurrency/quotes/latest?symbol=USDT',
    );
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: 'All price API keys are rate-limited', statusCode: 503 });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(fake.requests.map((r) => `${r.key}:${r.status}`)).toEqual(['a:200', 'a:429', 'b:200', 'b:429']);
    // Cached answers keep flowing while the keys rest.
    expect((await request(server.url, '/cryptocurrency/quotes/latest?symbol=BTC')).status).toBe(200);
  });
});
