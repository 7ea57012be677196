/**
 * Balances, fiat values and history in a real browser against the whole local stack the test
 * starts on free ports (scripts/wallet-stack.ts: Hardhat + litecoind, the product API with the
 * demo quote upstream) and the built app served with its proxies: a faucet transfer appears on
 * Home with its fiat value after Refresh, the coin screen lists it as a confirmed incoming
 * transfer with its explorer link, a pending send is sped up and confirmed, and a balance read
 * before the node stops is shown as stale.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWalletStack, type WalletStack } from '../../../scripts/wallet-stack';
import { freePort } from '@kestrel/devnet';
import { atPath, clearToasts, expectNoSerious, importTestPhrase, openSend } from './flows';
import {
  DESKTOP,
  openBrowser,
  PHONE,
  screenshotPath,
  seriousA11yViolations,
  startApp,
  type App,
  type Browser,
} from './harness';

const run = promisify(execFile);
const CLI = new URL('../../../packages/cli/bin/kestrel.js', import.meta.url).pathname;

/** BIP-44 m/44'/60'/0'/0/0 of the BIP-39 "abandon … about" phrase (see session.e2e.test.ts). */
const WALLET = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
/** Hardhat's published default account #0 (the CLI faucet's funder) and #1. */
const FUNDER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

let stack: WalletStack;
let app: App;
let b: Browser;
let fundingHash = '';

async function evm(method: string, params: unknown[] = []): Promise<unknown> {
  const res = await fetch(stack.urls.evm, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await res.json()) as { result: unknown }).result;
}

/** The text of the balance block of a coin row on Home. */
const homeBalance = (page: Page, chain: string) =>
  page.locator(`li[data-chain="${chain}"] [data-testid="balance"]`);

/** A send through the Send screen (apps/web/src/screens/send), ending back on Home. */
async function sendViaUi(page: Page, to: string, amount: string): Promise<void> {
  await openSend(page, 'Ethereum');
  await page.getByLabel('Recipient').fill(to);
  await page.getByText(/Valid .* address/).waitFor();
  await page.getByRole('textbox', { name: /^Amount/ }).fill(amount);
  await page.getByTestId('fee-summary').waitFor({ timeout: 20_000 });
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('button')].some((x) => x.textContent?.trim() === 'Review' && !x.disabled),
    undefined,
    { timeout: 20_000 },
  );
  await page.getByRole('button', { name: 'Review' }).click();
  await page.getByRole('button', { name: 'Confirm and send' }).click();
  await atPath(page, '/home');
}

/** Closes the toasts so screenshots show the screen itself. */
async function shot(page: Page, name: string): Promise<void> {
  await clearToasts(page);
  await page.screenshot({ path: screenshotPath(name), fullPage: true });
}

beforeAll(async () => {
  stack = await startWalletStack({
    evmPort: await freePort(),
    litecoinPort: await freePort(),
    apiPort: 0,
    databaseUrl: ':memory:',
    litecoinInfoFile: false,
  });
  app = await startApp(stack.targets);
  b = await openBrowser(DESKTOP);
  await importTestPhrase(b.page, app.url);
}, 240_000);

afterAll(async () => {
  await b?.close();
  await app?.stop();
  await stack?.stop();
});

