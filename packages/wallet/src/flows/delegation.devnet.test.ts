/**
 * The batch's consent and fee check, and Settings' delegation (read, revoke), on a real Hardhat
 * devnet: a batch that would delegate the account is refused without consent to the delegate
 * contract, a batch whose native amounts and fee exceed the balance is refused with the spec's
 * text before anything is signed, a consented batch delegates (code 0xef0100 || delegate), and
 * revoking clears the account's code through the send pipeline (Home, toasts, confirmation).
 */
import { formatUnits, parseUnits } from '@kestrel/chains';
import type { Devnet } from '@kestrel/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BatchItem } from '../rules/batch';
import { PASSWORD, FAST_KDF } from '../test-support/fixtures';
import { MemoryStorage } from '../vault/storage';
import { batchActions } from '../store/slices/batch';
import { DelegationConsentError } from './batchChecks';
import { createWallet } from './createWallet';
import { NO_ETHEREUM_CHAIN, readDelegations, REVOKED_TEXT, revokeDelegation } from './delegation';
import { refreshBalances } from './refreshBalances';
import { sendBatch } from './sendBatch';
import { WalletSession } from './session';
import { REFRESH_COINS_ERROR, refreshCoins } from './settleSent';
import {
  flowEnv,
  HARDHAT_ACCOUNT_1,
  hardhatSession,
  nodeRpc,
  startFlowDevnet,
  type TestEnv,
} from './testing/devnetEnv';

let devnet: Devnet;
let s: WalletSession;
let env: TestEnv;
let rpc: ReturnType<typeof nodeRpc>;

beforeAll(async () => {
  devnet = await startFlowDevnet();
  rpc = nodeRpc(devnet);
  s = await hardhatSession();
  env = flowEnv(s, devnet.rpcUrl, { route: () => '/home' }, devnet.contracts.batchDelegate);
});
afterAll(async () => {
  s?.lock();
  await devnet?.stop();
});

const wallet = () => s.store.getState().wallets.allWallets[0]!;
const coin = () => wallet().coins[0]!;
const nonceOf = async (a: string) => Number(await rpc<string>('eth_getTransactionCount', [a, 'latest']));

function batchOf(...amounts: bigint[]) {
  s.store.dispatch(batchActions.clearAll({ walletId: wallet().id }));
  amounts.forEach((amount, i) => {
    const item: BatchItem = {
      transactionId: `t${i}-${amount}`,
      transferData: { amount: amount.toString(), toAddress: HARDHAT_ACCOUNT_1 },
      coinInfo: { ...coin(), type: 'coin', address: coin().address },
      chain_name: 'ethereum',
      wallet_id: wallet().id,
    };
    s.store.dispatch(batchActions.addTransaction(item));
  });
}

