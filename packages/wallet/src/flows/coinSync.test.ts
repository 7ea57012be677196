/**
 * Coin sync, the new-coin check, registration and masterClientId against the real product API
 * started in-process on 127.0.0.1:0 (its seeded catalogue: 61 listed coins, Tron USDC inactive).
 */
import { type RunningApiServer, startApiServer } from '@kestrel/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueClient } from '../services/catalogue-client';
import { createHttpClient } from '../services/http-client';
import { SYNC_REJECTION } from '../services/coin-sync';
import { ABANDON_PHRASE, FAST_KDF, HARDHAT_KEY_0, PASSWORD } from '../test-support/fixtures';
import { MemoryStorage } from '../vault/storage';
import {
  checkNewCoins,
  ensureMasterClientId,
  registerCreatedWallet,
  startCoinSync,
  syncCoins,
} from './coinSync';
import { createWallet } from './createWallet';
import { WalletSession } from './session';
import { collectingToastSink } from './toasts';

let server: RunningApiServer;
beforeAll(async () => {
  server = await startApiServer({ host: '127.0.0.1', port: 0, log: false, databaseUrl: ':memory:' });
});
afterAll(async () => {
  await server?.close();
});

const catalogue = () => createCatalogueClient(createHttpClient({ baseUrl: server.url }));

async function twoWallets(storage = new MemoryStorage()) {
  const session = await WalletSession.open(storage, PASSWORD, { create: true, kdf: FAST_KDF });
  const phrase = await createWallet(session, { phrase: ABANDON_PHRASE, chains: ['ethereum', 'bitcoin'] });
  const byKey = await createWallet(session, { privateKey: HARDHAT_KEY_0, chain_name: 'ethereum' });
  return { session, storage, phrase, byKey };
}

describe('masterClientId', () => {
  it('is set once per installation and kept across locks', async () => {
    const { session, storage } = await twoWallets();
    expect(session.store.getState().wallets.masterClientId).toBe('');
    const id = await ensureMasterClientId(session);
    expect(id).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
    expect(await ensureMasterClientId(session)).toBe(id);
    session.lock();
    const again = await WalletSession.open(storage, PASSWORD, { kdf: FAST_KDF });
    expect(await ensureMasterClientId(again)).toBe(id);
    again.lock();
  });
});

describe('registration', () => {
  it("registers a created wallet's coins with clientId, masterClientId and how it was made", async () => {
    const { session, phrase, byKey } = await twoWallets();
    const api = catalogue();
    expect(await registerCreatedWallet(session, api, phrase.id, { imported: true })).toBe(2);
    expect(await registerCreatedWallet(session, api, byKey.id, { imported: false })).toBe(1);
    const rows = await api.listRegistrations(phrase.clientId);
    expect(rows.map((r) => [r.chain_name, r.symbol, r.is_create_wallet, r.is_imported]).sort()).toEqual([
      ['bitcoin', 'BTC', false, true],
      ['ethereum', 'ETH', false, true],
    ]);
    expect((await api.listRegistrations(byKey.clientId)).map((r) => r.is_create_wallet)).toEqual([true]);
    session.lock();
  });
});

describe('sync', () => {
  it('the check finds the listed coins a wallet lacks; the sync adds them to every wallet but private-key imports and registers them', async () => {
    const { session, phrase, byKey } = await twoWallets();
    const api = catalogue();
    const { listed, plan } = await checkNewCoins(session, api);
    expect(listed).toHaveLength(61);
    expect(plan.map((p) => p.walletId)).toEqual([phrase.id]);
    // Only coins on chains the wallet holds can be added (an address is needed).
    const toast = collectingToastSink();
    const added = await syncCoins(session, api, toast);
    expect(toast.toasts.map((t) => t.title)).toEqual(['Sync In-progress', 'Sync Successful']);
    const coins = session.wallet(phrase.id).coins;
    expect(added).toBe(coins.length - 2);
    expect(added).toBeGreaterThan(0);
    expect(coins.every((c) => c.chain_name === 'ethereum' || c.chain_name === 'bitcoin')).toBe(true);
    expect(session.wallet(byKey.id).coins).toHaveLength(1);
    expect(await api.listRegistrations(phrase.clientId)).toHaveLength(added);
    expect(await api.listRegistrations(byKey.clientId)).toEqual([]);
    // The one rule again: nothing more to add for coins of chains it has.
    const again = await syncCoins(session, api, collectingToastSink());
    expect(again).toBe(0);
    session.lock();
  });

  it("an unreachable catalogue is 'Sync Failed' and the spec's rejection; nothing changes", async () => {
    const { session, phrase } = await twoWallets();
    const down = createCatalogueClient(createHttpClient({ baseUrl: 'http://127.0.0.1:9' }));
    const toast = collectingToastSink();
    await expect(syncCoins(session, down, toast)).rejects.toThrow(SYNC_REJECTION);
    expect(toast.toasts.map((t) => [t.title, t.text])).toEqual([
      ['Sync In-progress', undefined],
      ['Sync Failed', 'Something went wrong'],
    ]);
    expect(session.wallet(phrase.id).coins).toHaveLength(2);
    session.lock();
  });

  it('runs on unlock (at start) and sets masterClientId; a run with nothing new shows no toast', async () => {
    const { session, phrase } = await twoWallets();
    const toast = collectingToastSink();
    const runner = startCoinSync(session, catalogue(), toast, { intervalMs: 60_000 });
    await runner.runNow();
    runner.stop();
    expect(session.store.getState().wallets.masterClientId).not.toBe('');
    expect(session.store.getState().auth.lastUpdateCheckTimestamp).toBeGreaterThan(0);
    expect(session.wallet(phrase.id).coins.length).toBeGreaterThan(2);
    expect(toast.toasts.map((t) => t.title)).toEqual(['Sync In-progress', 'Sync Successful']);
    const quiet = collectingToastSink();
    const second = startCoinSync(session, catalogue(), quiet, { intervalMs: 60_000 });
    await second.runNow();
    second.stop();
    expect(quiet.toasts).toEqual([]);
    session.lock();
  });
});
