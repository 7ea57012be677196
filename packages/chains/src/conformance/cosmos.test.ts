/**
 * The conformance suite on the cosmos and thorchain chain records, each against its devnet node
 * (an in-memory ledger behind an LCD-shaped endpoint, devnet/src/cosmos), configured through the
 * family's devnet profile and funded through the uniform faucet route. The signed fee is read by
 * the devnet ledger from the transaction's own bytes (decoded with cosmjs) after it checks the
 * signature; THORChain's is its native fee. Expected addresses of "shoot island …": Trust Wallet's
 * CoinAddressDerivationTests (see families/cosmos/logic/keys.test.ts), THORChain's re-encoded with
 * the devnet's stagenet prefix sthor.
 */
import { startCosmosDevnet, type CosmosDevnet, type CosmosDevnetChain } from '@kestrel/devnet';
import { bech32 } from '@scure/base';
import { afterAll, beforeAll, expect } from 'vitest';
import { loadFamily } from '../families/registry';
import { seedFromMnemonic } from '../keys/mnemonic';
import { ABANDON, conformanceChains, SHOOT } from './chains';
import { testAdapter } from './testAdapter';

const family = await loadFamily('cosmos');
const chains = conformanceChains('cosmos');
expect(chains.map((c) => c.chain_name).sort()).toEqual(['cosmos', 'thorchain']);

const withPrefix = (address: string, prefix: string) =>
  bech32.encode(prefix, bech32.decode(address as `${string}1${string}`).words);
const EXPECTED: Record<CosmosDevnetChain, string> = {
  cosmos: 'cosmos142j9u5eaduzd7faumygud6ruhdwme98qsy2ekn',
  thorchain: withPrefix('thor1c8jd7ad9pcw4k3wkuqlkz4auv95mldr2kyhc65', 'sthor'),
};

const devnets = new Map<string, CosmosDevnet>();
beforeAll(async () => {
  for (const chain of chains)
    devnets.set(
      chain.chain_name,
      await startCosmosDevnet({ chain: chain.chain_name as CosmosDevnetChain, port: 0, infoFile: false }),
    );
});
afterAll(() => Promise.all([...devnets.values()].map((d) => d.stop())));

for (const chain of chains) {
  const name = chain.chain_name as CosmosDevnetChain;
  expect(family.devnet?.nodeOf(chain)).toBe(name);
  testAdapter(`${name} on the devnet ledger`, async () => {
    const devnet = devnets.get(name)!;
    const adapter = family.createAdapter(chain, {
      network: 'devnet',
      ...family.devnet!.adapterConfig({ rpc: devnet.rpcUrl }),
    });
    const other = await adapter.deriveAccount(seedFromMnemonic(ABANDON));
    return {
      adapter,
      family,
      mnemonic: SHOOT,
      expectedAddress: EXPECTED[name],
      fund: async (address) => {
        const res = await fetch(`${devnet.rpcUrl}/faucet`, {
          method: 'POST',
          body: JSON.stringify({ address, amount: '100000000000' }),
        });
        expect(res.status).toBe(200);
      },
      recipient: other.address,
      signedFee: async (signed) => devnet.ledger.signedFee(signed.raw),
    };
  });
}
