/** The TON record's devnet endpoint is where `npm run devnet` serves TON, and the profile reaches it. */
import { TON_DEVNET_PORT } from '@kestrel/devnet';
import { describe, expect, it } from 'vitest';
import { getChain, getNetwork } from '../../registry/index';
import { TON_DEVNET_URL } from '../../registry/others';
import { family } from './index';

describe('TON devnet profile', () => {
  const chain = getChain('ton');

  it('the registry points at the devnet default port', () => {
    expect(TON_DEVNET_URL).toBe(`http://127.0.0.1:${TON_DEVNET_PORT}`);
    expect(getNetwork(chain, 'devnet')).toMatchObject({
      rpc: [`${TON_DEVNET_URL}/api/v2/jsonRPC`],
      indexers: [TON_DEVNET_URL],
      path: "m/44'/607'/0'",
    });
  });

  it("names the node 'ton' and builds the adapter settings from its base URL", () => {
    expect(family.devnet?.nodeOf(chain)).toBe('ton');
    expect(family.devnet?.adapterConfig({ rpc: 'http://127.0.0.1:9999/' })).toMatchObject({
      rpc: ['http://127.0.0.1:9999/api/v2/jsonRPC'],
      explorerApis: ['http://127.0.0.1:9999/'],
    });
    expect(family.devnet?.adapterConfig({ rpc: '/devnet/ton', explorer: '/devnet/ton-index' })).toMatchObject(
      {
        rpc: ['/devnet/ton/api/v2/jsonRPC'],
        explorerApis: ['/devnet/ton-index'],
      },
    );
  });
});
