/**
 * The mobile shell's transfer screens in Chromium at a phone viewport (390×844), against a Hardhat
 * devnet on a free port and the production build: import the published "abandon … about" phrase,
 * fund its first Ethereum address from the devnet faucet on Receive, send 1 ETH (the row pending
 * on TransactionList while the node holds the block, then confirmed after a pull to refresh), and
 * a batch of two through its review (one EIP-7702 transaction). Every screen passes axe-core with
 * no serious or critical violation. One browser, one page, in order.
 *
 * Not "test … junk": that phrase's first address is Hardhat's account #0, the faucet's funder, so
 * the faucet would pay itself and the receive step would prove nothing.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { createPublicClient, http, parseEther, type Hex, type PublicClient } from 'viem';
import { hardhat } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startDevnet, type Devnet } from '@kestrel/devnet';
import { ACCOUNT_1, ACCOUNT_2, WALLET } from '../../web/test/devnetStack';
import { expectNoSerious } from '../../web/test/flows';
import type { App, Browser } from '../../web/test/harness';
import { importPhrase } from './onboardingSteps';
import { MOBILE_SCREENSHOTS, openPhone, PHONE, seriousA11yViolations, startMobileApp } from './harness';

let devnet: Devnet;
let app: App;
let b: Browser;
let chain: PublicClient;

const balance = (a: string) => chain.getBalance({ address: a as Hex });

async function evm(method: string, params: unknown[] = []): Promise<unknown> {
  const res = await fetch(devnet.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await res.json()) as { result: unknown }).result;
}

/** axe-core on the screen as it is; a screenshot too when KESTREL_SCREENSHOTS=1. */
async function check(page: Page, name: string): Promise<void> {
  expectNoSerious(await seriousA11yViolations(page), name);
  if (process.env.KESTREL_SCREENSHOTS === '1') {
    await mkdir(MOBILE_SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: join(MOBILE_SCREENSHOTS, `${name}.png`) });
  }
}

/** Nothing is wider than the phone (no sideways scrolling). */
async function fitsThePhone(page: Page, width = 390): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  // Nothing shown is cut at the right edge, except inside a row that scrolls sideways (chips).
  const cut = await page.evaluate(() => {
    const scrollsSideways = (el: Element | null): boolean => {
      for (let e = el; e; e = e.parentElement) {
        const o = getComputedStyle(e).overflowX;
        if (o === 'auto' || o === 'scroll') return true;
      }
      return false;
    };
    return [...document.querySelectorAll('body *')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && r.right > innerWidth + 1 && r.left < innerWidth;
      })
      .filter((el) => !scrollsSideways(el.parentElement))
      .map((el) => `${el.tagName} ${(el.textContent ?? '').slice(0, 40)}`);
  });
  expect(cut).toEqual([]);
}

/** The one shown: the stack keeps earlier screens mounted (hidden) beneath the current one. */
const shown = (l: Locator) => l.filter({ visible: true });
const button = (page: Page, name: string | RegExp) =>
  shown(page.getByRole('button', { name, exact: typeof name === 'string' }));
const heading = (page: Page, name: string) => shown(page.getByRole('heading', { name, exact: true }));

/** Back through the stack until Home shows. */
async function toHome(page: Page): Promise<void> {
  const row = shown(page.locator('[data-testid^="coin-"]').filter({ hasText: /^Ethereum/ }));
  const home = (timeout: number) =>
    row.waitFor({ timeout }).then(
      () => true,
      () => false,
    );
  for (let i = 0; i < 5; i++) {
    // A flow may be taking the app Home by itself (after a confirmed send): let it land first, or a
    // back pressed meanwhile finds Home with no back control.
    if (await home(3_000)) return;
    await back(page).catch(async (e: unknown) => {
      if (!(await home(1_000))) throw e;
    });
  }
  await row.waitFor();
}

/** Home's Ethereum row opens the Coin screen. */
async function openCoin(page: Page): Promise<void> {
  await toHome(page);
  await shown(page.locator('[data-testid^="coin-"]').filter({ hasText: /^Ethereum/ })).click();
  await page.getByRole('heading', { name: 'Ethereum (ETH)' }).waitFor();
}

