/**
 * Exchange and sell crypto end to end on a real Hardhat devnet and the real product API, whose
 * providers are the local ChangeNOW v2 and MoonPay stand-ins (@kestrel/api/testing): a fixed-rate
 * quote of ETH into USDT on Tron, the order with the spec's body, the deposit signed and mined to
 * the order's deposit address; a sale quoted, opened, confirmed on the provider's page, and its
 * deposit mined. Balances are read with plain JSON-RPC; amounts are bigint wei throughout.
 */
import { type RunningApiServer, startApiServer } from '@kestrel/api';
import {
  type FakeChangeNow,
  type FakeMoonPay,
  startFakeChangeNow,
  startFakeMoonPay,
} from '@kestrel/api/testing';
import type { Devnet } from '@kestrel/devnet';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createExchangeClient, type ProviderQuote } from '../services/exchange-client';
import { createHttpClient } from '../services/http-client';
import { createSellClient } from '../services/sell-client';
import { calculateExchange, createExchange, INVALID_CUSTOM_ADDRESS_TOAST, sendExchange } from './exchange';
import {
  debouncedSellQuote,
  fetchPaymentDetails,
  fetchSellQuote,
  openSellUrl,
  SELL_QUOTE_DEBOUNCE_MS,
  sendSale,
  startSellTransfer,
} from './sellCrypto';
import type { WalletSession } from './session';
import { flowEnv, hardhatSession, nodeRpc, startFlowDevnet, type TestEnv } from './testing/devnetEnv';
import { SEND_TOASTS } from './toasts';

/** Hardhat default accounts #3 and #4 (Hardhat docs): the providers' deposit wallets. */
const EXCHANGE_DEPOSIT = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const SALE_DEPOSIT = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65';
/** Tether's TRC-20 contract and a well-formed Tron address (the exchange's withdrawal address). */
const USDT_TRON = {
  chain_name: 'tron',
  symbol: 'USDT',
  decimal: 6,
  contractAddress: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
};
const TRON_RECEIVER = 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL';

let devnet: Devnet;
let s: WalletSession;
let env: TestEnv;
let rpc: ReturnType<typeof nodeRpc>;
let cn: FakeChangeNow;
let mp: FakeMoonPay;
let api: RunningApiServer;
let clock = Date.now();

beforeAll(async () => {
  devnet = await startFlowDevnet();
  rpc = nodeRpc(devnet);
  s = await hardhatSession();
  env = flowEnv(s, devnet.rpcUrl, { route: () => '/home', now: () => clock });
  cn = await startFakeChangeNow({
    apiKey: 'cn-key',
    pairs: [
      {
        from: 'eth',
        fromNetwork: 'eth',
        to: 'usdt',
        toNetwork: 'trx',
        rate: '3498.123456789',
        min: '0.01',
        max: '50',
        toPrecision: 6,
      },
    ],
    deposit: () => ({ address: EXCHANGE_DEPOSIT }),
  });
  mp = await startFakeMoonPay({
    apiKey: 'pk_test',
    secretKey: 'sk_test',
    prices: { eth: { usd: '3512.48' } },
    deposit: () => ({ address: SALE_DEPOSIT }),
  });
  api = await startApiServer({
    port: 0,
    databaseUrl: ':memory:',
    log: false,
    exchangeProviders: [
      { name: 'changenow', displayName: 'ChangeNOW', baseUrl: cn.baseUrl, apiKey: 'cn-key' },
    ],
    sellProviders: [
      {
        name: 'moonpay',
        displayName: 'MoonPay',
        baseUrl: mp.baseUrl,
        widgetUrl: mp.widgetUrl,
        apiKey: 'pk_test',
        secretKey: 'sk_test',
      },
    ],
  });
}, 120_000);
afterAll(async () => {
  s?.lock();
  await api?.close();
  await cn?.close();
  await mp?.close();
  await devnet?.stop();
});

const eth = () => s.store.getState().wallets.allWallets[0]!.coins[0]!;
const balanceOf = async (a: string) => BigInt(await rpc<string>('eth_getBalance', [a, 'latest']));
const http = () => createHttpClient({ baseUrl: api.url });

