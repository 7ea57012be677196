/**
 * The send, pending-update and batch flows on a real Hardhat devnet (automine on, then off):
 * status codes, the exact §8 toasts in order, the pending record's lifecycle, the failed-send
 * mapping and record. What the chain holds is checked with plain JSON-RPC, not the adapters.
 */
import type { Devnet } from '@kestrel/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BatchItem } from '../rules/batch';
import { batchActions } from '../store/slices/batch';
import { transferActions } from '../store/slices/transfer';
import type { PendingTransaction } from '../store/types';
import { estimateTransferFee } from './estimateTransferFee';
import { loadHistory } from './loadHistory';
import { refreshBalances } from './refreshBalances';
import { sendBatch } from './sendBatch';
import { sendTransfer } from './sendTransfer';
import type { WalletSession } from './session';
import {
  flowEnv,
  HARDHAT_ACCOUNT_0,
  HARDHAT_ACCOUNT_1,
  hardhatSession,
  nodeRpc,
  startFlowDevnet,
  type TestEnv,
} from './testing/devnetEnv';
import { updatePendingTransaction } from './updatePendingTransaction';

/** Hardhat default account #2 (Hardhat docs), a second receiver. */
const HARDHAT_ACCOUNT_2 = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const ONE_ETH = 10n ** 18n;

let devnet: Devnet;
let s: WalletSession;
let env: TestEnv;
let rpc: ReturnType<typeof nodeRpc>;
/** Every pending list the store held for the ETH coin, in order. */
let pendingHistory: PendingTransaction[][] = [];

beforeAll(async () => {
  devnet = await startFlowDevnet();
  rpc = nodeRpc(devnet);
  s = await hardhatSession();
  env = flowEnv(s, devnet.rpcUrl, { now: () => 42, route: () => '/home' }, devnet.contracts.batchDelegate);
  s.store.subscribe(() => {
    const list = Object.values(s.store.getState().wallets.pendingTransactions)[0] ?? [];
    if (pendingHistory.at(-1) !== list) pendingHistory.push(list);
  });
});
afterAll(async () => {
  s?.lock();
  await devnet?.stop();
});

const coin = () => s.store.getState().wallets.allWallets[0]!.coins[0]!;
const balanceOf = async (a: string) => BigInt(await rpc<string>('eth_getBalance', [a, 'latest']));

async function prepare(amount: bigint, to = HARDHAT_ACCOUNT_1) {
  env.toasts.length = 0;
  pendingHistory = [];
  s.store.dispatch(
    transferActions.startTransfer({ currentCoin: coin()._id, amount: amount.toString(), toAddress: to }),
  );
  expect((await estimateTransferFee(env)).ok).toBe(true);
}

