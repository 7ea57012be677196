/**
 * TON coin sends end to end on @ton/sandbox through the devnet's toncenter-style endpoint and the
 * adapter contract: the first send deploys the wallet, a second send, a carry-all send that
 * empties it, balances, history rows and the seqno confirmation rule.
 */
import type { TonDevnet } from '@kestrel/devnet';
import { Address, toNano } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChainAdapter, PreparedTransfer, Signer } from '../../adapter-types';
import { getChain } from '../../registry/index';
import { family } from './index';
import type { TonPrepared } from './logic/payload';
import { FEE_EXTRA, MODE_CARRY_ALL, MODE_NORMAL } from './logic/rules';
import { startTestTon, tonAdapter } from './testing/devnet';

const chain = getChain('ton');
// Two fixed test seeds (never funded anywhere but the sandbox).
const SENDER_KEY = '11'.repeat(32);
const RECEIVER_KEY = '22'.repeat(32);

let devnet: TonDevnet;
let adapter: ChainAdapter;
let signer: Signer;
let sender: string;
let receiver: string;

const onChain = async (a: string) =>
  await devnet.sandbox.locked(() => devnet.sandbox.state(Address.parse(a)));

async function send(prepared: PreparedTransfer) {
  const signed = await adapter.sign(await adapter.buildTransaction(prepared, signer), signer);
  const { hash } = await adapter.broadcast(signed);
  expect(hash).toBe(signed.hash);
  return { signed, receipt: await adapter.waitForConfirmation(hash) };
}

beforeAll(async () => {
  devnet = await startTestTon();
  adapter = tonAdapter(devnet);
  signer = await family.signerFromKey(chain, 'devnet', SENDER_KEY);
  sender = (await adapter.importPrivateKey(SENDER_KEY)).address;
  receiver = (await adapter.importPrivateKey(RECEIVER_KEY)).address;
  await devnet.sandbox.fund(Address.parse(sender), toNano('5'));
});
afterAll(async () => {
  await devnet?.stop();
});

