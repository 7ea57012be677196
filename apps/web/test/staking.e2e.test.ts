/**
 * Staking in a real browser against Solana's devnet node (litesvm behind JSON-RPC) that the test
 * starts on a free port; the web's generic /devnet/node/solana path reaches it through
 * KESTREL_DEVNET_SOLANA_RPC. The devnet's phrase is imported, Solana's coin screen leads to
 * Staking, 2 SOL are staked to the devnet validator after a review (pending while activating),
 * then the stake is deactivated and withdrawn, each after its own review. Lamports are checked on
 * the node itself, independent of the app; the screen and its review dialog are axe-clean.
 */
import { startSolanaDevnet, type SolanaDevnet } from '@kestrel/devnet';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atPath, choosePassword, clearToasts, expectNoSerious, pasteInto } from './flows';
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

/** The devnet's genesis funds m/44'/501'/0'/0' of this published test phrase with 1000 SOL. */
const PHRASE = 'test test test test test test test test test test test junk';
const SOL = 1_000_000_000n;
const ENV = 'KESTREL_DEVNET_SOLANA_RPC';
/** The fake product API's SOL price (USD), so reviews show fiat values. */
const SOL_USD = '150.25';

let devnet: SolanaDevnet;
let app: App;
let b: Browser;
let api: Server;
const previousEnv = process.env[ENV];

beforeAll(async () => {
  devnet = await startSolanaDevnet({ port: 0, infoFile: false, accounts: 1 });
  process.env[ENV] = devnet.rpcUrl;
  // The product API's price route only (its documented shape); no EVM node on this devnet.
  api = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    res.setHeader('content-type', 'application/json');
    if (url.pathname !== '/prices') return void res.writeHead(404).end('{"error":"Not Found"}');
    const rates = url.searchParams.get('symbols')?.split(',').includes('SOL') ? { SOL: SOL_USD } : {};
    res.end(JSON.stringify({ data: { currency: url.searchParams.get('currency') ?? 'USD', rates } }));
  });
  await new Promise<void>((r) => api.listen(0, '127.0.0.1', r));
  const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  app = await startApp({ api: apiUrl, evm: 'http://127.0.0.1:9', litecoin: () => undefined });
  b = await openBrowser(DESKTOP);
}, 240_000);

afterAll(async () => {
  await b?.close();
  await app?.stop();
  await devnet?.stop();
  api?.close();
  if (previousEnv === undefined) delete process.env[ENV];
  else process.env[ENV] = previousEnv;
});

/** Lamports of the exact amount text a review shows ("0.002287 SOL"). */
function lamportsOf(text: string | null): bigint {
  const m = /^([\d,]+)(?:\.(\d+))? SOL/.exec(text?.trim() ?? '');
  if (!m) throw new Error(`not a SOL amount: ${text}`);
  return BigInt(m[1]!.replace(/,/g, '')) * SOL + BigInt((m[2] ?? '').padEnd(9, '0'));
}

async function importPhrase(page: Page): Promise<void> {
  await page.goto(app.url);
  await atPath(page, '/welcome');
  await page.getByRole('button', { name: 'Import a wallet' }).click();
  await atPath(page, '/import');
  await pasteInto(page, '#phrase-word-0', PHRASE);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await choosePassword(page);
  await atPath(page, '/home');
  await page.getByRole('heading', { name: 'Coins' }).waitFor();
}

/**
 * Records the titles of the toasts shown from now on (a progress toast may be replaced by the
 * outcome within milliseconds on this fast node, too soon to wait for it).
 */
async function watchToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const w = window as unknown as { toastTitles: string[]; toastWatch?: MutationObserver };
    w.toastWatch?.disconnect();
    w.toastTitles = [];
    w.toastWatch = new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes)
          if (n instanceof HTMLElement)
            for (const t of n.matches('strong') ? [n] : [...n.querySelectorAll('strong')])
              w.toastTitles.push(t.textContent ?? '');
    });
    w.toastWatch.observe(document.querySelector('[aria-label="Notifications"]')!, {
      childList: true,
      subtree: true,
    });
  });
  return () => page.evaluate(() => (window as unknown as { toastTitles: string[] }).toastTitles);
}

