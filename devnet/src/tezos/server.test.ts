/**
 * The devnet's Tezos node over HTTP: the uniform faucet (200 with a hash, 400 with {error} for a
 * bad address or amount), Octez shapes (head hash, chain id, counter, balance, manager key), TzKT
 * rows, and refusals of an injection in Octez's error-list shape (bad bytes, bad signature).
 */
import { LocalForger } from '@taquito/local-forging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTezosDevnet, type TezosDevnet } from './index';

const ADDRESS = 'tz1KqTpEZ7Yob7QbPE4Hy4Wo8fHG8LhKxZSx';
let devnet: TezosDevnet;

beforeAll(async () => {
  devnet = await startTezosDevnet({ port: 0, infoFile: false });
});
afterAll(() => devnet?.stop());

const get = async (path: string) => {
  const r = await fetch(`${devnet.rpcUrl}${path}`);
  return { status: r.status, body: (await r.json()) as unknown };
};
const post = async (path: string, body: unknown) => {
  const r = await fetch(`${devnet.rpcUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: r.status, body: (await r.json()) as unknown };
};

describe('Tezos devnet node', () => {
  it('faucet: credits and answers {address, amount, hash}; bad input is a 400 with {error}', async () => {
    const ok = await post('/faucet', { address: ADDRESS, amount: '7000000' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ address: ADDRESS, amount: '7000000', hash: expect.stringMatching(/^o/) });
    for (const bad of [
      { address: 'tz1nope', amount: '1' },
      { address: ADDRESS, amount: '-1' },
      { address: ADDRESS, amount: '0' },
      { address: ADDRESS, amount: '1', token: 'KT1x' },
    ]) {
      const r = await post('/faucet', bad);
      expect(r.status).toBe(400);
      expect((r.body as { error?: string }).error).toBeTruthy();
    }
    expect(devnet.ledger.account(ADDRESS).balance).toBe(7_000_000n);
  });

  it('answers the Octez reads and TzKT rows in their documented shapes', async () => {
    expect((await get('/chains/main/blocks/head/hash')).body).toMatch(/^B[1-9A-Za-z]{50}$/);
    expect((await get('/chains/main/chain_id')).body).toMatch(/^Net/);
    const base = `/chains/main/blocks/head/context/contracts/${ADDRESS}`;
    expect((await get(`${base}/balance`)).body).toBe('7000000');
    expect((await get(`${base}/counter`)).body).toMatch(/^\d+$/);
    expect((await get(`${base}/manager_key`)).body).toBeNull();
    const rows = (await get(`/v1/accounts/${ADDRESS}/operations?type=transaction&limit=20`))
      .body as unknown[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 'transaction',
      status: 'applied',
      amount: 7000000,
      target: { address: ADDRESS },
    });
  });

  it('refuses bad bytes and a bad signature with an Octez error list (HTTP 500), changing nothing', async () => {
    const bad = await post('/injection/operation', 'zz');
    expect(bad.status).toBe(500);
    expect((bad.body as { id: string }[])[0]!.id).toMatch(/invalid_bytes/);
    const counter = devnet.ledger.account(ADDRESS).counter;
    const forged = await new LocalForger().forge({
      branch: devnet.ledger.head,
      contents: [
        {
          kind: 'reveal',
          source: ADDRESS,
          fee: '1000',
          counter: String(counter + 1n),
          gas_limit: '10000',
          storage_limit: '0',
          public_key: 'edpkuNb9N2UHtGeSc2BZCBHN8ETx7E4DwkSfz5Hw3m3tF3dLZTU8qp',
        },
      ],
    });
    const r = await post('/injection/operation', forged + '00'.repeat(64));
    expect(r.status).toBe(500);
    expect((r.body as { id: string }[])[0]!.id).toMatch(/invalid_signature|inconsistent_public_key/);
    expect(devnet.ledger.account(ADDRESS)).toMatchObject({ balance: 7_000_000n, managerKey: null, counter });
  });
});