describe('batch consent, fee check and the delegation in Settings', () => {
  it('reads the delegate and no delegation yet; a batch without consent is refused, nothing signed', async () => {
    const delegate = devnet.contracts.batchDelegate;
    const rows = await readDelegations(env);
    expect(rows).toEqual([
      {
        coinId: coin()._id,
        chain_name: 'ethereum',
        chainLabel: 'Ethereum',
        address: coin().address,
        delegate: { address: delegate, name: 'BatchCallDelegate (Kestrel devnet)' },
        current: null,
      },
    ]);
    batchOf(1000n);
    const before = await nonceOf(coin().address);
    const refused = sendBatch(env, { chain_name: 'ethereum', address: coin().address });
    await expect(refused).rejects.toBeInstanceOf(DelegationConsentError);
    await expect(refused).rejects.toThrow(delegate);
    // Consent to another contract is no consent to this one.
    await expect(
      sendBatch(env, {
        chain_name: 'ethereum',
        address: coin().address,
        delegationConsent: HARDHAT_ACCOUNT_1,
      }),
    ).rejects.toBeInstanceOf(DelegationConsentError);
    expect(await nonceOf(coin().address)).toBe(before);
    expect(s.store.getState().batch.transactions[wallet().id]).toHaveLength(1);
  });

  it("refuses a batch whose amounts fit but not with the fee: 'Insufficient balance for ETH on Ethereum…'", async () => {
    const [r] = await refreshBalances(env);
    const balance = BigInt(r!.totalBalance!);
    batchOf(balance - 1n);
    env.toasts.length = 0;
    const before = await nonceOf(coin().address);
    const out = await sendBatch(env, {
      chain_name: 'ethereum',
      address: coin().address,
      delegationConsent: devnet.contracts.batchDelegate,
    });
    expect(out.status).toBe(1);
    const m = /^Insufficient balance for ETH on Ethereum\. Required: ([\d.]+), Available: ([\d.]+)$/.exec(
      out.error ?? '',
    );
    expect(m?.[2]).toBe(formatUnits(balance, 18));
    // Required = the batch's amount plus its fee: above the balance by less than a cent of gas.
    const required = parseUnits(m![1]!, 18);
    expect(required).toBeGreaterThan(balance);
    expect(required - (balance - 1n)).toBeLessThan(10n ** 16n);
    expect(env.toasts).toEqual([{ kind: 'warning', title: 'Low Balance', text: out.error }]);
    expect(await nonceOf(coin().address)).toBe(before);
  });

  it('a consented batch delegates the account; later batches need no consent; revoking clears it', async () => {
    const delegate = devnet.contracts.batchDelegate;
    batchOf(1000n, 2000n);
    const first = await sendBatch(env, {
      chain_name: 'ethereum',
      address: coin().address,
      delegationConsent: delegate,
    });
    expect(first).toMatchObject({ status: 3, success: true });
    const code = await rpc<string>('eth_getCode', [coin().address, 'latest']);
    expect(code.toLowerCase()).toBe(`0xef0100${delegate.slice(2).toLowerCase()}`);
    expect((await readDelegations(env))[0]!.current).toBe(delegate);

    batchOf(3000n);
    expect(await sendBatch(env, { chain_name: 'ethereum', address: coin().address })).toMatchObject({
      status: 3,
    });

    env.toasts.length = 0;
    env.navigations.length = 0;
    const revoked = await revokeDelegation(env, { coinId: coin()._id });
    expect(revoked).toMatchObject({ status: 3, success: true });
    expect(env.navigations).toEqual(['/home']);
    expect(env.toasts).toEqual([
      { kind: 'progress', title: 'Transaction In-progress' },
      { kind: 'success', title: 'Transaction Successful', text: REVOKED_TEXT },
    ]);
    const tx = await rpc<{ type: string; authorizationList: { address: string }[] }>(
      'eth_getTransactionByHash',
      [revoked.hash],
    );
    expect(tx.type).toBe('0x4');
    expect(tx.authorizationList[0]!.address).toBe(`0x${'0'.repeat(40)}`);
    expect(await rpc<string>('eth_getCode', [coin().address, 'latest'])).toBe('0x');
    expect((await readDelegations(env))[0]!.current).toBeNull();
    // Nothing left to revoke: the adapter's refusal, as a toast, nothing sent.
    env.toasts.length = 0;
    const again = await revokeDelegation(env, { coinId: coin()._id });
    expect(again).toMatchObject({ status: 1, hash: '' });
    expect(env.toasts.map((t) => t.title)).toEqual(['This account has no delegation to revoke']);
  });

  it("a delegation the provider cannot read says so; a wallet without such a chain: 'No ethereum chain found'", async () => {
    const down = flowEnv(s, 'http://127.0.0.1:9', {}, devnet.contracts.batchDelegate);
    const [row] = await readDelegations(down);
    expect(row!.current).toBeUndefined();
    expect(row!.error).toBeTruthy();

    const other = await WalletSession.open(new MemoryStorage(), PASSWORD, {
      create: true,
      kdf: FAST_KDF,
      network: 'devnet',
    });
    try {
      await createWallet(other, {
        phrase: 'test test test test test test test test test test test junk',
        chains: ['litecoin'],
      });
      await expect(readDelegations(flowEnv(other, devnet.rpcUrl))).rejects.toThrow(NO_ETHEREUM_CHAIN);
    } finally {
      other.lock();
    }
  });

  it("the refresh after a send rejects with 'Something went wrong refreshCoins' when it cannot run", async () => {
    await expect(refreshCoins(env, 'no-such-wallet', coin())).rejects.toThrow(REFRESH_COINS_ERROR);
    expect(s.store.getState().transfer.isRefreshing).toBe(false);
  });
});