/** The stake rows' status texts. */
const statuses = (page: Page) => page.getByTestId('stake-status').allTextContents();

describe('staking (Solana devnet)', () => {
  it('stakes 2 SOL to the devnet validator after a review, sees it pending, deactivates and withdraws it', async () => {
    const { page } = b;
    const owner = devnet.genesis.accounts[0]!.address;
    const validator = devnet.genesis.validators[0]!;
    await importPhrase(page);

    // From Home to Solana's coin screen, then Staking (offered because Solana's adapter stakes).
    await page.getByRole('link', { name: 'Solana', exact: true }).click();
    await page.getByRole('heading', { name: /^Solana \(SOL\)/ }).waitFor();
    expect(await page.locator('[title]').filter({ hasText: owner }).count()).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Staking' }).click();
    await page.getByRole('heading', { name: 'Staking Solana' }).waitFor();
    expect(await page.evaluate(() => location.pathname)).toMatch(/^\/home\/staking\//);

    // Validators with name, APY and activated stake; no stakes yet.
    const validators = page.getByTestId('validators');
    await validators.waitFor({ timeout: 30_000 });
    expect(await validators.textContent()).toContain(validator.name);
    expect(await validators.textContent()).toContain('6.50 % APY');
    expect(await validators.textContent()).toContain(validator.vote);
    // The search finds it by address; a query nobody matches says so (and the query is cleared).
    const search = page.getByRole('searchbox', { name: 'Search validators' });
    await search.fill(validator.vote.slice(0, 8).toLowerCase());
    expect(await validators.textContent()).toContain(validator.name);
    await search.fill('no such validator');
    await page.getByText('No validator matches “no such validator”.').waitFor();
    await search.fill('');
    await validators.waitFor();
    await page.getByText('You have no stakes yet.').waitFor();
    expectNoSerious(await seriousA11yViolations(page), 'staking');

    // Stake 2 SOL: the review shows the amount, the fee and their total; nothing is sent before Confirm.
    const before = devnet.chain.balanceOf(owner);
    await page.getByLabel('Validator', { exact: true }).selectOption(validator.vote);
    await page.getByRole('textbox', { name: /^Amount/ }).fill('2');
    await page.getByRole('button', { name: 'Review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Review: stake SOL' });
    await dialog.waitFor({ timeout: 30_000 });
    expect(await dialog.getByTestId('stake-review-amount').textContent()).toBe('2 SOL · 300.50 USD');
    // The fee in SOL and in fiat at the same price.
    expect(await dialog.getByTestId('stake-review-fee').textContent()).toMatch(
      /^[\d.]+ SOL · \d+\.\d\d USD$/,
    );
    const fee = lamportsOf(await dialog.getByTestId('stake-review-fee').textContent());
    expect(fee).toBeGreaterThan(0n);
    expect(lamportsOf(await dialog.getByTestId('stake-review-total').textContent())).toBe(2n * SOL + fee);
    expect(await dialog.textContent()).toContain(validator.name);
    expectNoSerious(await seriousA11yViolations(page), 'stake review');
    expect(devnet.chain.balanceOf(owner)).toBe(before);

    const toasts = await watchToasts(page);
    await dialog.getByRole('button', { name: 'Confirm and stake' }).click();
    await page.getByText('Transaction Successful').waitFor({ timeout: 60_000 });
    await dialog.waitFor({ state: 'detached' });
    expect(await toasts()).toEqual(['Transaction In-progress', 'Transaction Successful']);
    // The stake is pending (activating) and on chain: the wallet paid exactly 2 SOL plus the reviewed fee.
    await page.getByTestId('stake').first().waitFor();
    expect(await statuses(page)).toEqual(['Pending']);
    const row = page.getByTestId('stake').first();
    expect(await row.textContent()).toContain('2 SOL');
    expect(await row.textContent()).toContain(validator.name);
    expect(before - devnet.chain.balanceOf(owner)).toBe(2n * SOL + fee);
    const stakeAddress = (await row.locator('[title]').last().getAttribute('title'))!;
    expect(devnet.chain.balanceOf(stakeAddress)).toBeGreaterThan(2n * SOL);

    // Deactivate: reviewed (fee only), then the stake stops; deactivated in its activation epoch it is inactive at once.
    await row.getByRole('button', { name: 'Deactivate' }).click();
    const off = page.getByRole('dialog', { name: 'Review: deactivate stake SOL' });
    await off.waitFor({ timeout: 30_000 });
    expect(await off.textContent()).toContain(stakeAddress);
    const offFee = lamportsOf(await off.getByTestId('stake-review-fee').textContent());
    expect(lamportsOf(await off.getByTestId('stake-review-total').textContent())).toBe(offFee);
    await off.getByRole('button', { name: 'Confirm and deactivate' }).click();
    await off.waitFor({ state: 'detached', timeout: 60_000 });
    await page.waitForFunction(
      () => document.querySelector('[data-testid="stake"]')?.getAttribute('data-state') === 'inactive',
      undefined,
      { timeout: 30_000 },
    );
    expect(await statuses(page)).toEqual(['Inactive']);

    // Withdraw: the stake account's lamports come back, less the fee.
    const stakeLamports = devnet.chain.balanceOf(stakeAddress);
    const beforeWithdraw = devnet.chain.balanceOf(owner);
    await page.getByTestId('stake').first().getByRole('button', { name: 'Withdraw' }).click();
    const out = page.getByRole('dialog', { name: 'Review: withdraw stake SOL' });
    await out.waitFor({ timeout: 30_000 });
    expect(lamportsOf(await out.getByTestId('stake-review-amount').textContent())).toBe(stakeLamports);
    const outFee = lamportsOf(await out.getByTestId('stake-review-fee').textContent());
    await out.getByRole('button', { name: 'Confirm and withdraw' }).click();
    await out.waitFor({ state: 'detached', timeout: 60_000 });
    await page.getByText('You have no stakes yet.').waitFor({ timeout: 30_000 });
    expect(devnet.chain.balanceOf(owner) - beforeWithdraw).toBe(stakeLamports - outFee);
  }, 240_000);

  it('Max fills in what the max rule leaves and Cancel sends nothing; a warmed-up stake reads Staked, then Deactivating with no action while it cools down', async () => {
    const { page } = b;
    const owner = devnet.genesis.accounts[0]!.address;
    const balance = devnet.chain.balanceOf(owner);
    await clearToasts(page);
    await page.getByRole('textbox', { name: /^Amount/ }).fill('');
    await page.getByRole('button', { name: 'Max' }).click();
    await page.waitForFunction(
      () => (document.querySelector<HTMLInputElement>('input[inputmode="decimal"]')?.value ?? '') !== '',
      undefined,
      { timeout: 30_000 },
    );
    const max = lamportsOf(`${await page.getByRole('textbox', { name: /^Amount/ }).inputValue()} SOL`);
    expect(max).toBeGreaterThan(990n * SOL);
    expect(max).toBeLessThan(balance);
    await page.getByRole('button', { name: 'Review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Review: stake SOL' });
    await dialog.waitFor({ timeout: 30_000 });
    const amount = lamportsOf(await dialog.getByTestId('stake-review-amount').textContent());
    const fee = lamportsOf(await dialog.getByTestId('stake-review-fee').textContent());
    // What Max filled in is what the review stakes, and amount + fee leaves the reserve behind.
    expect(amount).toBe(max);
    expect(amount + fee).toBeLessThan(balance);
    await page.screenshot({ path: screenshotPath('staking-review-desktop') });
    // Cancel sends nothing. (A max stake leaves only the rent-exempt reserve, too little for the
    // fee of a later deactivation: the family's max rule for stakes is reported, so 5 SOL here.)
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(devnet.chain.balanceOf(owner)).toBe(balance);
    await page.getByRole('textbox', { name: /^Amount/ }).fill('5');
    await page.getByRole('button', { name: 'Review' }).click();
    await dialog.waitFor({ timeout: 30_000 });
    const staked = lamportsOf(await dialog.getByTestId('stake-review-amount').textContent());
    expect(staked).toBe(5n * SOL);
    const stakeFee = lamportsOf(await dialog.getByTestId('stake-review-fee').textContent());
    await dialog.getByRole('button', { name: 'Confirm and stake' }).click();
    await page.getByText('Transaction Successful').waitFor({ timeout: 60_000 });
    await dialog.waitFor({ state: 'detached' });
    expect(balance - devnet.chain.balanceOf(owner)).toBe(staked + stakeFee);
    expect(await statuses(page)).toEqual(['Pending']);

    // One epoch later the stake is active: coming back to Staking reads it as Staked, with the staked balance.
    devnet.chain.setEpoch(1, [{ epoch: 0, effective: 0n, activating: staked, deactivating: 0n }]);
    await page.getByRole('link', { name: '← Solana' }).click();
    await page.getByRole('link', { name: 'Staking' }).click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="stake"]')?.getAttribute('data-state') === 'active',
      undefined,
      { timeout: 30_000 },
    );
    expect(await statuses(page)).toEqual(['Staked']);
    expect(
      lamportsOf((await page.getByTestId('staked-balance').textContent())!.replace(/^Staked:\s*/, '')),
    ).toBe(staked);
    const row = page.getByTestId('stake').first();
    expect(await row.getByRole('button', { name: 'Withdraw' }).count()).toBe(0);
    await clearToasts(page);
    await page.screenshot({ path: screenshotPath('staking-desktop'), fullPage: true });
    expectNoSerious(await seriousA11yViolations(page), 'staking with a stake');

    await row.getByRole('button', { name: 'Deactivate' }).click();
    const off = page.getByRole('dialog', { name: 'Review: deactivate stake SOL' });
    await off.getByRole('button', { name: 'Confirm and deactivate' }).click();
    await off.waitFor({ state: 'detached', timeout: 60_000 });
    await page.waitForFunction(
      () => document.querySelector('[data-testid="stake"]')?.getAttribute('data-state') === 'deactivating',
      undefined,
      { timeout: 30_000 },
    );
    expect(await statuses(page)).toEqual(['Deactivating']);
    // Cooling down: neither Deactivate nor Withdraw is offered.
    expect(await page.getByTestId('stake').first().getByRole('button').count()).toBe(0);

    // At 360 px nothing of the screen sticks out.
    await page.setViewportSize(PHONE);
    try {
      await clearToasts(page);
      const wide = await page.evaluate(
        (w) =>
          Array.from(document.querySelectorAll('main *'))
            .filter((el) => el.getBoundingClientRect().right > w + 1)
            .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
        PHONE.width,
      );
      expect(wide).toEqual([]);
      await page.screenshot({ path: screenshotPath('staking-phone'), fullPage: true });
    } finally {
      await page.setViewportSize(DESKTOP);
    }
  }, 240_000);

  it('a coin whose adapter does not stake has no Staking link', async () => {
    const { page } = b;
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await page.getByRole('link', { name: 'Ethereum', exact: true }).click();
    await page.getByRole('heading', { name: /^Ethereum \(ETH\)/ }).waitFor();
    // Solana's link shows within moments of its screen (test 1); give Ethereum's lookup the same time.
    await page.waitForTimeout(1500);
    expect(await page.getByRole('link', { name: 'Staking' }).count()).toBe(0);
  });
});
