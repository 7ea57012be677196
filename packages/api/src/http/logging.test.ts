import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApiServer, startApiServer } from '../server';
import { type FakeCmc, startFakeCmc } from '../testing/fake-cmc';
import { request } from '../testing/http';

describe('structured logs', () => {
  const lines: string[] = [];
  const secrets = {
    upstreamKey: 'cmc-secret-key-AAAA',
    upstreamKey2: 'cmc-secret-key-BBBB',
    apiKey: 'x-api-key-secret-CCCC',
    bearer: 'Bearer token-secret-DDDD',
    clientId: 'client-secret-EEEE-0123456789',
  };
  let server: RunningApiServer;
  let fake: FakeCmc;

  beforeAll(async () => {
    fake = await startFakeCmc({ keys: { [secrets.upstreamKey]: 0, [secrets.upstreamKey2]: 5 } });
    server = await startApiServer({
      host: '127.0.0.1',
      port: 0,
      databaseUrl: ':memory:',
      cmcApiKeys: [secrets.upstreamKey, secrets.upstreamKey2],
      cmcBaseUrl: fake.baseUrl,
      log: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    });
    await request(server.url, '/cryptocurrency/quotes/latest?symbol=BTC', {
      headers: { 'x-api-key': secrets.apiKey, authorization: secrets.bearer },
    });
    await request(server.url, '/coins/registrations', { headers: { 'x-client-id': secrets.clientId } });
    await request(server.url, '/coins/register', {
      body: {
        coins: [{ chain_name: 'ethereum', symbol: 'ETH' }],
        clientId: secrets.clientId,
        masterClientId: secrets.clientId,
        is_create_wallet: true,
        is_imported: false,
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it('are JSON lines with request details', () => {
    const parsed = lines.map(
      (l) => JSON.parse(l) as { msg?: string; req?: { path?: string; headers?: object } },
    );
    expect(parsed.some((l) => l.req?.path === '/cryptocurrency/quotes/latest')).toBe(true);
    // The upstream key rotation is logged, by key position.
    expect(parsed.some((l) => l.msg === 'price API key resting')).toBe(true);
  });

  it('never carry API keys, credentials or client ids', () => {
    const all = lines.join('\n');
    for (const secret of Object.values(secrets)) expect(all).not.toContain(secret.replace('Bearer ', ''));
    expect(all).toContain('[redacted]');
  });
});
