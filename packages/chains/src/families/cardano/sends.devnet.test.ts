/**
 * The Cardano adapter end to end on the devnet node (@blaze-cardano/emulator behind the product
 * API's raw address route and Blockfrost-style send calls): balance, prepare / build / sign /
 * broadcast / confirm, history; the spec's texts for no UTXOs and insufficient funds; a payment
 * signed by another key is refused before it leaves; malformed answers are not trusted.
 */
import { startCardanoDevnet } from '@kestrel/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChainAdapter } from '../../adapter-types';
import { seedFromMnemonic } from '../../keys/mnemonic';
import { getChain } from '../../registry/index';
import { family } from './index';
import { cardanoKeys } from './logic/keys';

const chain = getChain('cardano');
const account = (phrase: string) =>
  cardanoKeys.deriveAccount(chain, seedFromMnemonic(phrase), chain.path, 'devnet');
const alice = account(
  'cost dash dress stove morning robust group affair stomach vacant route volume yellow salute laugh',
);
const bob = account('civil void tool perfect avocado sweet immense fluid arrow aerobic boil flash');
const carol = account(
  'youth away raise north opinion slice dash bus soldier dizzy bitter increase saddle live champion',
);

let node: Awaited<ReturnType<typeof startCardanoDevnet>>;
let adapter: ChainAdapter;

beforeAll(async () => {
  node = await startCardanoDevnet({ port: 0, infoFile: false });
  adapter = family.createAdapter(chain, {
    network: 'devnet',
    ...family.devnet!.adapterConfig({ rpc: node.rpcUrl }),
  });
  const res = await fetch(`${node.rpcUrl}/faucet`, {
    method: 'POST',
    body: JSON.stringify({ address: alice.address, amount: '20000000' }),
  });
  expect(res.status).toBe(200);
});
afterAll(() => node.stop());

const signerOf = (a: { privateKey: string }) => family.signerFromKey(chain, 'devnet', a.privateKey);