/** The stack header's back control (a link on the web build, a button on a device). */
async function back(page: Page): Promise<void> {
  const control = page.getByRole('button', { name: /back/i }).or(page.getByRole('link', { name: /back/i }));
  try {
    await control.first().click({ timeout: 5_000 });
  } catch (e) {
    const names = await page.evaluate(() =>
      [...document.querySelectorAll('[role="button"],button,a,[role="link"]')].map(
        (el) => `${el.tagName}:${el.getAttribute('role')}:${el.getAttribute('aria-label')}:${el.textContent}`,
      ),
    );
    throw new Error(`No back control among: ${names.join(' | ')}`, { cause: e });
  }
}

/** Send screen → review; leaves the review open. */
async function review(page: Page, to: string, amount: string): Promise<void> {
  await button(page, 'Send Ethereum').click();
  await heading(page, 'Send Ethereum').waitFor();
  await shown(page.getByLabel('Recipient')).fill(to);
  await shown(page.getByText('Valid Ethereum address')).waitFor();
  await shown(page.getByRole('textbox', { name: /^Amount/ })).fill(amount);
  await shown(page.getByTestId('fee-summary')).waitFor({ timeout: 30_000 });
  await expect
    .poll(() => button(page, 'Review').getAttribute('aria-disabled'), { timeout: 30_000 })
    .not.toBe('true');
  await button(page, 'Review').click();
  await heading(page, 'Review: send ETH').waitFor();
}

beforeAll(async () => {
  devnet = await startDevnet({ port: await freePort() });
  chain = createPublicClient({ chain: hardhat, transport: http(devnet.rpcUrl) });
  app = await startMobileApp({ api: 'http://127.0.0.1:9', evm: devnet.rpcUrl, litecoin: () => undefined });
  b = await openPhone();
  await importPhrase(b.page, app.url);
}, 300_000);

afterAll(async () => {
  await b?.close();
  await app?.stop();
  await devnet?.stop();
});

