/** Name resolution (spec §5): BNB name service HTTP API (zero address → null); ENS off mainnet → null. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startLocalServer, type LocalServer } from '../../net/testing/local-server';
import { createAdapter } from './index';

let server: LocalServer;
beforeAll(async () => {
  server = await startLocalServer((req, res) => {
    const domain = req.query.get('domain');
    if (req.path !== '/v1/getAddress' || req.query.get('tld') !== 'bnb')
      return sendJson(res, { code: 1, msg: 'bad request' }, 200);
    if (domain === 'kestrel')
      return sendJson(res, {
        code: 0,
        msg: 'success',
        address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      });
    if (domain === 'broken') return sendJson(res, '<html>');
    return sendJson(res, { code: 0, msg: 'success', address: '0x0000000000000000000000000000000000000000' });
  });
});
afterAll(() => server.close());

describe('EVM name resolution', () => {
  it('resolves .bnb names through the name API and maps the zero address to null', async () => {
    const bsc = await createAdapter('binance_smart_chain', {
      network: 'mainnet',
      bnbNameApi: `${server.url}/v1`,
    });
    expect(bsc.capabilities.nameResolution).toBe(true);
    expect(await bsc.resolveName!('kestrel.bnb')).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
    expect(await bsc.resolveName!('nobody.bnb')).toBeNull();
    await expect(bsc.resolveName!('broken.bnb')).rejects.toThrow('answer is not JSON');
  });

  it('has no ENS on the devnet: every name is unconfigured (null)', async () => {
    const eth = await createAdapter('ethereum', { network: 'devnet', rpc: ['http://127.0.0.1:9'] });
    expect(await eth.resolveName!('vitalik.eth')).toBeNull();
    const polygon = await createAdapter('polygon', { network: 'mainnet' });
    expect(polygon.capabilities.nameResolution).toBe(false);
  });
});
