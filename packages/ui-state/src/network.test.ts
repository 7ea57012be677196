import { devnetAdapterConfig, devnetNodeOf } from '@kestrel/wallet';
import { beforeEach, describe, expect, it } from 'vitest';
import { devnetNodeUrls, isNetworkName } from './network';
import { configurePlatform } from './platform';
import { memoryPlatform } from './testing/memoryPlatform';

describe('network profiles', () => {
  beforeEach(() => configurePlatform(memoryPlatform({ origin: () => 'http://127.0.0.1' })));

  it('knows the three networks and nothing else', () => {
    expect(['mainnet', 'testnet', 'devnet'].every(isNetworkName)).toBe(true);
    expect(isNetworkName('regtest')).toBe(false);
  });

  it('reaches the devnet nodes through the same-origin proxy paths', async () => {
    // The node names are the families' own (their devnet profiles), as `npm run devnet` names them.
    const hardhat = await devnetNodeOf('ethereum');
    const litecoind = await devnetNodeOf('litecoin');
    expect(hardhat && devnetNodeUrls(hardhat)).toEqual({
      rpc: 'http://127.0.0.1/devnet/evm',
      explorer: 'http://127.0.0.1/devnet/explorer',
    });
    expect(litecoind && devnetNodeUrls(litecoind)).toEqual({ rpc: 'http://127.0.0.1/devnet/litecoin' });
    // Every other node: the generic path (devNodeProxy.ts), so a new family needs no shell change.
    expect(devnetNodeUrls('solana')).toEqual({ rpc: 'http://127.0.0.1/devnet/node/solana' });
    expect(devnetNodeUrls('../x')).toBeNull();
    // Not an own key: prototype names never count as nodes.
    expect(devnetNodeUrls('toString')).toBeNull();
  });

  it('gives adapter settings for the chains with a local node only (the family says which node)', async () => {
    // Each EVM chain is its own network behind the one EVM node; the explorer picks it by chainid.
    const evm = (chain: string) => ({
      rpc: [`http://127.0.0.1/devnet/evm/${chain}`],
      explorerApis: ['http://127.0.0.1/devnet/explorer/v2/api'],
    });
    expect(await devnetAdapterConfig('ethereum', devnetNodeUrls)).toEqual(evm('ethereum'));
    expect(await devnetAdapterConfig('polygon', devnetNodeUrls)).toEqual(evm('polygon'));
    expect(await devnetAdapterConfig('litecoin', devnetNodeUrls)).toMatchObject({
      rpc: ['http://127.0.0.1/devnet/litecoin'],
    });
    expect(await devnetAdapterConfig('bitcoin', devnetNodeUrls)).toBeNull();
    expect(JSON.stringify(await devnetAdapterConfig('solana', devnetNodeUrls))).toContain(
      'http://127.0.0.1/devnet/node/solana',
    );
    expect(JSON.stringify(await devnetAdapterConfig('aptos', devnetNodeUrls))).toContain(
      'http://127.0.0.1/devnet/node/aptos',
    );
    expect(JSON.stringify(await devnetAdapterConfig('tezos', devnetNodeUrls))).toContain(
      'http://127.0.0.1/devnet/node/tezos',
    );
  });
});