describe('home balances on the devnet', () => {
  it('shows a fresh zero, then the faucet transfer and its fiat value after Refresh', async () => {
    const { page } = b;
    const eth = homeBalance(page, 'ethereum');
    await eth.getByText('0 ETH').waitFor({ timeout: 30_000 });
    // Chains without a local node are unavailable with the reason, never a plain zero.
    const btc = homeBalance(page, 'bitcoin');
    await btc.getByText('unavailable').waitFor();
    expect(await btc.textContent()).not.toMatch(/\b0 BTC/);
    expect(await btc.getByTestId('balance-state').getAttribute('data-state')).toBe('unavailable');

    // The real faucet command, on the stack's Hardhat port.
    const { stdout } = await run(process.execPath, [
      CLI,
      'faucet',
      '--chain',
      'ethereum',
      WALLET,
      '--amount',
      '1.5',
      '--rpc',
      stack.urls.evm,
    ]);
    fundingHash = (JSON.parse(stdout) as { hash: string }).hash;
    expect(fundingHash).toMatch(/^0x[0-9a-f]{64}$/);

    await page.getByRole('button', { name: 'Refresh balances' }).click();
    await eth.getByText('1.5 ETH').waitFor({ timeout: 30_000 });
    // Demo price of ETH is 3000.00 USD (scripts/demo-quotes.ts): 1.5 × 3000 = 4,500.00.
    expect(await eth.getByTestId('fiat').textContent()).toBe('4,500.00 USD');
    // Each EVM chain is its own devnet network: the ETH funded on ethereum is not BNB too.
    await homeBalance(page, 'binance_smart_chain').getByText('0 BNB').waitFor();
    expect(await page.getByTestId('total').textContent()).toBe('4,500.00 USD');
    expect(await page.getByTestId('demo-prices').textContent()).toContain('demo prices');
    expectNoSerious(await seriousA11yViolations(page), 'home with balances');
    await shot(page, 'home-balances-desktop');

    await page.setViewportSize(PHONE);
    await shot(page, 'home-balances-phone');
    expectNoSerious(await seriousA11yViolations(page), 'home with balances (phone)');
    await page.setViewportSize(DESKTOP);
  });

  it('privacy mode hides the amounts and the total', async () => {
    const { page } = b;
    await page.getByRole('button', { name: 'Hide amounts' }).click();
    expect(await page.getByTestId('total').textContent()).not.toContain('4,500.00');
    expect(await homeBalance(page, 'ethereum').textContent()).not.toContain('1.5');
    await page.getByRole('button', { name: 'Show amounts' }).click();
    await page.getByTestId('total').getByText('4,500.00 USD').waitFor();
  });
});

describe('coin screen and history', () => {
  it('lists the faucet transfer as a confirmed incoming row with its explorer link', async () => {
    const { page } = b;
    await page.getByRole('link', { name: 'Ethereum', exact: true }).click();
    await atPath(page, '/home/coin/ethereum%3AETH');
    await page.getByRole('heading', { name: 'Ethereum (ETH)' }).waitFor();
    const row = page.getByTestId('history-row').first();
    await row.waitFor({ timeout: 30_000 });
    expect(await row.getAttribute('data-status')).toBe('SUCCESS');
    expect(await row.textContent()).toContain('Received');
    expect(await row.textContent()).toContain('1.5 ETH');
    expect(await row.getByTestId('counterpart').getAttribute('title')).toBe(FUNDER.toLowerCase());
    const link = row.getByTestId('explorer-link');
    expect(await link.getAttribute('href')).toMatch(new RegExp(`/tx/${fundingHash}$`));
    expect(await link.textContent()).toBe(`${fundingHash.slice(0, 13)}...`);
    expectNoSerious(await seriousA11yViolations(page), 'coin screen');
    await shot(page, 'coin-desktop');
  });

  it('speeds up a pending send: PENDING, Speed up replaces it, mining confirms the replacement', async () => {
    const { page } = b;
    await evm('evm_setAutomine', [false]);
    await sendViaUi(page, ACCOUNT_1, '0.25');

    await page.getByRole('link', { name: 'Transactions', exact: true }).click();
    await atPath(page, '/home/transactions');
    const pending = page.locator('[data-testid="history-row"][data-status="PENDING"]');
    await page.getByLabel('Coin', { exact: true }).selectOption({ label: 'Ethereum (ETH)' });
    await pending.waitFor({ timeout: 30_000 });
    const before = (await pending.getByTestId('explorer-link').getAttribute('href')) ?? '';
    expect(await pending.textContent()).toContain('0.25 ETH');
    expectNoSerious(await seriousA11yViolations(page), 'transactions with a pending row');
    await shot(page, 'transactions-pending-desktop');

    await pending.getByRole('button', { name: /^Speed up/ }).click();
    await page.getByText('Updated Transaction In-progress').waitFor({ timeout: 20_000 });
    // The pending update returns Home (spec §4); the replacement (same nonce, higher gas price)
    // then takes the row's place in the transactions.
    await atPath(page, '/home');
    await page.getByRole('link', { name: 'Transactions', exact: true }).click();
    await atPath(page, '/home/transactions');
    await page.getByLabel('Coin', { exact: true }).selectOption({ label: 'Ethereum (ETH)' });
    await page.waitForFunction(
      (old) => {
        const rows = [...document.querySelectorAll('[data-testid="history-row"][data-status="PENDING"]')];
        return (
          rows.length === 1 &&
          rows[0]!.querySelector('[data-testid="explorer-link"]')?.getAttribute('href') !== old
        );
      },
      before,
      { timeout: 30_000 },
    );
    const after = (await pending.getByTestId('explorer-link').getAttribute('href')) ?? '';
    const replacement = after.split('/tx/')[1]!;

    await evm('evm_mine');
    await page.getByText('Transaction Successful').waitFor({ timeout: 60_000 });
    const receipt = (await evm('eth_getTransactionReceipt', [replacement])) as { status: string } | null;
    expect(receipt?.status).toBe('0x1');
    await page
      .locator(`[data-testid="history-row"][data-status="SUCCESS"] a[href$="${replacement}"]`)
      .waitFor({ timeout: 30_000 });
    expect(await page.locator('[data-testid="history-row"][data-status="PENDING"]').count()).toBe(0);
    await shot(page, 'transactions-desktop');
    await page.setViewportSize(PHONE);
    await shot(page, 'transactions-phone');
    await page.setViewportSize(DESKTOP);
    await evm('evm_setAutomine', [true]);
  });
});