describe('sendTransfer', () => {
  it('a native send goes Home, records then clears the pending entry, and ends confirmed (status 3)', async () => {
    await refreshBalances(env);
    const before = await balanceOf(HARDHAT_ACCOUNT_1);
    await prepare(ONE_ETH);
    let sawSubmitting = false;
    const off = s.store.subscribe(() => (sawSubmitting ||= s.store.getState().transfer.isSubmitting));
    const r = await sendTransfer(env);
    off();

    expect(r).toMatchObject({ status: 3, success: true });
    expect(r.hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(env.navigations).toEqual(['/home']);
    expect(env.toasts).toEqual([
      { kind: 'progress', title: 'Transaction In-progress' },
      { kind: 'success', title: 'Transaction Successful', text: expect.any(String) },
    ]);
    expect(sawSubmitting).toBe(true);
    expect(s.store.getState().transfer.isSubmitting).toBe(false);
    // Recorded (front insert, with the EVM entry), then removed on confirmation.
    expect(pendingHistory.some((l) => l[0]?.hash === r.hash && l[0]?.entry !== undefined)).toBe(true);
    expect(s.store.getState().wallets.pendingTransactions).toEqual({});

    const receipt = await rpc<{ status: string }>('eth_getTransactionReceipt', [r.hash]);
    expect(receipt.status).toBe('0x1');
    expect((await balanceOf(HARDHAT_ACCOUNT_1)) - before).toBe(ONE_ETH);
    // Refreshed after the send: the stored balance is the chain's.
    expect(coin().totalBalance).toBe((await balanceOf(HARDHAT_ACCOUNT_0)).toString());
  });

  it("a second send with the used nonce maps 'nonce too low' and stores the failed record", async () => {
    // The transfer still holds the estimate (and nonce) of the transaction just mined.
    env.toasts.length = 0;
    const r = await sendTransfer(env);
    expect(r).toEqual({ status: 1, hash: '', error: 'Already sent with please check transaction explorer' });
    expect(env.toasts).toEqual([
      { kind: 'error', title: 'Already sent with please check transaction explorer' },
    ]);
    expect(s.store.getState().wallets.failedTransaction).toEqual({
      fromAddress: HARDHAT_ACCOUNT_0,
      amount: ONE_ETH.toString(),
      toAddress: HARDHAT_ACCOUNT_1,
      timestamp: 42,
      chain_name: 'ethereum',
      symbol: 'ETH',
    });
  });

  it("staking kinds reject with 'chain not supported'", async () => {
    await expect(sendTransfer(env, { kind: 'createStaking' })).rejects.toThrow('chain not supported');
    expect(s.store.getState().transfer.isSubmitting).toBe(false);
  });
});

describe('pending and speed-up (automine off)', () => {
  it('ends at status 2 with the pending toast, then a speed-up replaces it and confirms', async () => {
    await rpc('evm_setAutomine', [false]);
    try {
      await prepare(2n * ONE_ETH);
      const pendingEnv = { ...env, confirm: { tries: 3, intervalMs: 10 } };
      const r = await sendTransfer(pendingEnv);
      expect(r).toEqual({ status: 2, hash: expect.stringMatching(/^0x[0-9a-f]{64}$/) });
      expect(env.toasts).toEqual([
        { kind: 'progress', title: 'Transaction In-progress' },
        {
          kind: 'warning',
          title: 'Transaction pending',
          text: 'Transaction take too long. Please check again later.',
        },
      ]);
      const [stored] = Object.values(s.store.getState().wallets.pendingTransactions);
      expect(stored?.map((p) => p.hash)).toEqual([r.hash]);
      const nonce = stored![0]!.entry!.extraPendingTransactionData.nonce;

      // History on the devnet (no explorer) is the open pending entry, PENDING.
      const page = await loadHistory(env, { coinId: coin()._id });
      expect(page.items.map((i) => [i.link, i.status])).toEqual([[`${r.hash.slice(0, 13)}...`, 'PENDING']]);

      env.toasts.length = 0;
      env.navigations.length = 0;
      pendingHistory = [];
      const original = await rpc<{ maxFeePerGas: string }>('eth_getTransactionByHash', [r.hash]);
      // Each wait mines a block, so the replacement confirms on the second check.
      const mining = {
        ...env,
        confirm: { tries: 3, intervalMs: 0 },
        sleep: () => rpc('evm_mine').then(() => undefined),
      };
      const up = await updatePendingTransaction(mining, {
        coinId: coin()._id,
        hash: r.hash,
        mode: 'speedUp',
      });
      expect(up).toMatchObject({ status: 3, success: true });
      // Like a send, the update returns Home once broadcast (spec §4 "Pending update").
      expect(env.navigations).toEqual(['/home']);
      expect(env.toasts).toEqual([
        { kind: 'progress', title: 'Updated Transaction In-progress' },
        { kind: 'success', title: 'Transaction Successful' },
      ]);
      // The replacement took the original's place, then both hashes are gone.
      expect(pendingHistory.some((l) => l.length === 1 && l[0]!.hash === up.hash)).toBe(true);
      expect(s.store.getState().wallets.pendingTransactions).toEqual({});
      expect(s.store.getState().transfer.isUpdatingTransaction).toBe(false);

      expect(await rpc('eth_getTransactionByHash', [r.hash])).toBeNull();
      const replacement = await rpc<{ nonce: string; maxFeePerGas: string }>('eth_getTransactionByHash', [
        up.hash,
      ]);
      expect(Number(replacement.nonce)).toBe(nonce);
      expect(BigInt(replacement.maxFeePerGas)).toBe(2n * BigInt(original.maxFeePerGas));

      // Updating it again is refused with the adapter's message, as a toast.
      env.toasts.length = 0;
      const again = await updatePendingTransaction(env, {
        coinId: coin()._id,
        hash: up.hash,
        mode: 'cancel',
      });
      expect(again).toEqual({ status: 1, hash: '', error: 'Transaction is already succeed' });
      expect(env.toasts).toEqual([{ kind: 'error', title: 'Transaction is already succeed' }]);
    } finally {
      await rpc('evm_setAutomine', [true]);
    }
  });
});

describe('loadHistory (automine off)', () => {
  it('lowest nonce PENDING, the next QUEUE; mined entries leave the store', async () => {
    await rpc('evm_setAutomine', [false]);
    try {
      const quick = { ...env, confirm: { tries: 1, intervalMs: 0 } };
      await prepare(ONE_ETH);
      const first = await sendTransfer(quick);
      await prepare(ONE_ETH);
      const second = await sendTransfer(quick);
      expect([first.status, second.status]).toEqual([2, 2]);
      const page = await loadHistory(env, { coinId: coin()._id });
      expect(page.items.map((i) => [i.link, i.status])).toEqual([
        [`${second.hash.slice(0, 13)}...`, 'QUEUE'],
        [`${first.hash.slice(0, 13)}...`, 'PENDING'],
      ]);
      expect(Object.values(s.store.getState().wallets.pendingTransactions)[0]).toHaveLength(2);

      await rpc('evm_mine');
      const after = await loadHistory(env, { coinId: coin()._id });
      expect(after.items).toEqual([]);
      expect(s.store.getState().wallets.pendingTransactions).toEqual({});
      expect(coin().transactions).toEqual([]);
    } finally {
      await rpc('evm_setAutomine', [true]);
    }
  });
});

describe('sendBatch', () => {
  it('sends the batch of a chain and address as one EIP-7702 transaction, then clears it', async () => {
    const w = s.store.getState().wallets.allWallets[0]!;
    const c = coin();
    const item = (id: string, to: string, amount: bigint): BatchItem => ({
      transactionId: id,
      transferData: { amount: amount.toString(), toAddress: to },
      coinInfo: { ...c, type: 'coin', address: c.address },
      chain_name: 'ethereum',
      wallet_id: w.id,
    });
    s.store.dispatch(batchActions.addTransaction(item('t1', HARDHAT_ACCOUNT_1, 3n * ONE_ETH)));
    s.store.dispatch(batchActions.addTransaction(item('t2', HARDHAT_ACCOUNT_2, 5n * ONE_ETH)));
    const [b1, b2] = await Promise.all([balanceOf(HARDHAT_ACCOUNT_1), balanceOf(HARDHAT_ACCOUNT_2)]);
    env.toasts.length = 0;

    // The account's first batch delegates it: consent to the devnet's delegate contract.
    const r = await sendBatch(env, {
      chain_name: 'ethereum',
      address: c.address,
      delegationConsent: devnet.contracts.batchDelegate,
    });
    expect(r).toMatchObject({ status: 3, success: true });
    expect(env.toasts.map((t) => t.title)).toEqual(['Transaction In-progress', 'Transaction Successful']);
    const tx = await rpc<{ type: string; to: string }>('eth_getTransactionByHash', [r.hash]);
    expect(tx.type).toBe('0x4'); // EIP-7702 set-code transaction type
    expect((await balanceOf(HARDHAT_ACCOUNT_1)) - b1).toBe(3n * ONE_ETH);
    expect((await balanceOf(HARDHAT_ACCOUNT_2)) - b2).toBe(5n * ONE_ETH);
    expect(s.store.getState().batch.transactions[w.id]).toBeUndefined();
    expect(s.store.getState().batch.pendingAmounts[w.id] ?? {}).toEqual({});
  });
});

describe('refusals before signing', () => {
  it('an amount above the balance with allowMax off is refused with Low Balance and nothing is sent', async () => {
    const nonce = await rpc<string>('eth_getTransactionCount', [HARDHAT_ACCOUNT_0, 'pending']);
    const huge = (await balanceOf(HARDHAT_ACCOUNT_0)) + ONE_ETH;
    env.toasts.length = 0;
    const r = await sendTransfer(env, {
      toAddress: HARDHAT_ACCOUNT_1,
      amount: huge.toString(),
      kind: 'plain',
      useEstimate: false,
      allowMax: false,
    });
    expect(r).toMatchObject({ status: 1, hash: '' });
    expect(r.error).toMatch(/^Insufficient balance for ETH on Ethereum\. Required: /);
    expect(env.toasts).toEqual([{ kind: 'warning', title: 'Low Balance', text: r.error }]);
    expect(await rpc<string>('eth_getTransactionCount', [HARDHAT_ACCOUNT_0, 'pending'])).toBe(nonce);
  });
  it('a zero amount is refused and nothing is sent', async () => {
    env.toasts.length = 0;
    const r = await sendTransfer(env, {
      toAddress: HARDHAT_ACCOUNT_1,
      amount: '0',
      kind: 'plain',
      useEstimate: false,
    });
    expect(r).toEqual({ status: 1, hash: '', error: 'The amount must be above zero' });
    expect(env.toasts).toEqual([{ kind: 'error', title: 'The amount must be above zero' }]);
  });
});
