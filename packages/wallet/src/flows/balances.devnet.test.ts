/**
 * refreshBalances, estimateTransferFee and selectTransferGasPrice on a real Hardhat devnet:
 * the funded balance is fresh; a provider down after a good read shows the last amount stale;
 * a first read that fails is unavailable with no amount (never '0' as fresh); the max-amount
 * logic flips isMax.
 */
import type { Devnet } from '@kestrel/devnet';
import { freePort } from '@kestrel/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transferActions } from '../store/slices/transfer';
import { walletsActions } from '../store/slices/wallets';
import { estimateTransferFee, selectTransferGasPrice } from './estimateTransferFee';
import { refreshBalances } from './refreshBalances';
import type { WalletSession } from './session';
import {
  flowEnv,
  HARDHAT_ACCOUNT_0,
  HARDHAT_ACCOUNT_1,
  HARDHAT_START_BALANCE,
  hardhatSession,
  nodeRpc,
  startFlowDevnet,
} from './testing/devnetEnv';

let devnet: Devnet;
let closedUrl: string;
const sessions: WalletSession[] = [];

beforeAll(async () => {
  devnet = await startFlowDevnet();
  // A port nothing listens on: every request to it is refused.
  closedUrl = `http://127.0.0.1:${await freePort()}`;
});
afterAll(async () => {
  for (const s of sessions) s.lock();
  await devnet?.stop();
});

async function session() {
  const s = await hardhatSession();
  sessions.push(s);
  return s;
}
const ethCoin = (s: WalletSession) => s.store.getState().wallets.allWallets[0]!.coins[0]!;

describe('refreshBalances', () => {
  it('shows the funded balance fresh, then the last amount stale when the provider is down', async () => {
    const s = await session();
    expect(ethCoin(s).address).toBe(HARDHAT_ACCOUNT_0);
    // Account #0 deployed the devnet's contracts: read its balance independently from the node.
    const onChain = await nodeRpc(devnet)<string>('eth_getBalance', [HARDHAT_ACCOUNT_0, 'latest']);
    const prices = { getFiatRates: async () => ({ ETH: '2000.005' }) };
    const r = await refreshBalances(flowEnv(s, devnet.rpcUrl, { prices, now: () => 1_000 }));
    expect(r).toHaveLength(1);
    const fresh = ethCoin(s);
    expect(fresh.totalBalance).toBe(BigInt(onChain).toString());
    expect(BigInt(fresh.totalBalance!)).toBeLessThan(HARDHAT_START_BALANCE);
    expect(BigInt(fresh.totalBalance!)).toBeGreaterThan(HARDHAT_START_BALANCE - 10n ** 18n);
    expect(fresh.balanceState?.state).toBe('fresh');
    expect(fresh.totalBalanceCourse).toMatch(/^200000\d\d\.\d\d$/);
    expect(fresh.currencyRate).toBe('2000.005');

    await refreshBalances(flowEnv(s, closedUrl));
    const stale = ethCoin(s);
    expect(stale.balanceState?.state).toBe('stale');
    expect(stale.balanceState?.error).toBeTruthy();
    expect(stale.balanceState?.asOf).toBe(fresh.balanceState?.asOf);
    expect(stale.totalBalance).toBe(fresh.totalBalance);
  });

  it('a first read that fails is unavailable, with no amount', async () => {
    const s = await session();
    const [r] = await refreshBalances(flowEnv(s, closedUrl));
    expect(r?.balanceState.state).toBe('unavailable');
    expect(r?.totalBalance).toBeUndefined();
    const coin = ethCoin(s);
    expect(coin.balanceState?.state).toBe('unavailable');
    expect(coin.totalBalance).toBeUndefined();
    expect(coin.totalBalanceCourse).toBeUndefined();
  });
});

