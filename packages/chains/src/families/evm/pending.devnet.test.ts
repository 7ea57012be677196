/**
 * The pending lifecycle on a devnet with automine off: PENDING/QUEUE ordering, speed-up and cancel
 * at twice the gas price, and the three refusals of spec §4, each provoked for real; a contract
 * creation sent without `to` and sped up as one.
 */
import type { Devnet } from '@kestrel/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hex } from 'viem';
import type { Signer } from '../../adapter-types';
import type { EvmAdapter } from './index';
import { evmPrepared } from './logic/prepare';
import { ALREADY_SUCCEED, IN_QUEUE, NOT_FOUND } from './logic/replace';
import { chainReader, devnetAdapter, signerOf, startTestDevnet } from './testing/devnet';

let devnet: Devnet;
let eth: EvmAdapter;
let read: ReturnType<typeof chainReader>;

beforeAll(async () => {
  devnet = await startTestDevnet();
  eth = await devnetAdapter(devnet);
  read = chainReader(devnet);
  await read.rpc('evm_setAutomine', [false]);
});
afterAll(() => devnet?.stop());

const account = (i: number) => devnet.accounts[i]!;

/** A transfer at the Normal price, broadcast while automine is off, and its stored pending entry. */
async function sendUnmined(from: number, to: Hex, amount: bigint, a: EvmAdapter = eth) {
  const first = await a.prepareTransfer({ from: account(from).address, to, amount });
  const prepared = await a.repriceTransfer(first, first.options[0]!.price);
  const signed = await a.sign(await a.buildTransaction(prepared), signerOf(account(from).privateKey));
  await a.broadcast(signed);
  return { signed, prepared, entry: await a.pendingEntry(signed, prepared) };
}

/** Speed-up or cancel as the wallet runs it: prepare the replacement, then the one send pipeline. */
async function replace(hash: string, mode: 'speedUp' | 'cancel', signer: Signer) {
  const prepared = await eth.prepareReplacement!(hash, mode, signer);
  expect(prepared.replaces).toBe(hash);
  const signed = await eth.sign(await eth.buildTransaction(prepared), signer);
  const sent = await eth.broadcast(signed);
  return { prepared, hash: sent.hash };
}

