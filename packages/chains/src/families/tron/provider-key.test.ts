/**
 * TronGrid's API key (issue #17 item 1): given as AdapterConfig.apiKeys.trongrid it goes with
 * every request as the TRON-PRO-API-KEY header (TronGrid docs, "API Keys"); without it none is
 * sent. Against a local server answering getaccount in TronGrid's shape.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startLocalServer, type LocalServer } from '../../net/testing/local-server';
import { chainProviders } from '../../providers';
import { getChain } from '../../registry/index';
import { createTronAdapter } from './index';
import { signerFromKeyBytes } from './logic/signer';

const ALICE = signerFromKeyBytes(new Uint8Array(32).fill(1)).address;
let node: LocalServer;
beforeAll(async () => {
  node = await startLocalServer((_q, res) => sendJson(res, { address: ALICE, balance: 7_000_000 }));
});
afterAll(() => node.close());

describe('TronGrid key', () => {
  it('is sent as TRON-PRO-API-KEY when set, and not otherwise', async () => {
    const keyed = createTronAdapter(getChain('tron'), {
      network: 'mainnet',
      rpc: [node.url],
      explorerApis: [node.url],
      apiKeys: { trongrid: 'grid-key-123', etherscan: 'not-for-tron' },
    });
    const [trx] = await keyed.getBalances(ALICE);
    expect(trx).toMatchObject({ amount: 7_000_000n, state: 'fresh' });
    expect(node.requests.at(-1)!.headers['tron-pro-api-key']).toBe('grid-key-123');

    const plain = createTronAdapter(getChain('tron'), {
      network: 'mainnet',
      rpc: [node.url],
      explorerApis: [node.url],
    });
    await plain.getBalances(ALICE);
    expect(node.requests.at(-1)!.headers['tron-pro-api-key']).toBeUndefined();
  });

  it('is listed as an optional key of tron off the devnet', async () => {
    expect((await chainProviders('tron', 'mainnet')).keys).toEqual([
      { service: 'trongrid', required: false },
    ]);
    expect((await chainProviders('tron', 'devnet')).keys).toEqual([]);
  });
});
