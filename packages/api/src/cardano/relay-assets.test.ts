/**
 * Native assets through GET /cardano/raw/address/{address}: the relay keeps what Blockfrost's
 * `/addresses/{address}/utxos` amounts carry beside lovelace ([{unit, quantity}]), per UTXO and
 * summed per unit, and the wallet's Cardano adapter shows them as token rows. A malformed unit is
 * a 502 (a provider fault), never a wrong row. The upstream is an in-memory Blockfrost-shaped fetch.
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
import { CardanoRelay } from './blockfrost-relay';

const POLICY = 'f0'.repeat(28);
const HOSKY = `${POLICY}${Buffer.from('HOSKY').toString('hex')}`;
const NFT = `${POLICY}000de140${Buffer.from('Pic').toString('hex')}`;
let owner = '';
/** Another address (a published test phrase's): the sender of the listed transaction. */
let SENDER = '';
let bad = false;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const upstream: typeof fetch = async (input) => {
  const path = new URL(String(input)).pathname.replace(/^\/api\/v0/, '');
  if (path === `/addresses/${owner}/utxos`)
    return json([
      {
        tx_hash: 'aa'.repeat(32),
        output_index: 0,
        amount: [
          { unit: 'lovelace', quantity: '1500000' },
          { unit: bad ? 'not-a-unit' : HOSKY, quantity: '1000000' },
          { unit: NFT, quantity: '1' },
        ],
      },
      {
        tx_hash: 'bb'.repeat(32),
        output_index: 2,
        amount: [
          { unit: 'lovelace', quantity: '3000000' },
          { unit: HOSKY, quantity: '250' },
        ],
      },
    ]);
  if (path === `/addresses/${owner}/transactions`)
    return json([{ tx_hash: 'bb'.repeat(32), block_time: 1_700_000_000 }]);
  if (path === `/txs/${'bb'.repeat(32)}/utxos`)
    return json({
      inputs: [
        {
          address: SENDER,
          amount: [
            { unit: 'lovelace', quantity: '9000000' },
            { unit: HOSKY, quantity: '900' },
          ],
        },
      ],
      outputs: [
        {
          address: owner,
          amount: [
            { unit: 'lovelace', quantity: '3000000' },
            { unit: HOSKY, quantity: '250' },
          ],
        },
        {
          address: SENDER,
          amount: [
            { unit: 'lovelace', quantity: '5800000' },
            { unit: HOSKY, quantity: '650' },
          ],
        },
      ],
    });
  return json({ status_code: 404 }, 404);
};

let app: FastifyInstance;
let base = '';
let adapter: ChainAdapter;

beforeAll(async () => {
  await loadFamily('cardano');
  owner = deriveAccount(
    'cardano',
    seedFromMnemonic('legal winner thank year wave sausage worth useful legal winner thank yellow'),
  ).address;
  SENDER = deriveAccount(
    'cardano',
    seedFromMnemonic(
      'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
    ),
  ).address;
  app = Fastify({ maxParamLength: MAX_PARAM_LENGTH });
  const relay = new CardanoRelay(
    { url: 'https://cardano-mainnet.blockfrost.io/api/v0' },
    { fetch: upstream },
  );
  await app.register(cardanoRoutes, { relay });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  adapter = await createAdapter('cardano', { network: 'mainnet', explorerApis: [base], rpc: [] });
});
afterAll(() => app.close());

describe('native assets through the Cardano relay', () => {
  it('lists each UTXO’s assets and their sum per unit', async () => {
    bad = false;
    const answer = (await (await fetch(`${base}/cardano/raw/address/${owner}`)).json()) as {
      balance: string;
      utxos: { assets?: unknown[] }[];
      assets: unknown[];
      transactions: { outputs: unknown[] }[];
    };
    expect(answer.balance).toBe('4500000');
    expect(answer.utxos.map((u) => u.assets)).toEqual([
      [
        { unit: HOSKY, quantity: '1000000' },
        { unit: NFT, quantity: '1' },
      ],
      [{ unit: HOSKY, quantity: '250' }],
    ]);
    expect(answer.transactions[0]!.outputs[0]).toEqual({
      address: owner,
      amount: '3000000',
      assets: [{ unit: HOSKY, quantity: '250' }],
    });
    expect(answer.assets).toEqual([
      { unit: HOSKY, quantity: '1000250' },
      { unit: NFT, quantity: '1' },
    ]);
  });

  it('the wallet adapter shows them as token rows (0 decimals, the printable name)', async () => {
    bad = false;
    const rows = await adapter.getBalances(owner, { tokens: [HOSKY, NFT] });
    expect(rows.map((r) => [r.symbol, r.decimals, r.amount, r.state])).toEqual([
      ['ADA', 6, 4_500_000n, 'fresh'],
      ['HOSKY', 0, 1_000_250n, 'fresh'],
      ['Pic', 0, 1n, 'fresh'],
    ]);
    const history = (await adapter.getHistory(owner, { asset: { kind: 'token', contract: HOSKY } })).items;
    expect(history.map((r) => [r.amount, r.from, r.to])).toEqual([['250', SENDER, owner]]);
  });

  it('a malformed asset unit upstream is a 502, and the adapter rows are unavailable', async () => {
    bad = true;
    expect((await fetch(`${base}/cardano/raw/address/${owner}`)).status).toBe(502);
    const fresh = await createAdapter('cardano', { network: 'mainnet', explorerApis: [base], rpc: [] });
    const rows = await fresh.getBalances(owner, { tokens: [HOSKY] });
    // Unavailable (BalanceBook: no amount known yet), never a fresh zero.
    expect(rows.map((r) => r.state)).toEqual(['unavailable', 'unavailable']);
    bad = false;
  });
});