describe('EVM pending transactions', () => {
  it('orders, speeds up and refuses as the spec says', async () => {
    const signer = signerOf(account(1).privateKey);
    const a = await sendUnmined(1, account(6).address, 1000n);
    const b = await sendUnmined(1, account(6).address, 2000n);
    const nonceA = a.entry.extraPendingTransactionData.nonce!;
    expect(nonceA).toBe(a.prepared.view.nonce);
    expect(b.entry.extraPendingTransactionData.nonce).toBe(nonceA + 1);
    expect(a.entry).toMatchObject({
      amount: '1000',
      status: 'PENDING',
      link: `${a.signed.hash.slice(0, 13)}...`,
    });

    const refreshed = await eth.refreshPending!([b.entry, a.entry]);
    expect(refreshed.map((e) => [e.extraPendingTransactionData.nonce, e.status])).toEqual([
      [nonceA + 1, 'QUEUE'],
      [nonceA, 'PENDING'],
    ]);
    expect(Object.keys(refreshed[0]!).sort()).toEqual(
      [
        'amount',
        'date',
        'extraPendingTransactionData',
        'from',
        'link',
        'status',
        'to',
        'totalCourse',
        'url',
      ].sort(),
    );

    await expect(eth.prepareReplacement!(b.signed.hash, 'speedUp', signer)).rejects.toThrow(IN_QUEUE);
    expect(await eth.waitForConfirmation(a.signed.hash, { timeoutMs: 300 })).toBe('pending');

    const sped = await replace(a.signed.hash, 'speedUp', signer);
    // The review shows the replacement's own fee: same gas, twice the price.
    // "The gas price" of a type-2 transaction is its max fee: the replacement doubles it.
    const maxFeeA = evmPrepared(a.prepared).tx.maxFeePerGas!;
    expect(sped.prepared.price).toBe(maxFeeA * 2n);
    expect(sped.prepared.fee).toBe(BigInt(a.prepared.view.estimateGas!) * maxFeeA * 2n);
    expect(sped.prepared.view.nonce).toBe(nonceA);
    const original = await read.client.getTransaction({ hash: a.signed.hash as Hex }).catch(() => null);
    expect(original).toBeNull();
    const replacement = await read.client.getTransaction({ hash: sped.hash as Hex });
    expect(replacement.nonce).toBe(nonceA);
    expect(replacement.value).toBe(1000n);
    expect(replacement.maxFeePerGas).toBe(maxFeeA * 2n);
    expect(replacement.maxPriorityFeePerGas).toBe(BigInt(a.prepared.view.maxPriorityFeePerGas!) * 2n);

    await read.rpc('evm_mine');
    const mined = await eth.waitForConfirmation(sped.hash);
    expect(mined).not.toBe('pending');
    expect(mined !== 'pending' && mined.success).toBe(true);

    await expect(eth.prepareReplacement!(sped.hash, 'speedUp', signer)).rejects.toThrow(ALREADY_SUCCEED);
    await expect(eth.prepareReplacement!(a.signed.hash, 'speedUp', signer)).rejects.toThrow(NOT_FOUND);
    await expect(eth.prepareReplacement!(`0x${'ab'.repeat(32)}`, 'cancel', signer)).rejects.toThrow(
      NOT_FOUND,
    );

    // The replaced entry has no receipt; the history (here: the mined nonces) removes it.
    const after = await eth.refreshPending!(
      [a.entry, b.entry],
      [{ from: account(1).address, nonce: nonceA }],
    );
    expect(after).toEqual([]);
  });

  it('cancels a pending transaction with a zero-value send to itself at twice the price', async () => {
    const signer = signerOf(account(2).privateKey);
    const recipient = account(7).address;
    const before = await read.native(recipient);
    const c = await sendUnmined(2, recipient, 5555n);
    const cancelled = await replace(c.signed.hash, 'cancel', signer);
    const maxFeeC = evmPrepared(c.prepared).tx.maxFeePerGas!;
    expect(cancelled.prepared).toMatchObject({ amount: 0n, fee: 21_000n * maxFeeC * 2n });
    const tx = await read.client.getTransaction({ hash: cancelled.hash as Hex });
    expect(tx.to?.toLowerCase()).toBe(account(2).address.toLowerCase());
    expect(tx.value).toBe(0n);
    expect(tx.nonce).toBe(c.prepared.view.nonce);
    expect(tx.maxFeePerGas).toBe(maxFeeC * 2n);
    await read.rpc('evm_mine');
    const r = await eth.waitForMany([cancelled.hash, c.signed.hash], { retries: 3, intervalMs: 50 });
    expect(r[cancelled.hash]).toMatchObject({ success: true });
    expect(r[c.signed.hash]).toBe('pending');
    expect(await read.native(recipient)).toBe(before);
  });

  it("a contract creation (to '', the init code as data) has no `to`; its speed-up stays one", async () => {
    // Init code copying a 10-byte runtime that returns 42.
    const runtime = '0x602a60005260206000f3';
    const from = account(4).address;
    const signer = signerOf(account(4).privateKey);
    const data = `0x600a600c600039600a6000f3${runtime.slice(2)}`;
    const prepared = await eth.prepareTransfer({ from, to: '', amount: 0n, data });
    expect(evmPrepared(prepared).tx).toMatchObject({ to: null, data, value: 0n });
    const signed = await eth.sign(await eth.buildTransaction(prepared), signer);
    await eth.broadcast(signed);
    expect(await eth.pendingEntry(signed, prepared)).toMatchObject({ to: '' });
    const sped = await replace(signed.hash, 'speedUp', signer);
    expect(evmPrepared(sped.prepared).tx).toMatchObject({ to: null, data });
    await read.rpc('evm_mine');
    const receipt = await read.client.getTransactionReceipt({ hash: sped.hash as Hex });
    expect(await read.client.getCode({ address: receipt.contractAddress! })).toBe(runtime);
    // Without code there is nothing to create: '' is no recipient.
    await expect(eth.prepareTransfer({ from, to: '', amount: 0n })).rejects.toThrow('Invalid custom address');
  });

  it('reviews the L1 fee of a replacement on an OP-stack profile (base), as it does for a transfer', async () => {
    // base is its own network on the devnet: automine goes off there too.
    const baseChain = chainReader(devnet, 'base');
    await baseChain.rpc('evm_setAutomine', [false]);
    const base = await devnetAdapter(devnet, 'base');
    const signer = signerOf(account(3).privateKey);
    const p = await sendUnmined(3, account(8).address, 42n, base);
    expect(BigInt(p.prepared.view.l1Fees!)).toBeGreaterThan(0n);
    for (const mode of ['speedUp', 'cancel'] as const) {
      const r = await base.prepareReplacement!(p.signed.hash, mode, signer);
      const l1 = BigInt(r.view.l1Fees!);
      // Devnet oracle: 1e12 + 1e9 per byte of the unsigned replacement.
      expect(l1).toBeGreaterThan(10n ** 12n);
      expect(r.fee).toBe(BigInt(r.view.estimateGas!) * r.price + l1);
    }
    await baseChain.rpc('evm_mine');
  });
});