describe('exchange ETH → USDT (Tron)', () => {
  it('quotes at the fixed rate, orders, and sends the deposit to the order address with the Exchange toasts', async () => {
    const x = createExchangeClient(http());
    const amountFrom = 25n * 10n ** 16n; // 0.25 ETH
    const calc = await calculateExchange(env, x, { fromCoinId: eth()._id, to: USDT_TRON, amountFrom });
    expect(calc.ok).toBe(true);
    const ex = s.store.getState().exchange;
    expect(ex.amountFrom).toBe('0.25');
    expect(ex).toMatchObject({
      selectedFromAsset: eth()._id,
      selectedFromWallet: s.store.getState().wallets.allWallets[0]!.id,
      selectedToAsset: 'tron:USDT',
      selectedExchangeChain: 'tron',
    });
    // 0.25 × 3498.123456789 at the provider's 6 decimals.
    expect(ex.amountTo).toBe('874.530864');
    expect((ex.availableProviders as ProviderQuote[]).map((p) => p.providerName)).toEqual(['changenow']);

    // The held quote expires: the flow asks again before ordering.
    const quotesBefore = cn.requests.filter((r) => r.path === '/v2/exchange/estimated-amount').length;
    clock += 21 * 60_000;
    const before = await balanceOf(EXCHANGE_DEPOSIT);
    const created = await createExchange(env, x, {
      fromCoinId: eth()._id,
      to: USDT_TRON,
      amountFrom,
      providerName: 'changenow',
      customAddress: TRON_RECEIVER,
    });
    clock = Date.now();
    expect(created).toMatchObject({
      ok: true,
      depositAddress: EXCHANGE_DEPOSIT,
      memo: null,
      amount: amountFrom,
    });
    // One estimate from the flow's refresh, one from the API's own fresh rate for the order.
    expect(cn.requests.filter((r) => r.path === '/v2/exchange/estimated-amount').length).toBe(
      quotesBefore + 2,
    );
    expect(cn.orders.at(-1)!.body).toMatchObject({
      address: TRON_RECEIVER,
      fromAmount: '0.25',
      refundAddress: eth().address,
    });
    expect(s.store.getState().transfer).toMatchObject({
      toAddress: EXCHANGE_DEPOSIT,
      amount: amountFrom.toString(),
    });

    env.toasts.length = 0;
    const sent = await sendExchange(env);
    expect(sent).toMatchObject({ status: 3, success: true });
    expect((await balanceOf(EXCHANGE_DEPOSIT)) - before).toBe(amountFrom);
    const titles = env.toasts.map((t) => t.title);
    expect(titles).toContain(SEND_TOASTS.exchangeProgress);
    expect(titles).not.toContain(SEND_TOASTS.success);
  });

  it("refuses a Custom address that is not the target chain's with the spec's texts, and orders nothing", async () => {
    const x = createExchangeClient(http());
    const orders = cn.orders.length;
    env.toasts.length = 0;
    const r = await createExchange(env, x, {
      fromCoinId: eth()._id,
      to: USDT_TRON,
      amountFrom: 10n ** 17n,
      providerName: 'changenow',
      customAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    });
    expect(r).toEqual({ ok: false, error: 'Invalid Custom Address' });
    expect(env.toasts).toEqual([
      { kind: 'error', title: INVALID_CUSTOM_ADDRESS_TOAST, text: 'Invalid Custom Address' },
    ]);
    expect(cn.orders.length).toBe(orders);
  });

  it('a provider outage is an error, never a zero amountTo', async () => {
    cn.mode = 'server-error';
    const r = await calculateExchange(env, createExchangeClient(http()), {
      fromCoinId: eth()._id,
      to: USDT_TRON,
      amountFrom: 10n ** 17n,
    });
    cn.mode = 'ok';
    expect(r).toEqual({ ok: false, error: 'No exchange provider answered, try again shortly' });
    expect(s.store.getState().exchange.amountTo).toBe('');
  });
});

describe('sell ETH', () => {
  it('debounces the quote 800 ms, opens the signed page, and sends the deposit to the payment details', async () => {
    const sc = createSellClient(http());
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const quote = debouncedSellQuote(env, sc);
    const before = mp.requests.length;
    quote({ coinId: eth()._id, amount: 10n ** 17n, fiat: 'usd' });
    quote({ coinId: eth()._id, amount: 2n * 10n ** 17n, fiat: 'usd' });
    vi.advanceTimersByTime(SELL_QUOTE_DEBOUNCE_MS - 1);
    expect(mp.requests.length).toBe(before);
    vi.advanceTimersByTime(1);
    vi.useRealTimers();
    await vi.waitFor(() => expect(s.store.getState().sellCrypto.providers).toHaveLength(1));
    expect(mp.requests.length).toBe(before + 1);
    expect(s.store.getState().sellCrypto.providers[0]).toMatchObject({ amount: '0.2', fiatAmount: '695.47' });

    const amount = 2n * 10n ** 17n;
    await fetchSellQuote(env, sc, { coinId: eth()._id, amount, fiat: 'usd' });
    const url = await openSellUrl(env, sc, {
      coinId: eth()._id,
      amount,
      fiat: 'usd',
      providerName: 'moonpay',
      providerDisplayName: 'MoonPay',
    });
    expect(s.store.getState().sellCrypto.requestDetails).toMatchObject({
      providerName: 'moonpay',
      selectedFromAsset: eth()._id,
    });
    // Before the user confirms on the page, there is nothing to send.
    expect(await fetchPaymentDetails(env, sc)).toEqual({
      ok: false,
      error: 'The provider has no deposit address for this sale yet',
    });
    mp.confirm(url);
    expect(await fetchPaymentDetails(env, sc)).toEqual({ ok: true });
    expect(s.store.getState().sellCrypto.transferDetails).toEqual({
      depositAddress: SALE_DEPOSIT,
      depositAmount: '0.2',
    });

    expect((await startSellTransfer(env)).ok).toBe(true);
    const before2 = await balanceOf(SALE_DEPOSIT);
    env.toasts.length = 0;
    const sent = await sendSale(env);
    expect(sent).toMatchObject({ status: 3, success: true });
    expect((await balanceOf(SALE_DEPOSIT)) - before2).toBe(amount);
    expect(env.toasts.map((t) => t.title)).toEqual([SEND_TOASTS.progress, SEND_TOASTS.success]);
  });
});
