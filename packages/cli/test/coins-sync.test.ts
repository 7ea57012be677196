/**
 * `kestrel coins` against the real product API (packages/api in-process on SQLite in a temp dir,
 * its seeded catalogue) and a real encrypted store: the new-coin check changes nothing, the sync
 * adds the listed coins to the phrase wallet only (never to a private-key import, the wallet's
 * rule), saves them and registers them with the API; a wallet's coins are registered on request;
 * an unreachable API is a failure that changes nothing. Test phrase and key are the published
 * "abandon ... about" phrase and Hardhat's account 0 key.
 */
import { startApiServer, type RunningApiServer } from '@kestrel/api';
import { createCatalogueClient, createHttpClient } from '@kestrel/wallet';
import { openWalletStore } from '@kestrel/wallet/node';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './harness';

const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const HARDHAT_KEY_0 = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const PASSWORD = 'correct horse battery staple';

let api: RunningApiServer;
let dir: string;
let store: string;
let env: Record<string, string>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kestrel-coins-'));
  store = join(dir, 'store');
  api = await startApiServer({
    port: 0,
    host: '127.0.0.1',
    databaseUrl: join(dir, 'api.sqlite'),
    log: false,
  });
  env = { KESTREL_PASSWORD: PASSWORD, KESTREL_API_URL: api.url };
  const phrase = await runCli(
    ['wallet', 'import', '--name', 'Savings', '--chains', 'ethereum', '--store', store],
    PHRASE,
    env,
  );
  expect(phrase.code).toBe(0);
  const key = await runCli(
    ['wallet', 'import', '--name', 'Hot', '--chain', 'ethereum', '--private-key', '--store', store],
    HARDHAT_KEY_0,
    env,
  );
  expect(key.code).toBe(0);
}, 120_000);
afterAll(async () => {
  await api?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function storeWallets() {
  const { session } = await openWalletStore({ dir: store, password: PASSWORD });
  try {
    return session.store.getState().wallets.allWallets.map((w) => ({
      id: w.id,
      walletName: w.walletName,
      clientId: w.clientId,
      coinIds: w.coins.map((c) => c._id),
    }));
  } finally {
    session.lock();
  }
}

interface Check {
  wallets: { walletId: string; walletName: string; coins: { _id: string; chain_name: string }[] }[];
}

describe('kestrel coins (sync, new-coin check, registration) with the product API', () => {
  it('an unreachable API fails the sync and changes nothing', async () => {
    const before = await storeWallets();
    const r = await runCli(['coins', 'sync', '--store', store, '--api', 'http://127.0.0.1:9'], '', env);
    expect(r.code).toBe(3);
    expect(r.out[0]).toMatchObject({
      error: 'Something went wrong while syncing',
      toasts: [
        { title: 'Sync In-progress' },
        { kind: 'error', title: 'Sync Failed', text: 'Something went wrong' },
      ],
    });
    expect(await storeWallets()).toEqual(before);
  });

  it('checks without changing, syncs the phrase wallet only, registers what it added', async () => {
    const before = await storeWallets();
    const check = await runCli(['coins', 'check', '--store', store], '', env);
    expect(check.code).toBe(0);
    const found = (check.out[0] as Check).wallets;
    // The private-key import gets no catalogue coins; the phrase wallet gets ethereum's listed ones.
    expect(found.map((w) => w.walletName)).toEqual(['Savings']);
    const coins = found[0]!.coins;
    expect(coins.length).toBeGreaterThan(0);
    expect(coins.every((c) => c.chain_name === 'ethereum')).toBe(true);
    expect((await storeWallets()).map((w) => w.coinIds)).toEqual(before.map((w) => w.coinIds));

    const sync = await runCli(['coins', 'sync', '--store', store], '', env);
    expect(sync.code).toBe(0);
    expect(sync.out[0]).toEqual({
      added: coins.length,
      toasts: [
        { kind: 'progress', title: 'Sync In-progress' },
        { kind: 'success', title: 'Sync Successful' },
      ],
    });
    const after = await storeWallets();
    const savings = after.find((w) => w.walletName === 'Savings')!;
    expect(savings.coinIds).toEqual(expect.arrayContaining(coins.map((c) => c._id)));
    expect(after.find((w) => w.walletName === 'Hot')!.coinIds).toEqual(
      before.find((w) => w.walletName === 'Hot')!.coinIds,
    );
    // Nothing left to add.
    expect((await runCli(['coins', 'check', '--store', store], '', env)).out[0]).toEqual({ wallets: [] });

    const catalogue = createCatalogueClient(createHttpClient({ baseUrl: api.url }));
    const registered = await catalogue.listRegistrations(savings.clientId);
    expect(registered.map((c) => c._id).sort()).toEqual(coins.map((c) => c._id).sort());
    expect(registered.every((c) => !c.is_create_wallet && !c.is_imported)).toBe(true);
  });

  it("registers a wallet's coins as imported on request", async () => {
    const r = await runCli(['coins', 'register', '--wallet', 'Hot', '--imported', '--store', store], '', env);
    expect(r.code).toBe(0);
    const hot = (await storeWallets()).find((w) => w.walletName === 'Hot')!;
    expect(r.out[0]).toEqual({ walletId: hot.id, registered: hot.coinIds.length });
    const catalogue = createCatalogueClient(createHttpClient({ baseUrl: api.url }));
    const registered = await catalogue.listRegistrations(hot.clientId);
    expect(registered.length).toBe(hot.coinIds.length);
    expect(registered.every((c) => c.is_imported && !c.is_create_wallet)).toBe(true);
    const missing = await runCli(['coins', 'register', '--wallet', 'Nope', '--store', store], '', env);
    expect(missing).toMatchObject({ code: 2, out: [{ error: 'No wallet named "Nope" in the store' }] });
  });
});
