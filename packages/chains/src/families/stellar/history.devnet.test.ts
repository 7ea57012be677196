/**
 * The history page in one round trip: the account's operations are read beside its transactions
 * (GET /accounts/{id}/operations), so no transaction's operations are read one by one; when that
 * read fails, or a full window may cut a transaction, the per-transaction read gives the same rows.
 * On the devnet's Horizon-shaped ledger.
 */
import { startStellarDevnet, type StellarDevnet } from '@kestrel/devnet';
import { Keypair } from '@stellar/stellar-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FetchLike } from '../../net/http';
import { getChain } from '../../registry/index';
import { family } from './index';
import { operationsOf } from './logic/history';
import type { HorizonOperation } from './network/schemas';

let devnet: StellarDevnet;
let owner: string;

beforeAll(async () => {
  devnet = await startStellarDevnet({ port: 0, infoFile: false, accounts: 1 });
  owner = Keypair.random().publicKey();
  // Created by friendbot, then paid twice through the uniform faucet: three rows.
  expect((await fetch(`${devnet.rpcUrl}/friendbot?addr=${owner}&amount=20`)).status).toBe(200);
  for (const amount of ['30000000', '40000000']) {
    const r = await fetch(`${devnet.rpcUrl}/faucet`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ address: owner, amount }),
    });
    expect(r.status).toBe(200);
  }
});
afterAll(() => devnet?.stop());

/** An adapter whose requests are recorded; `refuse` answers HTTP 500 for the paths it matches. */
function recorded(refuse?: RegExp) {
  const paths: string[] = [];
  const f: FetchLike = (url, init) => {
    const path = new URL(String(url)).pathname;
    paths.push(path);
    if (refuse?.test(path)) return Promise.resolve(new Response('{}', { status: 500 }));
    return fetch(url, init);
  };
  const adapter = family.createAdapter(getChain('stellar'), {
    network: 'devnet',
    rpc: [devnet.rpcUrl],
    fetch: f,
  });
  return { adapter, paths };
}

const perTransaction = (paths: string[]) =>
  paths.filter((p) => /^\/transactions\/[0-9a-f]{64}\/operations$/.test(p));

describe('Stellar history page', () => {
  it('reads the account operations beside the transactions, and no transaction on its own', async () => {
    const { adapter, paths } = recorded();
    const page = await adapter.getHistory(owner);
    expect(page.error).toBeUndefined();
    expect(page.items.map((r) => r.amount)).toEqual(['40000000', '30000000', '200000000']);
    expect(page.items.every((r) => r.to === owner && r.status === 'SUCCESS')).toBe(true);
    expect(paths).toContain(`/accounts/${owner}/operations`);
    expect(perTransaction(paths)).toEqual([]);
  });

  it('gives the same rows from each transaction when the account operations cannot be read', async () => {
    const fast = await recorded().adapter.getHistory(owner);
    const { adapter, paths } = recorded(/\/accounts\/[^/]+\/operations$/);
    const page = await adapter.getHistory(owner);
    expect(page.items).toEqual(fast.items);
    expect(perTransaction(paths)).toHaveLength(3);
  });
});

describe('Stellar history pages', () => {
  it('a full page carries the last paging_token; the next page holds the older rows', async () => {
    const holder = Keypair.random().publicKey();
    expect((await fetch(`${devnet.rpcUrl}/friendbot?addr=${holder}&amount=20`)).status).toBe(200);
    for (let i = 1; i <= 21; i++) {
      const r = await fetch(`${devnet.rpcUrl}/faucet`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ address: holder, amount: String(i) }),
      });
      expect(r.status).toBe(200);
    }
    const { adapter, paths } = recorded();
    const first = await adapter.getHistory(holder);
    expect(first.items.map((r) => r.amount)).toEqual(Array.from({ length: 20 }, (_, i) => String(21 - i)));
    expect(first.cursor).toMatch(/^\d+$/);
    paths.length = 0;
    const second = await adapter.getHistory(holder, { cursor: first.cursor! });
    expect(second.error).toBeUndefined();
    expect(second.items.map((r) => r.amount)).toEqual(['1', '200000000']);
    expect(second.cursor).toBeUndefined();
    // The older page's transactions lie past the latest operations: each is read on its own.
    expect(perTransaction(paths)).toHaveLength(2);
    expect(await adapter.getHistory(holder, { cursor: 'next' })).toEqual({
      items: [],
      error: 'Invalid history cursor',
    });
  });
});

describe('operationsOf', () => {
  const op = (hash: string): HorizonOperation => ({
    transaction_hash: hash,
    source_account: owner,
    created_at: '2026-01-01T00:00:00Z',
    type: 'bump_sequence',
  });
  const hash = (i: number) => i.toString(16).padStart(64, '0');

  it('a window that is not full holds every operation of the account: a transaction it lacks has none', () => {
    const of = operationsOf([op(hash(1)), op(hash(1)), op(hash(2))]);
    expect(of(hash(1))).toHaveLength(2);
    expect(of(hash(3))).toEqual([]);
  });

  it('a full window may cut its oldest transaction and miss older ones: those are read on their own', () => {
    const window = Array.from({ length: 200 }, (_, i) => op(hash(Math.floor(i / 10))));
    const of = operationsOf(window);
    expect(of(hash(0))).toHaveLength(10);
    expect(of(hash(19))).toBeUndefined();
    expect(of(hash(20))).toBeUndefined();
  });
});