describe('TON coin on the sandbox', () => {
  it('reads the funded, undeployed wallet: balance fresh, history with the incoming row', async () => {
    const [native] = await adapter.getBalances(sender);
    expect(native).toMatchObject({ asset: { kind: 'native' }, symbol: 'TON', decimals: 9, state: 'fresh' });
    expect(native!.amount).toBe(toNano('5'));
    expect((await onChain(sender)).state).toBe('uninitialized');
    const page = await adapter.getHistory(sender);
    expect(page.error).toBeUndefined();
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ amount: toNano('5').toString(), status: 'SUCCESS', to: sender });
  });

  it('the first send deploys the wallet (StateInit with the signer key) and confirms by seqno', async () => {
    await expect(
      adapter.prepareTransfer({ from: sender, to: receiver, amount: toNano('1') }),
    ).rejects.toThrow(/deploys it: prepare it with the wallet signer/);
    const prepared = await adapter.prepareTransfer(
      { from: sender, to: receiver, amount: toNano('1') },
      { signer },
    );
    const p = prepared.payload as TonPrepared;
    expect(p).toMatchObject({ seqno: 0, mode: MODE_NORMAL });
    expect(p.deployKey).toMatch(/^[0-9a-f]{64}$/);
    expect(prepared).toMatchObject({ amount: toNano('1'), isMax: false, available: toNano('5') });
    expect(prepared.fee).toBeGreaterThan(FEE_EXTRA);
    const before = await onChain(sender);
    const { signed, receipt } = await send(prepared);
    expect(receipt).toMatchObject({ hash: signed.hash, success: true });
    const after = await onChain(sender);
    expect(after.state).toBe('active');
    expect((await onChain(receiver)).balance).toBe(toNano('1'));
    // The estimate covers what the chain took (it includes the 15000 extra), and not by much.
    const spent = before.balance - after.balance - toNano('1');
    expect(spent).toBeLessThanOrEqual(prepared.fee);
    expect(prepared.fee - spent).toBeLessThanOrEqual(FEE_EXTRA);
    // Another process (`kestrel tx status HASH`) finds the receipt through the indexer.
    expect(await tonAdapter(devnet).waitForConfirmation(signed.hash, { timeoutMs: 0 })).toMatchObject({
      hash: signed.hash,
      success: true,
    });
    expect(await tonAdapter(devnet).waitForConfirmation('ab'.repeat(32), { timeoutMs: 0 })).toBe('pending');
    const entry = await adapter.pendingEntry(signed, prepared);
    expect(entry.extraPendingTransactionData).toMatchObject({ txHash: signed.hash, nonce: 0, from: sender });
    expect(await adapter.refreshPending!([entry])).toEqual([]);
  });

  it('a second send carries seqno 1 and no StateInit; sending the same draft again is refused', async () => {
    const prepared = await adapter.prepareTransfer(
      { from: sender, to: receiver, amount: toNano('0.5'), memo: 'rent' },
      { signer },
    );
    expect(prepared.payload as TonPrepared).toMatchObject({ seqno: 1, deployKey: null, mode: MODE_NORMAL });
    const before = (await onChain(receiver)).balance;
    const { receipt } = await send(prepared);
    expect(receipt).toMatchObject({ success: true });
    const received = (await onChain(receiver)).balance;
    // The undeployed receiver pays a few nanotons of storage as time passes.
    expect(received - before).toBeLessThanOrEqual(toNano('0.5'));
    expect(received - before).toBeGreaterThan(toNano('0.5') - 1000n);
    // The wallet refuses a message whose seqno it has passed: never a double spend.
    const again = await adapter.sign(await adapter.buildTransaction(prepared, signer), signer);
    await expect(adapter.broadcast(again)).rejects.toThrow();
    expect((await onChain(receiver)).balance).toBe(received);
  });

  it('amount at the balance: the max rule reduces it, carry-all mode sends everything left', async () => {
    const balance = (await onChain(sender)).balance;
    const prepared = await adapter.prepareTransfer(
      { from: sender, to: receiver, amount: balance },
      { signer },
    );
    expect(prepared.isMax).toBe(true);
    expect(prepared.amount).toBe(balance - prepared.fee);
    expect(prepared.amount + prepared.fee).toBeLessThanOrEqual(balance);
    expect((prepared.payload as TonPrepared).mode).toBe(MODE_CARRY_ALL);
    const before = (await onChain(receiver)).balance;
    const { receipt } = await send(prepared);
    expect(receipt).toMatchObject({ success: true });
    expect((await onChain(sender)).balance).toBe(0n);
    // Carry-all moves the whole rest: at least the reviewed amount arrives.
    expect((await onChain(receiver)).balance - before).toBeGreaterThanOrEqual(prepared.amount);
  });

  it('history: the spec row shape, SUCCESS rows for the three sends and the incoming payment', async () => {
    const page = await adapter.getHistory(sender);
    expect(page.error).toBeUndefined();
    expect(page.items).toHaveLength(4);
    for (const row of page.items) {
      expect(Object.keys(row).sort()).toEqual([
        'amount',
        'date',
        'from',
        'link',
        'status',
        'to',
        'totalCourse',
        'url',
      ]);
      expect(row.totalCourse).toBe('0$');
      expect(row.link).toMatch(/^[0-9a-f]{13}\.\.\.$/);
      expect(row.url).toMatch(/^https:\/\/testnet\.tonscan\.org\/tx\/[0-9a-f]{64}$/);
      expect(row.url.split('/').pop()!.slice(0, 13)).toBe(row.link.slice(0, 13));
      expect(Number.isNaN(Date.parse(row.date))).toBe(false);
    }
    expect(page.items.map((r) => [r.status, r.from, r.to])).toEqual([
      ['SUCCESS', sender, receiver],
      ['SUCCESS', sender, receiver],
      ['SUCCESS', sender, receiver],
      ['SUCCESS', expect.any(String), sender],
    ]);
    expect(page.items.slice(1, 3).map((r) => r.amount)).toEqual([
      toNano('0.5').toString(),
      toNano('1').toString(),
    ]);
    const [native] = await adapter.getBalances(sender);
    expect(native).toMatchObject({ amount: 0n, state: 'fresh' });
  });
});