describe('Cardano adapter on the devnet emulator', () => {
  it('reads the faucet balance', async () => {
    const [b] = await adapter.getBalances(alice.address);
    expect(b).toMatchObject({ symbol: 'ADA', decimals: 6, amount: 20_000_000n });
  });

  it('sends 5 ADA: prepared, built, signed, broadcast, confirmed, in both histories', async () => {
    const prepared = await adapter.prepareTransfer({
      from: alice.address,
      to: bob.address,
      amount: 5_000_000n,
    });
    expect(prepared.isMax).toBe(false);
    expect(prepared.fee).toBeGreaterThan(155_381n);
    const signed = await adapter.sign(await adapter.buildTransaction(prepared), await signerOf(alice));
    const { hash } = await adapter.broadcast(signed);
    expect(hash).toBe(signed.hash);
    const done = await adapter.waitForConfirmation(hash, { timeoutMs: 0 });
    expect(done).toMatchObject({ hash, success: true });
    expect((await adapter.getBalances(bob.address))[0]).toMatchObject({ amount: 5_000_000n });
    expect((await adapter.getBalances(alice.address))[0]).toMatchObject({
      amount: 15_000_000n - prepared.fee,
    });
    const rows = (await adapter.getHistory(bob.address)).items;
    expect(rows[0]).toMatchObject({
      amount: '5000000',
      from: alice.address,
      to: bob.address,
      status: 'SUCCESS',
    });
    expect(rows[0]!.url).toContain(hash);
    const sent = (await adapter.getHistory(alice.address)).items[0];
    expect(sent).toMatchObject({ amount: '5000000', from: alice.address, to: bob.address });
  });

  it('reduces the amount to balance minus fee (max) and sends everything', async () => {
    const [b] = await adapter.getBalances(bob.address);
    const prepared = await adapter.prepareTransfer({
      from: bob.address,
      to: alice.address,
      amount: 6_000_000n,
    });
    expect(prepared.isMax).toBe(true);
    expect(prepared.amount + prepared.fee).toBe(b!.amount);
    const signed = await adapter.sign(await adapter.buildTransaction(prepared), await signerOf(bob));
    await adapter.broadcast(signed);
    expect((await adapter.getBalances(bob.address))[0]).toMatchObject({ amount: 0n });
  });

  it('gives the spec texts: no UTXOs, insufficient funds, no sender', async () => {
    await expect(
      adapter.prepareTransfer({ from: carol.address, to: alice.address, amount: 1_000_000n }),
    ).rejects.toThrow(/^No UTXOs available in sender wallet$/);
    await fetch(`${node.rpcUrl}/faucet`, {
      method: 'POST',
      body: JSON.stringify({ address: carol.address, amount: '1000000' }),
    });
    await expect(
      adapter.prepareTransfer({ from: carol.address, to: alice.address, amount: 1_000_000n }),
    ).rejects.toThrow(
      /^Insufficient funds\. Available: 1000000 Lovelace, Required: \d+ Lovelace \(including fee\)$/,
    );
    await expect(
      adapter.prepareTransfer({ from: '', to: alice.address, amount: 1_000_000n }),
    ).rejects.toThrow(/^Could not get sender address$/);
  });

  it('refuses to sign with a key that is not the sender', async () => {
    const prepared = await adapter.prepareTransfer({
      from: alice.address,
      to: bob.address,
      amount: 2_000_000n,
    });
    await expect(adapter.sign(await adapter.buildTransaction(prepared), await signerOf(bob))).rejects.toThrow(
      /does not hold the key of the sender/,
    );
  });

  it('the node refuses tampered bytes with a readable text', async () => {
    const prepared = await adapter.prepareTransfer({
      from: alice.address,
      to: bob.address,
      amount: 2_000_000n,
    });
    const signed = await adapter.sign(await adapter.buildTransaction(prepared), await signerOf(alice));
    const raw =
      signed.raw.slice(0, -10) + (signed.raw.slice(-10, -8) === '00' ? '01' : '00') + signed.raw.slice(-8);
    await expect(adapter.broadcast({ ...signed, raw })).rejects.toThrow(
      /^The cardano network refused the transaction/,
    );
    expect(await adapter.waitForConfirmation(signed.hash, { timeoutMs: 0 })).toBe('pending');
  });

  it('history pages: a full page of 20 carries the next page number, page 2 holds the older rows', async () => {
    // An address of its own: the other tests' credits stay out of its history.
    const dave = account('legal winner thank year wave sausage worth useful legal winner thank yellow');
    for (let i = 1; i <= 22; i++) {
      const res = await fetch(`${node.rpcUrl}/faucet`, {
        method: 'POST',
        body: JSON.stringify({ address: dave.address, amount: String(1_000_000 + i) }),
      });
      expect(res.status).toBe(200);
    }
    const first = await adapter.getHistory(dave.address);
    expect(first.error).toBeUndefined();
    expect(first.items.map((r) => r.amount)).toEqual(
      Array.from({ length: 20 }, (_, i) => String(1_000_022 - i)),
    );
    expect(first.cursor).toBe('2');
    const second = await adapter.getHistory(dave.address, { cursor: first.cursor! });
    expect(second.error).toBeUndefined();
    expect(second.items.map((r) => r.amount)).toEqual(['1000002', '1000001']);
    expect(second.cursor).toBeUndefined();
    // A malformed cursor is refused before any call: no node listens on port 9.
    const offline = family.createAdapter(chain, {
      network: 'devnet',
      ...family.devnet!.adapterConfig({ rpc: 'http://127.0.0.1:9' }),
    });
    for (const cursor of ['0', '-1', 'abc', '2x', '99999999'])
      expect(await offline.getHistory(dave.address, { cursor })).toEqual({
        items: [],
        error: 'Invalid history cursor',
      });
  });

  it('does not trust a malformed product API answer (balance unavailable rather than zero, history empty with its error)', async () => {
    const bad = family.createAdapter(chain, {
      network: 'devnet',
      rpc: [`${node.rpcUrl}/api/v0`],
      explorerApis: [`${node.rpcUrl}/api/v0/blocks/latest#`],
    });
    const page = await bad.getHistory(alice.address);
    expect(page.items).toEqual([]);
    expect(page.error).toBeTruthy();
    const [b] = await bad.getBalances(alice.address);
    expect(b!.state).toBe('unavailable');
    expect(b!.error).toBeTruthy();
  });
});
