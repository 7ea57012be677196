/**
 * Exchange and sell crypto in a real browser on a Hardhat devnet the test starts on a free port,
 * with the product API relaying to the local ChangeNOW v2 and MoonPay stand-ins
 * (@kestrel/api/testing, the providers' documented shapes). Exchange: ETH → USDT on Tron at a fixed
 * rate, the order, the review naming the deposit address, and a real devnet send that lands there
 * (read with viem, independent of the app) under the 'Exchange' toasts. Sell: the debounced quote,
 * the provider's signed page opened in a new tab and confirmed there, the payment details, and a
 * real devnet send to the sale's deposit address.
 */
import { startApiServer, type RunningApiServer } from '@kestrel/api';
import {
  type FakeChangeNow,
  type FakeMoonPay,
  startFakeChangeNow,
  startFakeMoonPay,
} from '@kestrel/api/testing';
import { freePort, startDevnet, type Devnet } from '@kestrel/devnet';
import type { Page } from 'playwright-core';
import { createPublicClient, createWalletClient, http, parseEther, type PublicClient } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { hardhat } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atPath, importTestPhrase } from './flows';
import { DESKTOP, openBrowser, startApp, type App, type Browser } from './harness';

/** BIP-44 m/44'/60'/0'/0/0 of the BIP-39 "abandon … about" phrase (see session.e2e.test.ts). */
const WALLET = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
/** Hardhat's published default accounts #3 and #4: the providers' deposit wallets. */
const EXCHANGE_DEPOSIT = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const SALE_DEPOSIT = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65';
const TRON_RECEIVER = 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL';

let devnet: Devnet;
let cn: FakeChangeNow;
let mp: FakeMoonPay;
let api: RunningApiServer;
let app: App;
let b: Browser;
let chain: PublicClient;

beforeAll(async () => {
  devnet = await startDevnet({ port: await freePort() });
  chain = createPublicClient({ chain: hardhat, transport: http(devnet.rpcUrl) });
  const funder = createWalletClient({
    chain: hardhat,
    transport: http(devnet.rpcUrl),
    account: privateKeyToAccount(devnet.accounts[0]!.privateKey),
  });
  await chain.waitForTransactionReceipt({
    hash: await funder.sendTransaction({ to: WALLET, value: parseEther('2') }),
  });
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
  app = await startApp({ api: api.url, evm: devnet.rpcUrl, litecoin: () => undefined });
  b = await openBrowser(DESKTOP);
  await importTestPhrase(b.page, app.url);
}, 240_000);

afterAll(async () => {
  await b?.close();
  await app?.stop();
  await api?.close();
  await cn?.close();
  await mp?.close();
  await devnet?.stop();
});

const balance = (a: `0x${string}`) => chain.getBalance({ address: a });

async function chooseEth(page: Page, label: string) {
  const select = page.getByLabel(label, { exact: true });
  await select
    .locator('option', { hasText: /^ETH \(/ })
    .first()
    .waitFor({ state: 'attached', timeout: 30_000 });
  const value = await select
    .locator('option', { hasText: /^ETH \(/ })
    .first()
    .getAttribute('value');
  await select.selectOption(value!);
}

describe('Exchange', () => {
  it('exchanges ETH into USDT on Tron and sends the deposit on the devnet with the Exchange toasts', async () => {
    const page = b.page;
    await page.getByRole('link', { name: 'Exchange' }).click();
    await atPath(page, '/home/exchange');
    await chooseEth(page, 'From');
    await page.getByLabel('Amount', { exact: true }).fill('0.25');
    await page.getByLabel('To', { exact: true }).selectOption({ label: 'USDT (Tron)' });
    await page.getByLabel('Receiving address').fill('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
    await page.getByRole('button', { name: 'Get quote' }).click();
    // 0.25 × 3498.123456789 at the provider's 6 decimals.
    await expect
      .poll(() => page.getByTestId('amount-to').textContent(), { timeout: 30_000 })
      .toBe('874.530864');
    // An address of another chain is refused with the spec's texts, and nothing is ordered.
    await page.getByRole('button', { name: 'Exchange', exact: true }).click();
    await page.getByText('Invalid custom address').first().waitFor({ timeout: 30_000 });
    expect(cn.orders).toHaveLength(0);

    await page.getByLabel('Receiving address').fill(TRON_RECEIVER);
    const before = await balance(EXCHANGE_DEPOSIT);
    await page.getByRole('button', { name: 'Exchange', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Review exchange' });
    await dialog.waitFor({ timeout: 60_000 });
    await expect(dialog.getByTestId('deposit-address').textContent()).resolves.toBe(EXCHANGE_DEPOSIT);
    expect(cn.orders.at(-1)!.body).toMatchObject({
      address: TRON_RECEIVER,
      fromAmount: '0.25',
      toCurrency: 'usdt',
      toNetwork: 'trx',
    });
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await atPath(page, '/home');
    await page.getByText('Exchange Transaction In-progress').first().waitFor({ timeout: 30_000 });
    await expect.poll(() => balance(EXCHANGE_DEPOSIT), { timeout: 90_000 }).toBe(before + parseEther('0.25'));
  });
});

describe('Sell crypto', () => {
  it('quotes, opens the provider page, and sends the sold ETH to the deposit address on the devnet', async () => {
    const page = b.page;
    await page.getByRole('link', { name: 'Sell' }).click();
    await atPath(page, '/home/sell');
    await chooseEth(page, 'Coin');
    await page.getByLabel('Amount to sell').fill('0.2');
    // 0.2 × 3512.48 = 702.49 less the stand-in's 1 % fee (7.02).
    await expect
      .poll(() => page.getByTestId('fiat-amount').textContent(), { timeout: 30_000 })
      .toBe('695.47');
    const [providerPage] = await Promise.all([
      b.context.waitForEvent('page'),
      page.getByRole('button', { name: 'Continue with provider' }).click(),
    ]);
    await providerPage.getByRole('button', { name: 'Confirm sale' }).click();
    await providerPage.getByText('Sale confirmed').waitFor();
    await providerPage.close();
    await page.getByRole('button', { name: 'I confirmed the sale' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send to the provider' });
    await dialog.waitFor({ timeout: 60_000 });
    await expect(dialog.getByTestId('deposit-address').textContent()).resolves.toBe(SALE_DEPOSIT);
    const before = await balance(SALE_DEPOSIT);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await atPath(page, '/home');
    await page.getByText('Transaction Successful').first().waitFor({ timeout: 90_000 });
    expect(await balance(SALE_DEPOSIT)).toBe(before + parseEther('0.2'));
  });
});
