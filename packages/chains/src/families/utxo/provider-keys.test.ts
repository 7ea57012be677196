/**
 * Provider keys of the Bitcoin family (issue #17 item 1): the keys its indexers take per network,
 * and each service's key going with that provider's endpoints only (AdapterConfig.apiKeys).
 */
import { describe, expect, it } from 'vitest';
import { chainProviders } from '../../providers';
import { getChain } from '../../registry/index';
import { endpointsFor } from './logic/context';

describe('Bitcoin-family provider keys', () => {
  it('says which keys its providers take on each network', async () => {
    expect((await chainProviders('litecoin', 'mainnet')).keys).toEqual([
      { service: 'blockcypher', required: false },
      { service: 'blockchair', required: false },
      { service: 'blockdaemon', required: true },
    ]);
    expect((await chainProviders('dogecoin', 'testnet')).keys).toEqual([
      { service: 'blockcypher', required: false },
    ]);
    expect((await chainProviders('litecoin', 'devnet')).keys).toEqual([]);
  });

  it("gives each provider's endpoints its own key and no other's", () => {
    const endpoints = endpointsFor(getChain('litecoin'), {
      network: 'mainnet',
      apiKeys: { blockcypher: 'cypher-token', blockdaemon: 'daemon-key', etherscan: 'not-for-utxo' },
    });
    expect(endpoints.map((e) => [e.kind, e.apiKey])).toEqual([
      ['mempool', undefined],
      ['blockcypher', 'cypher-token'],
      ['blockchair', undefined],
      ['blockdaemon', 'daemon-key'],
    ]);
    const explicit = endpointsFor(getChain('litecoin'), {
      network: 'mainnet',
      utxoProviders: [{ kind: 'blockcypher', url: 'http://127.0.0.1:1', apiKey: 'own' }],
      apiKeys: { blockcypher: 'cypher-token' },
    });
    expect(explicit.map((e) => e.apiKey)).toEqual(['own']);
  });
});
