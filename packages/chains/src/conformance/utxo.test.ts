/**
 * The conformance suite on every Bitcoin-family chain record (7). Where the family's devnet profile
 * has a local node (litecoin: litecoind regtest, one node for this file), against that node, which
 * also judges the signatures; the others against a local server answering as each chain's first
 * provider (mempool.space or Blockchair) in their recorded shapes, signatures checked against the
 * coins it handed out. Expected addresses of "abandon ... about": BIP-84 and BIP-86 vectors
 * (/work/shared/vectors/bip84_49_86.json), Dogecoin as in families/utxo/logic/keys.test.ts.
 */
import { hex } from '@scure/base';
import { litecoindAvailable, startLitecoind, type Litecoind } from '@kestrel/devnet';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { ChainInfo } from '../registry/types';
import { loadFamily } from '../families/registry';
import type { UtxoAdapterConfig } from '../families/utxo/index';
import { parseUtxoAddress } from '../families/utxo/logic/address';
import { utxoCoin } from '../families/utxo/logic/network';
import { PROVIDER_ORDER } from '../families/utxo/network/index';
import { nodeFeeReader, shapedFeeReader } from '../families/utxo/testing/fee-readers';
import { startShapedUtxoServer, type ShapedUtxoServer } from '../families/utxo/testing/shaped-server';
import { seedFromMnemonic } from '../keys/mnemonic';
import { ABANDON, conformanceChains, SHOOT } from './chains';
import { testAdapter, type ConformanceFixture } from './testAdapter';

const EXPECTED: Record<string, string> = {
  bitcoin: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
  bitcoin_taproot: 'bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr',
  dogecoin: 'DBus3bamQjgJULBJtYXpEzDWQRwF5iwxgC',
};
const COIN = 100_000_000n;
const family = await loadFamily('utxo');
const chains = conformanceChains('utxo');
const onNode = (c: ChainInfo) => family.devnet?.nodeOf(c) ?? null;
const AVAILABLE = litecoindAvailable();

let server: ShapedUtxoServer;
let node: Litecoind | undefined;
beforeAll(async () => {
  [server, node] = await Promise.all([
    startShapedUtxoServer(),
    AVAILABLE && chains.some((c) => onNode(c) === 'litecoin') ? startLitecoind() : undefined,
  ]);
});
afterAll(async () => {
  await Promise.all([server?.close(), node?.stop()]);
});

expect(chains.map((c) => c.chain_name).sort()).toEqual([
  'bitcoin',
  'bitcoin_cash',
  'bitcoin_legacy',
  'bitcoin_segwit',
  'bitcoin_taproot',
  'dogecoin',
  'litecoin',
]);

/** Against litecoind, configured by the family's devnet profile. */
async function nodeFixture(chain: ChainInfo): Promise<ConformanceFixture> {
  const config = family.devnet!.adapterConfig({ rpc: node!.rpcUrlWithAuth });
  return {
    adapter: family.createAdapter(chain, { network: 'devnet', ...config }),
    family,
    mnemonic: ABANDON,
    fund: async (address) => {
      await node!.fund(address, COIN);
      await node!.fund(address, COIN / 2n);
    },
    recipient: await node!.rpc<string>('getnewaddress', ['', 'bech32'], 'faucet'),
    signedFee: nodeFeeReader(node!),
  };
}

/** Against the chain's first provider (mempool.space or Blockchair shapes) on the local server. */
async function shapedFixture(chain: ChainInfo): Promise<ConformanceFixture> {
  const kind = PROVIDER_ORDER[utxoCoin(chain)].find((k) => k === 'mempool' || k === 'blockchair')!;
  const config: UtxoAdapterConfig = { network: 'mainnet', utxoProviders: [server.endpoint(kind)] };
  const adapter = family.createAdapter(chain, config);
  // Someone else's address: the first of another published phrase.
  const other = await adapter.deriveAccount(seedFromMnemonic(SHOOT));
  // Dogecoin pays at least 0.01 DOGE per kB: its coins are bigger.
  const unit = chain.chain_name === 'dogecoin' ? COIN : COIN / 100n;
  return {
    adapter,
    family,
    mnemonic: ABANDON,
    expectedAddress: EXPECTED[chain.chain_name],
    fund: async (address) => {
      const script = hex.encode(parseUtxoAddress(chain, address, 'mainnet').script);
      for (const value of [3n * unit, 2n * unit])
        server.fund({ address, script, value, funder: other.address });
    },
    recipient: other.address,
    signedFee: shapedFeeReader(server, chain),
  };
}

for (const chain of chains) {
  const local = onNode(chain);
  if (local === 'litecoin')
    // Without litecoind outside CI this part cannot run (regtest.test.ts fails CI without it).
    describe.skipIf(!AVAILABLE)(`${chain.chain_name} (litecoind regtest)`, () =>
      testAdapter(`${chain.chain_name} on litecoind regtest`, () => nodeFixture(chain)),
    );
  else {
    expect(local, `${chain.chain_name}: a devnet node this file does not start`).toBeNull();
    testAdapter(`${chain.chain_name} on its first provider's recorded shapes`, () => shapedFixture(chain));
  }
}
