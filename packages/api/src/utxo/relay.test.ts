/**
 * The premium Bitcoin-family provider is real: the wallet's premium client (@kestrel/chains)
 * reads balances, whole-account discovery (one relay request per gap-limit window), UTXOs,
 * transactions, raw hex and fees through these routes, which relay an in-memory
 * Mempool/Esplora-shaped upstream (nothing leaves the process but loopback). Bad input is 400
 * before the upstream is asked; unknown coins and transactions 404; upstream failures 502.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdapter,
  deriveAccount,
  getChain,
  loadFamily,
  seedFromMnemonic,
  type ChainAdapter,
  type UtxoAdapterConfig,
} from '@kestrel/chains';
import { utxoRoutes } from '../routes/utxo';
import { EsploraRelay } from './esplora-relay';

const PHRASE = 'legal winner thank year wave sausage worth useful legal winner thank yellow';
const TXID = 'ab'.repeat(32);
const RAW = '0200000001' + '00'.repeat(40);

const coins = new Map<string, { value: number; txid: string }>();
const upstreamPaths: string[] = [];
let failing = false;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const stats = (v: number, n: number) => ({
  funded_txo_count: n,
  funded_txo_sum: v,
  spent_txo_count: 0,
  spent_txo_sum: 0,
  tx_count: n,
});
const tx = (to: string, value: number) => ({
  txid: TXID,
  vin: [
    { txid: 'cd'.repeat(32), vout: 1, prevout: { scriptpubkey: '0014', value: value + 500 }, sequence: 1 },
  ],
  vout: [{ scriptpubkey: '0014ab', scriptpubkey_address: to, value }],
  fee: 500,
  status: { confirmed: true, block_height: 900_000, block_time: 1_700_000_000 },
});

/** An Esplora-shaped upstream in memory. */
const upstream: typeof fetch = async (input) => {
  const path = new URL(String(input)).pathname.replace(/^\/esplora/, '');
  upstreamPaths.push(path);
  if (failing) return new Response('down', { status: 500 });
  let m: RegExpExecArray | null;
  if ((m = /^\/address\/([^/]+)$/.exec(path))) {
    const c = coins.get(m[1]!);
    return json({ chain_stats: stats(c?.value ?? 0, c ? 1 : 0), mempool_stats: stats(0, 0) });
  }
  if ((m = /^\/address\/([^/]+)\/utxo$/.exec(path))) {
    const c = coins.get(m[1]!);
    return json(c ? [{ txid: c.txid, vout: 0, value: c.value, status: { confirmed: true } }] : []);
  }
  if ((m = /^\/address\/([^/]+)\/txs$/.exec(path))) {
    const c = coins.get(m[1]!);
    return json(c ? [tx(m[1]!, c.value)] : []);
  }
  if (path === `/tx/${TXID}`) return json(tx([...coins.keys()][0]!, 1000));
  if (path === `/tx/${TXID}/hex`) return new Response(RAW);
  if (path.startsWith('/tx/')) return new Response('Transaction not found', { status: 404 });
  if (path === '/v1/fees/mempool-blocks') return json([{ medianFee: 7 }]);
  return new Response('not found', { status: 404 });
};

let app: FastifyInstance;
let url: string;
let btc: ChainAdapter;
const relayPaths: string[] = [];

beforeAll(async () => {
  app = Fastify();
  app.addHook('onRequest', async (req) => void relayPaths.push(req.url));
  const relay = new EsploraRelay({
    upstreams: { bitcoin: { url: 'http://upstream.invalid/esplora' } },
    fetch: upstream,
  });
  await app.register(utxoRoutes, { relay });
  url = await app.listen({ port: 0, host: '127.0.0.1' });
  const config: UtxoAdapterConfig = { network: 'mainnet', utxoProviders: [{ kind: 'premium', url }] };
  btc = await createAdapter('bitcoin', config);
});
afterAll(() => app?.close());

