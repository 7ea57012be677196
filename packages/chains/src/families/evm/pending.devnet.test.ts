/**
 * The pending lifecycle on a devnet with automine off: PENDING/QUEUE ordering, speed-up and cancel
 * at twice the gas price, and the three refusals of spec §4, each provoked for real.
 */
import type { Devnet } from '@kestrel/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hex } from 'viem';
import type { EvmAdapter } from './index';
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

async function sendUnmined(from: number, to: Hex, amount: bigint) {
  const intent = { from: account(from).address, to, amount };
  const fee = await eth.estimateFee(intent);
  const tx = await eth.buildTransaction(intent, { gasPrice: fee.options[0]!.gasPrice });
  const signed = await eth.sign(tx, signerOf(account(from).privateKey));
  await eth.broadcast(signed);
  return { signed, tx, entry: await eth.pendingEntry(signed, tx, amount, to) };
}

describe('EVM pending transactions', () => {
  it('orders, speeds up and refuses as the spec says', async () => {
    const signer = signerOf(account(1).privateKey);
    const a = await sendUnmined(1, account(6).address, 1000n);
    const b = await sendUnmined(1, account(6).address, 2000n);
    const nonceA = a.entry.extraPendingTransactionData.nonce;
    expect(b.entry.extraPendingTransactionData.nonce).toBe(nonceA + 1);

    const refreshed = await eth.refreshPending([b.entry, a.entry]);
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

    await expect(eth.speedUp(b.signed.hash, signer)).rejects.toThrow(IN_QUEUE);
    expect(await eth.waitForConfirmation(a.signed.hash, { timeoutMs: 300 })).toBe('pending');

    const sped = await eth.speedUp(a.signed.hash, signer);
    const original = await read.client.getTransaction({ hash: a.signed.hash as Hex }).catch(() => null);
    expect(original).toBeNull();
    const replacement = await read.client.getTransaction({ hash: sped.hash as Hex });
    const aPayload = a.tx.payload as { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint };
    expect(replacement.nonce).toBe(nonceA);
    expect(replacement.maxFeePerGas).toBe(aPayload.maxFeePerGas * 2n);
    expect(replacement.maxPriorityFeePerGas).toBe(aPayload.maxPriorityFeePerGas * 2n);

    await read.rpc('evm_mine');
    const mined = await eth.waitForConfirmation(sped.hash);
    expect(mined).not.toBe('pending');
    expect(mined !== 'pending' && mined.success).toBe(true);

    await expect(eth.speedUp(sped.hash, signer)).rejects.toThrow(ALREADY_SUCCEED);
    await expect(eth.speedUp(a.signed.hash, signer)).rejects.toThrow(NOT_FOUND);
    await expect(eth.cancel(`0x${'ab'.repeat(32)}`, signer)).rejects.toThrow(NOT_FOUND);

    // The replaced entry has no receipt; the history (here: the mined nonces) removes it.
    const after = await eth.refreshPending([a.entry, b.entry], [{ from: account(1).address, nonce: nonceA }]);
    expect(after).toEqual([]);
  });

  it('cancels a pending transaction with a zero-value send to itself at twice the price', async () => {
    const signer = signerOf(account(2).privateKey);
    const recipient = account(7).address;
    const before = await read.native(recipient);
    const c = await sendUnmined(2, recipient, 5555n);
    const cancelled = await eth.cancel(c.signed.hash, signer);
    const tx = await read.client.getTransaction({ hash: cancelled.hash as Hex });
    expect(tx.to?.toLowerCase()).toBe(account(2).address.toLowerCase());
    expect(tx.value).toBe(0n);
    expect(tx.maxFeePerGas).toBe((c.tx.payload as { maxFeePerGas: bigint }).maxFeePerGas * 2n);
    await read.rpc('evm_mine');
    const r = await eth.waitForMany([cancelled.hash, c.signed.hash], { retries: 3, intervalMs: 50 });
    expect(r[cancelled.hash]).toMatchObject({ success: true });
    expect(r[c.signed.hash]).toBe('pending');
    expect(await read.native(recipient)).toBe(before);
  });
});
