/**
 * A native coin shows its amounts with the decimals of the network it was read on: the DOT coin of
 * a phrase wallet reads 5 WND on Westend (12 decimals) through the real Polkadot adapter and a
 * local server answering the node's JSON-RPC, so its `decimal` becomes 12 and its fiat value
 * counts 5 coins; back on mainnet the same plancks are read with DOT's 10. An adapter that names
 * no decimals leaves the coin's own alone.
 */
import { createAdapter, type ChainAdapter, type NetworkName } from '@kestrel/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startLocalServer, type LocalServer } from '../../../chains/src/net/testing/local-server';
import { hex } from '@scure/base';
import type { Wallet } from '../store/types';
import { ABANDON_PHRASE, FAST_KDF, PASSWORD } from '../test-support/fixtures';
import { MemoryStorage } from '../vault/storage';
import { createWallet } from './createWallet';
import { refreshBalances } from './refreshBalances';
import { sessionFlowEnv } from './sessionFlowEnv';
import { WalletSession } from './session';
import { collectingToastSink } from './toasts';

const FREE = 5n * 10n ** 12n;
const le = (n: bigint, bytes: number) =>
  Uint8Array.from({ length: bytes }, (_, i) => Number((n >> BigInt(8 * i)) & 0xffn));
/** AccountInfo as the runtime stores it: nonce, consumers, providers, sufficients, free, reserved, frozen, flags. */
const ACCOUNT = `0x${hex.encode(
  Uint8Array.from([...le(0n, 16), ...le(FREE, 16), ...le(0n, 16), ...le(0n, 16), ...le(1n << 127n, 16)]),
)}`;

let node: LocalServer;
beforeAll(async () => {
  node = await startLocalServer((req, res) => {
    const call = req.json<{ id: number; method: string }>();
    sendJson(res, {
      jsonrpc: '2.0',
      id: call.id,
      result: call.method === 'state_getStorage' ? ACCOUNT : null,
    });
  });
});
afterAll(() => node?.close());

async function phraseWallet(): Promise<{ storage: MemoryStorage; wallet: Wallet }> {
  const storage = new MemoryStorage();
  const s = await WalletSession.open(storage, PASSWORD, { create: true, kdf: FAST_KDF });
  const wallet = await createWallet(s, { phrase: ABANDON_PHRASE, chains: ['polkadot'] });
  await s.save();
  s.lock();
  return { storage, wallet };
}

async function readOn(storage: MemoryStorage, network: NetworkName, adapters?: () => Promise<ChainAdapter>) {
  const s = await WalletSession.open(storage, PASSWORD, { kdf: FAST_KDF, network });
  const env = sessionFlowEnv(s, {
    toast: collectingToastSink(),
    adapters: adapters ?? (() => createAdapter('polkadot', { network, rpc: [node.url], explorerApis: [] })),
    prices: { getFiatRates: async () => ({ DOT: '4' }) },
  });
  const [wallet] = s.store.getState().wallets.allWallets;
  await refreshBalances(env, { walletId: wallet!.id });
  // The wallet holds the one coin it was created with.
  const [coin] = s.store.getState().wallets.allWallets[0]!.coins;
  await s.save();
  s.lock();
  return coin!;
}

describe('native coin decimals follow the network read', () => {
  it('Westend: 12 decimals, so 5e12 plancks are 5 coins; mainnet: DOT 10 again', async () => {
    const { storage } = await phraseWallet();
    const westend = await readOn(storage, 'testnet');
    expect(westend).toMatchObject({ totalBalance: FREE.toString(), decimal: 12 });
    expect(Number(westend.totalBalanceCourse)).toBe(20);
    const polkadot = await readOn(storage, 'mainnet');
    expect(polkadot).toMatchObject({ totalBalance: FREE.toString(), decimal: 10 });
    expect(Number(polkadot.totalBalanceCourse)).toBe(2000);
  });

  it('an adapter that names no decimals leaves the coin its own', async () => {
    const { storage } = await phraseWallet();
    const silent = async () =>
      ({
        getBalances: async () => [{ asset: { kind: 'native' }, amount: 7n, state: 'fresh', asOf: 1 }],
      }) as unknown as ChainAdapter;
    expect(await readOn(storage, 'testnet', silent)).toMatchObject({ totalBalance: '7', decimal: 10 });
  });
});
