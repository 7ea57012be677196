/**
 * GET /cardano/raw/address/{address} relays an in-memory Blockfrost-shaped upstream (nothing leaves
 * the process but loopback) and the wallet's Cardano adapter reads balance and history through it.
 * Bad input is 400 before the upstream is asked; an upstream failure or malformed answer is 502;
 * the upstream key goes as project_id and never into answers.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdapter,
  deriveAccount,
  loadFamily,
  seedFromMnemonic,
  type ChainAdapter,
} from '@kestrel/chains';
import { MAX_PARAM_LENGTH } from '../app';
import { cardanoRoutes } from '../routes/cardano';
import { CardanoRelay, cardanoUpstreamFromEnv } from './blockfrost-relay';

const KEY = 'preprodSecretProjectKey';
const TX = 'ab'.repeat(32);
let owner = '';
let other = '';
const calls: { path: string; key: string | null }[] = [];
let mode: 'ok' | 'down' | 'malformed' = 'ok';
/** The query of each upstream transactions call. */
const pages: URLSearchParams[] = [];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ada = (n: number) => [{ unit: 'lovelace', quantity: String(n) }];

const upstream: typeof fetch = async (input, init) => {
  const url = new URL(String(input));
  const path = url.pathname.replace(/^\/api\/v0/, '');
  calls.push({ path, key: new Headers(init?.headers).get('project_id') });
  if (mode === 'down') return new Response('down', { status: 500 });
  if (path === `/addresses/${owner}/utxos`)
    return json(
      mode === 'malformed' ? { nope: 1 } : [{ tx_hash: TX, output_index: 1, amount: ada(7_500_000) }],
    );
  if (path === `/addresses/${owner}/transactions`) {
    pages.push(url.searchParams);
    return json([{ tx_hash: TX, block_time: 1_700_000_000 }]);
  }
  if (path.startsWith('/addresses/')) return json({ status_code: 404 }, 404);
  if (path === `/txs/${TX}/utxos`)
    return json({
      inputs: [{ address: other, amount: ada(10_000_000) }],
      outputs: [
        { address: owner, amount: ada(7_500_000) },
        { address: other, amount: ada(2_300_000) },
      ],
    });
  return json({}, 404);
};

let app: FastifyInstance;
let base = '';
let adapter: ChainAdapter;

beforeAll(async () => {
  await loadFamily('cardano');
  owner = deriveAccount(
    'cardano',
    seedFromMnemonic('legal winner thank year wave sausage worth useful legal winner thank yellow'),
    { network: 'testnet' },
  ).address;
  other = deriveAccount(
    'cardano',
    seedFromMnemonic(
      'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
    ),
    { network: 'testnet' },
  ).address;
  // Cardano addresses are longer than Fastify's default 100-character parameter (app.ts raises it).
  app = Fastify({ maxParamLength: MAX_PARAM_LENGTH });
  const upstreamConfig = cardanoUpstreamFromEnv({
    KESTREL_CARDANO_UPSTREAM: 'https://cardano-preprod.blockfrost.io/api/v0',
    KESTREL_CARDANO_KEY: KEY,
  })!;
  await app.register(cardanoRoutes, { relay: new CardanoRelay(upstreamConfig, { fetch: upstream }) });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  adapter = await createAdapter('cardano', { network: 'testnet', explorerApis: [base], rpc: [] });
});
afterAll(() => app.close());

describe('GET /cardano/raw/address/{address}', () => {
  it('answers balance, UTXOs and transactions in lovelace, sending the key only upstream', async () => {
    mode = 'ok';
    const res = await fetch(`${base}/cardano/raw/address/${owner}`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain(KEY);
    expect(JSON.parse(text)).toEqual({
      address: owner,
      balance: '7500000',
      utxos: [{ tx_hash: TX, output_index: 1, amount: '7500000' }],
      transactions: [
        {
          hash: TX,
          time: 1_700_000_000,
          inputs: [{ address: other, amount: '10000000' }],
          outputs: [
            { address: owner, amount: '7500000' },
            { address: other, amount: '2300000' },
          ],
        },
      ],
    });
    expect(calls.every((c) => c.key === KEY)).toBe(true);
  });

  it('the wallet adapter reads balance and history through it', async () => {
    mode = 'ok';
    expect((await adapter.getBalances(owner))[0]).toMatchObject({
      amount: 7_500_000n,
      decimals: 6,
      state: 'fresh',
    });
    const page = await adapter.getHistory(owner);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ amount: '7500000', from: other, to: owner, status: 'SUCCESS' });
  });

  it('an address never seen is an empty answer, not an error', async () => {
    mode = 'ok';
    const res = await fetch(`${base}/cardano/raw/address/${other}`);
    expect(await res.json()).toEqual({ address: other, balance: '0', utxos: [], transactions: [] });
  });

  it('refuses a bad address with 400 before asking the upstream', async () => {
    const before = calls.length;
    for (const bad of [
      'hello',
      `${owner.slice(0, 30)}`,
      owner.toUpperCase(),
      'stake1uy9ggsc9qls4pu9qvyyacwnmr9tt0gzcdt5s0zj4au8qkqc65geks',
    ]) {
      expect((await fetch(`${base}/cardano/raw/address/${encodeURIComponent(bad)}`)).status).toBe(400);
    }
    expect(calls.length).toBe(before);
  });

  it('?page=N reads that page of the transactions (Blockfrost page=N&count=20&order=desc); a bad page is 400', async () => {
    mode = 'ok';
    const res = await fetch(`${base}/cardano/raw/address/${owner}?page=2`);
    expect(res.status).toBe(200);
    expect((await res.json()).transactions).toEqual([expect.objectContaining({ hash: TX })]);
    const asked = pages.filter((q) => q.get('page') !== null);
    expect(asked.map((q) => [q.get('page'), q.get('count'), q.get('order')])).toEqual([['2', '20', 'desc']]);
    const page = await adapter.getHistory(owner, { cursor: '2' });
    expect(page.error).toBeUndefined();
    expect(page.items.map((r) => r.amount)).toEqual(['7500000']);
    expect(page.cursor).toBeUndefined();
    expect(pages.filter((q) => q.get('page') !== null)).toHaveLength(2);
    const before = calls.length;
    for (const bad of ['0', '-1', 'x', '1.5', '99999999'])
      expect((await fetch(`${base}/cardano/raw/address/${owner}?page=${bad}`)).status).toBe(400);
    expect(calls.length).toBe(before);
  });

  it('an upstream failure or malformed answer is a 502', async () => {
    for (const m of ['down', 'malformed'] as const) {
      mode = m;
      const res = await fetch(`${base}/cardano/raw/address/${owner}`);
      expect(res.status).toBe(502);
    }
    mode = 'ok';
  });

  it('the upstream setting must be an absolute http(s) URL; unset, no route', () => {
    expect(cardanoUpstreamFromEnv({})).toBeUndefined();
    expect(() => cardanoUpstreamFromEnv({ KESTREL_CARDANO_UPSTREAM: 'blockfrost' })).toThrow(/absolute/);
  });
});
