/**
 * The Cardano devnet endpoint: the uniform faucet refuses bad input with 400 and funds nothing; a
 * funded address shows in the product API's shape; an unknown route is 404 and an unknown
 * transaction 404 (Blockfrost's answer), a submission that is not a transaction 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCardanoDevnet } from './index';

// CIP-19 test vector (type-0 base address, testnet).
const ADDRESS =
  'addr_test1qz2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzer3n0d3vllmyqwsx5wktcd8cc3sq835lu7drv2xwl2wywfgs68faae';

let node: Awaited<ReturnType<typeof startCardanoDevnet>>;
beforeAll(async () => {
  node = await startCardanoDevnet({ port: 0, infoFile: false });
});
afterAll(() => node.stop());

const faucet = (body: string) => fetch(`${node.rpcUrl}/faucet`, { method: 'POST', body });

describe('Cardano devnet endpoint', () => {
  it('refuses bad faucet input with 400 and funds nothing', async () => {
    for (const body of [
      'not json',
      JSON.stringify({
        address: 'addr1qx2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzer3n0d3vll',
        amount: '5000000',
      }),
      JSON.stringify({ address: ADDRESS, amount: '-1' }),
      JSON.stringify({ address: ADDRESS, amount: '1.5' }),
      JSON.stringify({ address: ADDRESS, amount: '999999' }),
      JSON.stringify({ address: ADDRESS, amount: '1000000000001' }),
    ]) {
      const res = await faucet(body);
      expect(res.status, body).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(/\S/);
    }
    const raw = (await (await fetch(`${node.rpcUrl}/cardano/raw/address/${ADDRESS}`)).json()) as {
      balance: string;
    };
    expect(raw.balance).toBe('0');
  });

  it('funds an address and shows it in the product API shape', async () => {
    const res = await faucet(JSON.stringify({ address: ADDRESS, amount: '7000000' }));
    expect(res.status).toBe(200);
    const { hash } = (await res.json()) as { hash: string };
    const raw = (await (await fetch(`${node.rpcUrl}/cardano/raw/address/${ADDRESS}`)).json()) as {
      balance: string;
      transactions: { hash: string }[];
    };
    expect(raw.balance).toBe('7000000');
    expect(raw.transactions.map((t) => t.hash)).toEqual([hash]);
    const tx = await fetch(`${node.rpcUrl}/api/v0/txs/${hash}`);
    expect(tx.status).toBe(200);
  });

  it('answers 404 for unknown routes and transactions, 400 for a submission that is not a transaction', async () => {
    expect((await fetch(`${node.rpcUrl}/nope`)).status).toBe(404);
    expect((await fetch(`${node.rpcUrl}/api/v0/txs/${'ef'.repeat(32)}`)).status).toBe(404);
    const bad = await fetch(`${node.rpcUrl}/api/v0/tx/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/cbor' },
      body: new Uint8Array([0x84, 0x00]),
    });
    expect(bad.status).toBe(400);
  });
});