describe('estimateTransferFee', () => {
  it('an amount above the balance becomes balance minus fee with isMax; a small one is not max', async () => {
    const s = await session();
    const env = flowEnv(s, devnet.rpcUrl);
    await refreshBalances(env);
    const coin = ethCoin(s);
    const onChain = BigInt(await nodeRpc(devnet)<string>('eth_getBalance', [HARDHAT_ACCOUNT_0, 'latest']));
    s.store.dispatch(
      transferActions.startTransfer({
        currentCoin: coin._id,
        amount: (20_000n * 10n ** 18n).toString(),
        toAddress: HARDHAT_ACCOUNT_1,
      }),
    );
    const out = await estimateTransferFee(env);
    expect(out.ok).toBe(true);
    let t = s.store.getState().transfer;
    expect(t).toMatchObject({ isLoading: false, success: true, isMax: true });
    const gas = BigInt(
      await nodeRpc(devnet)<string>('eth_estimateGas', [{ from: HARDHAT_ACCOUNT_0, to: HARDHAT_ACCOUNT_1 }]),
    );
    expect(BigInt(t.estimateGas!)).toBe(gas);
    // The fee reserves gas × max fee per gas: the option's price, or 2 × the latest base fee + tip
    // when that is more (docs/evm.md "Type-2 fees").
    const block = await nodeRpc(devnet)<{ baseFeePerGas: string }>('eth_getBlockByNumber', ['latest', false]);
    const headroom = 2n * BigInt(block.baseFeePerGas) + BigInt(t.maxPriorityFeePerGas!);
    const price = BigInt(t.gasFee!);
    expect(BigInt(t.transactionFee!)).toBe(gas * (headroom > price ? headroom : price));
    expect(BigInt(t.amount) + BigInt(t.transactionFee!)).toBe(onChain);
    const nonce = await nodeRpc(devnet)<string>('eth_getTransactionCount', [HARDHAT_ACCOUNT_0, 'pending']);
    expect(t.nonce).toBe(Number(nonce));

    const oneEth = (10n ** 18n).toString();
    s.store.dispatch(transferActions.setAmount(oneEth));
    await selectTransferGasPrice(env, t.gasFee!);
    t = s.store.getState().transfer;
    expect(t).toMatchObject({ amount: oneEth, isMax: false });

    // A gas price so high that amount + fee exceeds the balance: max again.
    const huge = (onChain / gas).toString();
    await selectTransferGasPrice(env, huge);
    t = s.store.getState().transfer;
    expect(t.isMax).toBe(true);
    expect(BigInt(t.amount) + BigInt(t.transactionFee!)).toBe(onChain);
  });

  it('send-funds mode: an amount changed from the initial one is recomputed to the max', async () => {
    const s = await session();
    const env = flowEnv(s, devnet.rpcUrl);
    await refreshBalances(env);
    const coin = ethCoin(s);
    s.store.dispatch(
      transferActions.startTransfer({
        currentCoin: coin._id,
        amount: '5000',
        toAddress: HARDHAT_ACCOUNT_1,
        isSendFunds: true,
      }),
    );
    await estimateTransferFee(env);
    expect(s.store.getState().transfer).toMatchObject({ amount: '5000', isMax: false });
    s.store.dispatch(transferActions.setAmount('6000'));
    await estimateTransferFee(env);
    const t = s.store.getState().transfer;
    expect(t.isMax).toBe(true);
    expect(BigInt(t.amount) + BigInt(t.transactionFee!)).toBe(BigInt(coin.totalBalance!));
  });

  it("errors starting with 'The' become customError; a token above its balance shows 'Low Balance'", async () => {
    const s = await session();
    const env = flowEnv(s, devnet.rpcUrl);
    const coin = ethCoin(s);
    s.store.dispatch(
      transferActions.startTransfer({ currentCoin: coin._id, amount: '1.5', toAddress: HARDHAT_ACCOUNT_1 }),
    );
    const bad = await estimateTransferFee(env);
    expect(bad.ok).toBe(false);
    expect(s.store.getState().transfer).toMatchObject({ success: false, isLoading: false });
    expect(s.store.getState().transfer.customError).toMatch(/^The amount/);

    // The devnet mints 1,000,000 KTT (18 decimals) to account #0 (devnet/src/deploy.ts).
    s.store.dispatch(
      walletsActions.addCoin({
        currency: {
          _id: 'ethereum:KTT',
          chain_name: 'ethereum',
          chain_symbol: 'ETH',
          symbol: 'KTT',
          name: 'Kestrel Test Token',
          type: 'token',
          decimal: 18,
          status: true,
          contractAddress: devnet.contracts.erc20,
        },
      }),
    );
    await refreshBalances(env);
    const ktt = s.store.getState().wallets.allWallets[0]!.coins.find((c) => c.symbol === 'KTT')!;
    expect(ktt.totalBalance).toBe((1_000_000n * 10n ** 18n).toString());
    expect(ktt.balanceState?.state).toBe('fresh');
    s.store.dispatch(
      transferActions.startTransfer({
        currentCoin: ktt._id,
        amount: (2_000_000n * 10n ** 18n).toString(),
        toAddress: HARDHAT_ACCOUNT_1,
      }),
    );
    expect((await estimateTransferFee(env)).ok).toBe(false);
    expect(env.toasts).toEqual([
      {
        kind: 'warning',
        title: 'Low Balance',
        text: 'Insufficient balance for KTT on Ethereum. Required: 2000000, Available: 1000000',
      },
    ]);
    expect(s.store.getState().transfer.customError).toBeNull();
  });
});
