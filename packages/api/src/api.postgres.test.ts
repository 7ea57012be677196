/**
 * The same contract on PostgreSQL, on a throwaway server this file starts (initdb/pg_ctl, 127.0.0.1, a
 * temp dir), plus an outage: stop the server, expect 503, start it again, expect 200.
 * Without the binaries the suite is skipped with the reason in its title, except with CI=true, where
 * findPostgresBin() throws so the run fails loudly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer } from './server';
import { type ContractTarget, defineApiContract } from './testing/api-contract';
import { startFakeCmc } from './testing/fake-cmc';
import { request } from './testing/http';
import { type ThrowawayPostgres, findPostgresBin, startThrowawayPostgres } from './testing/postgres';

const pgBin = findPostgresBin();
const title = pgBin.ok ? 'product API on PostgreSQL' : `product API on PostgreSQL — skipped: ${pgBin.reason}`;

describe.skipIf(!pgBin.ok)(title, () => {
  let postgres: ThrowawayPostgres;
  let databaseUrl: string;
  let target: ContractTarget;
  beforeAll(async () => {
    if (!pgBin.ok) return;
    postgres = await startThrowawayPostgres(pgBin.binDir);
    databaseUrl = await postgres.createDatabase('kestrel_api_contract');
    const fake = await startFakeCmc({ keys: { 'cmc-key-1': 1000 } });
    const server = await startApiServer({
      host: '127.0.0.1',
      port: 0,
      log: false,
      databaseUrl,
      cmcApiKeys: ['cmc-key-1'],
      cmcBaseUrl: fake.baseUrl,
    });
    target = { server, fake };
  });
  afterAll(async () => {
    await target?.server.close();
    await target?.fake.close();
    await postgres?.destroy();
  });

  defineApiContract(() => target);

  it('re-running migrations and the seed on the same database changes nothing', async () => {
    const again = await startApiServer({ host: '127.0.0.1', port: 0, log: false, databaseUrl });
    try {
      expect((await request<{ data: { total: number } }>(again.url, '/currencies')).body.data.total).toBe(62);
    } finally {
      await again.close();
    }
  });

  it('answers 503 while the database is down and recovers when it returns', async () => {
    const { url } = target.server;
    expect((await request(url, '/health')).status).toBe(200);
    expect((await request(url, '/currencies?limit=5')).status).toBe(200);
    await postgres.stop();
    try {
      const down = await request<{ error: string; statusCode: number }>(url, '/currencies?search=bitcoin');
      expect(down.status).toBe(503);
      expect(down.body).toEqual({ error: 'Database unavailable, try again shortly', statusCode: 503 });
      expect((await request(url, '/health')).status).toBe(503);
      // A catalogue page read before the outage is still served from the read cache.
      expect((await request(url, '/currencies?limit=5')).status).toBe(200);
      // Routes that need no database keep working.
      expect((await request(url, '/fees-info')).status).toBe(200);
    } finally {
      await postgres.start();
    }
    const up = await request<{ data: { total: number } }>(url, '/currencies');
    expect(up.status).toBe(200);
    expect(up.body.data.total).toBe(62);
  });
});