describe('pending refusals', () => {
  it('refuses to speed up a queued transaction with the spec text as a toast', async () => {
    const { page } = b;
    await evm('evm_setAutomine', [false]);
    await sendViaUi(page, ACCOUNT_1, '0.01');
    await sendViaUi(page, ACCOUNT_1, '0.02');
    await page.getByRole('link', { name: 'Transactions', exact: true }).click();
    await page.getByLabel('Coin', { exact: true }).selectOption({ label: 'Ethereum (ETH)' });
    const queued = page.locator('[data-testid="history-row"][data-status="QUEUE"]');
    await queued.waitFor({ timeout: 30_000 });
    await page.locator('[data-testid="history-row"][data-status="PENDING"]').waitFor();
    await queued.getByRole('button', { name: /^Speed up/ }).click();
    // Spec §4 refusal, verbatim.
    await page.getByText('Transaction is in queue, Please update first pending transactions.').waitFor();
    await evm('evm_mine');
    await evm('evm_setAutomine', [true]);
    await page.getByRole('button', { name: 'Refresh Ethereum balance and transactions' }).click();
    await page
      .locator('[data-testid="history-row"][data-status="QUEUE"]')
      .waitFor({ state: 'detached', timeout: 30_000 });
  });
});

describe('stale balances', () => {
  it('keeps the last read marked stale, with the error on focus, when the node stops', async () => {
    const { page } = b;
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    const eth = homeBalance(page, 'ethereum');
    await page.getByRole('button', { name: 'Refresh balances' }).click();
    await eth.getByText(/ETH$/).waitFor();
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    const amount = (await eth.getByTestId('amount').textContent()) ?? '';
    expect(amount).toMatch(/^1\.\d+ ETH$/);

    await stack.devnet.evm.stop();
    await page.getByRole('button', { name: 'Refresh balances' }).click();
    const state = eth.getByTestId('balance-state');
    await state.waitFor({ timeout: 60_000 });
    expect(await state.getAttribute('data-state')).toBe('stale');
    expect(await state.textContent()).toMatch(/^stale · last read (just now|\d+ min ago)/);
    // The amount is the last one read, not zero.
    expect(await eth.getByTestId('amount').textContent()).toBe(amount);
    await state.focus();
    const tip = state.getByRole('tooltip');
    expect(await tip.isVisible()).toBe(true);
    expect((await tip.textContent())?.length).toBeGreaterThan(0);
    expectNoSerious(await seriousA11yViolations(page), 'home with a stale balance');
    await shot(page, 'home-stale-desktop');
  });
});

describe('network switch', () => {
  it('asks first, then locks and keeps the new network; staying changes nothing', async () => {
    const { page } = b;
    const select = page.getByRole('combobox', { name: 'Network' });
    expect(await select.inputValue()).toBe('devnet');
    await select.selectOption('testnet');
    const dialog = page.getByRole('dialog', { name: 'Switch to Testnet?' });
    await dialog.waitFor();
    expectNoSerious(await seriousA11yViolations(page), 'network switch dialog');
    await dialog.getByRole('button', { name: 'Stay on Devnet' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await select.inputValue()).toBe('devnet');
    expect(await page.evaluate(() => location.pathname)).toBe('/home');

    // Not unlocked afterwards: mainnet would reach beyond 127.0.0.1.
    await select.selectOption('mainnet');
    await page.getByRole('button', { name: 'Switch and lock' }).click();
    await atPath(page, '/unlock');
    expect(await page.evaluate(() => localStorage.getItem('kestrel.network'))).toBe('mainnet');
  });
});