describe('transfer screens on a phone', () => {
  it('Receive: the address with its QR code, the devnet faucet funds it, 50 more derived addresses, another chosen', async () => {
    const { page } = b;
    expect(await balance(WALLET)).toBe(0n);
    await openCoin(page);
    await button(page, 'Receive Ethereum').click();
    await heading(page, 'Receive Ethereum').waitFor();
    expect(await shown(page.getByTestId('receive-address')).textContent()).toBe(WALLET);
    await shown(page.getByRole('img', { name: 'QR code of your Ethereum address' })).waitFor();
    await fitsThePhone(page);
    await check(page, 'receive');
    await button(page, 'Fund with 10 ETH from the devnet faucet').click();
    await page.getByText('Funded from the devnet faucet').waitFor({ timeout: 30_000 });
    expect(await balance(WALLET)).toBe(parseEther('10'));
    // Derived addresses: 50 more from the phrase; choosing one makes it the receive address.
    await button(page, 'Add 50 more Ethereum addresses').click();
    await shown(page.getByText('50 addresses added')).first().waitFor({ timeout: 30_000 });
    const second = shown(page.getByRole('radio', { name: /at m\/44'\/60'\/0'\/0\/1$/ }));
    await second.click();
    await expect.poll(() => shown(page.getByTestId('receive-address')).textContent()).not.toBe(WALLET);
    expect(await second.getAttribute('aria-checked')).toBe('true');
    // Back to the first address, the one the devnet funded.
    await shown(page.getByRole('radio', { name: /at m\/44'\/60'\/0'\/0\/0$/ })).click();
    await expect.poll(() => shown(page.getByTestId('receive-address')).textContent()).toBe(WALLET);
    await back(page);
    // The coin screen's balance follows the faucet's payment (the stack keeps Home beneath).
    await shown(page.getByTestId('balance').getByTestId('amount'))
      .filter({ hasText: /^10 ETH$/ })
      .waitFor({ timeout: 30_000 });
    await check(page, 'coin');
  });

  it('Send: review, the pending row sped up through its review, then confirmed on TransactionList', async () => {
    const { page } = b;
    const before = await balance(ACCOUNT_1);
    await evm('evm_setAutomine', [false]);
    await review(page, ACCOUNT_1, '1');
    expect(await shown(page.getByTestId('review-amount')).textContent()).toMatch(/^1 ETH/);
    await fitsThePhone(page);
    await check(page, 'send-review');
    // The narrowest phone the issue names: nothing wider than 360 px either.
    await page.setViewportSize({ width: 360, height: 780 });
    await fitsThePhone(page, 360);
    await page.setViewportSize(PHONE);
    await button(page, 'Confirm and send').click();
    await page.getByText('Transaction In-progress').first().waitFor({ timeout: 30_000 });

    const openTransactions = async () => {
      await openCoin(page);
      await button(page, 'Ethereum transactions').click();
      await heading(page, 'Ethereum transactions').waitFor();
    };
    await openTransactions();
    const status = shown(page.getByTestId('history-row')).first().getByTestId('status');
    await status.filter({ hasText: 'Pending' }).waitFor({ timeout: 30_000 });
    const first = await shown(page.getByTestId('explorer-link')).first().textContent();
    await fitsThePhone(page);
    await check(page, 'transactions-pending');

    // Speed up: the replacement's review first (its fee), nothing sent before Confirm.
    const nonce = await chain.getTransactionCount({ address: WALLET as Hex, blockTag: 'pending' });
    await button(page, /^Speed up transaction/)
      .first()
      .click();
    const replacementFee = shown(page.getByTestId('pending-review-fee'));
    await replacementFee.waitFor({ timeout: 30_000 });
    expect(await replacementFee.textContent()).toMatch(/^≈ [\d.]+ ETH/);
    expect(await chain.getTransactionCount({ address: WALLET as Hex, blockTag: 'pending' })).toBe(nonce);
    await check(page, 'speed-up-review');
    await button(page, 'Confirm speed up').click();
    await page.getByText('Updated Transaction In-progress').first().waitFor({ timeout: 30_000 });

    await evm('evm_mine');
    await page.getByText('Transaction Successful').first().waitFor({ timeout: 60_000 });
    expect((await balance(ACCOUNT_1)) - before).toBe(parseEther('1'));
    await evm('evm_setAutomine', [true]);
    await openTransactions();
    // The pull to refresh (its button twin) reloads the coin with its transactions.
    await button(page, 'Refresh Ethereum balance and transactions').click();
    await status.filter({ hasText: 'Confirmed' }).waitFor({ timeout: 30_000 });
    expect(await shown(page.getByTestId('explorer-link')).first().textContent()).not.toBe(first);
    expect(await shown(page.getByText('Pending', { exact: true })).count()).toBe(0);
    await fitsThePhone(page);
    await check(page, 'transactions');
  });

  it('Batch: two transfers added from the send review, reviewed and sent as one transaction', async () => {
    const { page } = b;
    const [b1, b2] = await Promise.all([balance(ACCOUNT_1), balance(ACCOUNT_2)]);
    for (const [to, amount] of [
      [ACCOUNT_1, '0.1'],
      [ACCOUNT_2, '0.2'],
    ] as const) {
      await openCoin(page);
      await review(page, to, amount);
      await button(page, 'Add to batch').click();
      await page.getByText('Added to batch').first().waitFor();
    }
    await openCoin(page);
    await button(page, 'Batch transfers (2)').click();
    await shown(page.getByTestId('batch-line')).nth(1).waitFor();
    expect(await shown(page.getByTestId('batch-line')).count()).toBe(2);
    await fitsThePhone(page);
    await check(page, 'batch');
    await button(page, /^Send batch of 2/).click();
    await heading(page, 'Review: batch of 2 on Ethereum').waitFor({ timeout: 30_000 });
    const lines = await shown(page.getByTestId('batch-review-line')).allTextContents();
    expect(lines).toEqual([
      expect.stringMatching(new RegExp(`^${ACCOUNT_1}0\\.1 ETH`)),
      expect.stringMatching(new RegExp(`^${ACCOUNT_2}0\\.2 ETH`)),
    ]);
    const send = button(page, 'Confirm and send batch');
    expect(await send.getAttribute('aria-disabled')).toBe('true');
    await check(page, 'batch-review');
    await shown(
      page.getByRole('checkbox', { name: 'I agree to delegate this address to this contract' }),
    ).click();
    await send.click();
    await page.getByText('Transaction Successful').first().waitFor({ timeout: 60_000 });
    expect((await balance(ACCOUNT_1)) - b1).toBe(parseEther('0.1'));
    expect((await balance(ACCOUNT_2)) - b2).toBe(parseEther('0.2'));
    const block = await chain.getBlock({ includeTransactions: true });
    expect(block.transactions.find((t) => t.from.toLowerCase() === WALLET.toLowerCase())?.type).toBe(
      'eip7702',
    );
  });
});
