/**
 * Provider keys sent as headers (issue #17 item 1, AdapterConfig.apiKeys): Toncenter's X-API-Key
 * on its v2 RPC and v3 indexer calls, a keyed Hedera mirror's x-api-key on the mirror's calls;
 * none without a key, and never to a provider the key is not for. Against a local server that
 * records each request (it answers 500: the headers are what is checked).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainProviders } from '../providers';
import { getChain } from '../registry/index';
import { family as hedera } from '../families/hedera/index';
import { family as ton } from '../families/ton/index';
import { startLocalServer, type LocalServer } from './testing/local-server';

let server: LocalServer;
beforeAll(async () => {
  server = await startLocalServer((_q, res) => {
    res.statusCode = 500;
    res.end('{}');
  });
});
afterAll(() => server.close());

const TON_ADDRESS = 'EQDtFpEwcFAEcRe5mLVh2N6C0x-_hJEM7W61_JLnSF74p4q2';
const HEDERA_ADDRESS = '0.0.1234';

describe('provider keys as headers', () => {
  it('Toncenter: X-API-Key on every RPC and indexer call when set, none otherwise', async () => {
    const adapter = (apiKeys?: Record<string, string>) =>
      ton.createAdapter(getChain('ton'), {
        network: 'mainnet',
        rpc: [`${server.url}/api/v2/jsonRPC`],
        explorerApis: [server.url],
        ...(apiKeys ? { apiKeys } : {}),
      });
    const from = server.requests.length;
    const [keyed] = await adapter({ toncenter: 'ton-key-1', trongrid: 'not-for-ton' }).getBalances(
      TON_ADDRESS,
    );
    expect(keyed?.state).toBe('unavailable');
    const sent = server.requests.slice(from);
    expect(sent.length).toBeGreaterThan(0);
    for (const r of sent) expect(r.headers['x-api-key']).toBe('ton-key-1');
    expect(sent.some((r) => r.path.startsWith('/api/v2/'))).toBe(true);

    const plain = server.requests.length;
    await adapter().getBalances(TON_ADDRESS);
    for (const r of server.requests.slice(plain)) expect(r.headers['x-api-key']).toBeUndefined();
  });

  it('Hedera: x-api-key on the mirror calls when set, none otherwise', async () => {
    const adapter = (apiKeys?: Record<string, string>) =>
      hedera.createAdapter(getChain('hedera'), {
        network: 'mainnet',
        rpc: [server.url],
        explorerApis: [server.url],
        ...(apiKeys ? { apiKeys } : {}),
      });
    const from = server.requests.length;
    const page = await adapter({ hedera_mirror: 'mirror-key-2' }).getHistory(HEDERA_ADDRESS);
    expect(page.error).toBeDefined();
    const sent = server.requests.slice(from);
    expect(sent.map((r) => r.path)).toContain(`/api/v1/accounts/${HEDERA_ADDRESS}`);
    for (const r of sent) expect(r.headers['x-api-key']).toBe('mirror-key-2');

    const plain = server.requests.length;
    await adapter().getHistory(HEDERA_ADDRESS);
    for (const r of server.requests.slice(plain)) expect(r.headers['x-api-key']).toBeUndefined();
  });

  it('both are optional keys off the devnet', async () => {
    expect((await chainProviders('ton', 'mainnet')).keys).toEqual([
      { service: 'toncenter', required: false },
    ]);
    expect((await chainProviders('hedera', 'mainnet')).keys).toEqual([
      { service: 'hedera_mirror', required: false },
    ]);
    expect((await chainProviders('ton', 'devnet')).keys).toEqual([]);
    expect((await chainProviders('hedera', 'devnet')).keys).toEqual([]);
  });
});
