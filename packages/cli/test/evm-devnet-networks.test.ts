/**
 * Each EVM chain is its own network on the devnet (issue #12, defect 16): `kestrel faucet` funds
 * only the chain it is asked for, balances and history are the chain's own, and the CLI reaches
 * each network through the family's devnet profile (no URL given). Two networks are used:
 * ethereum and BNB Smart Chain.
 */
import { devnetInfoFile, freePort, startDevnet, type Devnet } from '@kestrel/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './harness';

let devnet: Devnet;
let env: Record<string, string>;
const FRESH = '0x1600000000000000000000000000000000000016';

beforeAll(async () => {
  const port = await freePort();
  devnet = await startDevnet({ port });
  env = { KESTREL_DEVNET_INFO: devnetInfoFile(port) };
});
afterAll(() => devnet?.stop());

const on = (chain: string) => ['--chain', chain, '--network', 'devnet'];
const native = async (chain: string) => {
  const b = await runCli(['balance', ...on(chain), '--address', FRESH], '', env);
  expect(b.code).toBe(0);
  return (b.out[0] as { balances: { amount: string; state: string; symbol: string }[] }).balances[0]!;
};
const historyHashes = async (chain: string) => {
  const h = await runCli(['history', ...on(chain), '--address', FRESH], '', env);
  expect(h.code).toBe(0);
  return (h.out[0] as { items: { hash?: string; txid?: string; amount: string }[] }).items;
};

describe('the devnet keeps each EVM chain apart', () => {
  it('funds 10 ETH on ethereum and leaves BNB Smart Chain at 0; then 3 BNB on BNB Smart Chain only', async () => {
    const eth = await runCli(['faucet', ...on('ethereum'), FRESH, '--amount', '10'], '', env);
    expect(eth.out[0]).toMatchObject({
      chain: 'ethereum',
      status: 'SUCCESS',
      amount: '10000000000000000000',
    });
    expect(await native('ethereum')).toMatchObject({
      amount: '10000000000000000000',
      state: 'fresh',
      symbol: 'ETH',
    });
    expect(await native('binance_smart_chain')).toMatchObject({ amount: '0', state: 'fresh', symbol: 'BNB' });

    const bsc = await runCli(['faucet', ...on('binance_smart_chain'), FRESH, '--amount', '3'], '', env);
    expect(bsc.out[0]).toMatchObject({ chain: 'binance_smart_chain', status: 'SUCCESS' });
    expect(await native('binance_smart_chain')).toMatchObject({
      amount: '3000000000000000000',
      symbol: 'BNB',
    });
    expect(await native('ethereum')).toMatchObject({ amount: '10000000000000000000' });

    // History comes from the devnet explorer by chain id: each chain lists its own transfer only.
    const ethItems = await historyHashes('ethereum');
    const bscItems = await historyHashes('binance_smart_chain');
    expect(ethItems.map((i) => i.amount)).toEqual(['10000000000000000000']);
    expect(bscItems.map((i) => i.amount)).toEqual(['3000000000000000000']);
    // polygon reads Blockscout on mainnet; on the devnet its explorer is read as Etherscan V2 too.
    expect(await historyHashes('polygon')).toEqual([]);
  });
});