describe('the premium provider through the relay', () => {
  it('reads an account of used receive 0, 7 and 25 with one relay request per window', async () => {
    const family = await loadFamily('utxo');
    const chain = getChain('bitcoin');
    const seed = seedFromMnemonic(PHRASE);
    const first = deriveAccount('bitcoin', seed);
    const signer = await family.createSigner({
      chain,
      network: 'mainnet',
      address: first.address,
      account: () => first,
      seed: { material: seed },
    });
    const at = (i: number) => deriveAccount('bitcoin', seed, { path: `m/84'/0'/0'/0/${i}` }).address;
    for (const [i, value] of [
      [0, 10_000],
      [7, 20_000],
      [25, 30_000],
    ] as const)
      coins.set(at(i), { value, txid: `${i}`.padStart(64, '0') });
    relayPaths.length = 0;
    const balance = await btc.getAccountBalance!(signer);
    expect(balance).toMatchObject({ amount: 60_000n, confirmed: 60_000n, unconfirmed: 0n, state: 'fresh' });
    // Receive: 0…19, 20…27 (7 used), 28…45 (25 used); change: 0…19. One request each.
    expect(relayPaths.filter((p) => p.startsWith('/utxo/bitcoin/addresses/balance'))).toHaveLength(4);
    expect(relayPaths.every((p) => p.startsWith('/utxo/bitcoin/addresses/balance'))).toBe(true);

    const [single] = await btc.getBalances(at(7));
    expect(single).toMatchObject({ amount: 20_000n, state: 'fresh' });
    const history = await btc.getHistory(at(7));
    expect(history.items).toEqual([
      expect.objectContaining({
        amount: '20000',
        to: at(7),
        status: 'SUCCESS',
        url: expect.stringContaining(TXID),
      }),
    ]);
  });

  it('answers transaction data, raw hex and fees; an unknown transaction is 404', async () => {
    const get = async (p: string) => {
      const r = await fetch(`${url}${p}`);
      return { status: r.status, body: (await r.json()) as unknown };
    };
    expect(await get(`/utxo/bitcoin/tx/${TXID}/hex`)).toEqual({ status: 200, body: { hex: RAW } });
    expect(await get('/utxo/bitcoin/fees')).toEqual({ status: 200, body: { fast: 7 } });
    expect((await get(`/utxo/bitcoin/tx/${TXID}`)).body).toMatchObject({
      txid: TXID,
      confirmed: true,
      blockHeight: 900_000,
      fee: '500',
      vin: [{ value: '1500' }],
    });
    expect((await get(`/utxo/bitcoin/tx/${'ef'.repeat(32)}`)).status).toBe(404);
    expect(await btc.waitForConfirmation(TXID, { timeoutMs: 0 })).toMatchObject({ blockNumber: 900_000n });
  });

  it('refuses bad input before the upstream, and names what is missing or failing', async () => {
    upstreamPaths.length = 0;
    const status = async (p: string, init?: RequestInit) => (await fetch(`${url}${p}`, init)).status;
    expect(await status('/utxo/bitcoin/address/not%20an%20address!/balance')).toBe(400);
    expect(await status('/utxo/bitcoin/tx/xyz')).toBe(400);
    expect(await status('/utxo/bitcoin/addresses/balance?addresses=')).toBe(400);
    const tooMany = Array.from({ length: 101 }, () => 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu').join(',');
    expect(await status(`/utxo/bitcoin/addresses/balance?addresses=${tooMany}`)).toBe(400);
    expect(
      await status('/utxo/bitcoin/tx', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ hex: 'zz' }),
      }),
    ).toBe(400);
    expect(upstreamPaths).toEqual([]);
    expect(await status('/utxo/dogecoin/fees')).toBe(404);
    failing = true;
    try {
      expect(await status('/utxo/bitcoin/fees')).toBe(502);
    } finally {
      failing = false;
    }
  });
});
