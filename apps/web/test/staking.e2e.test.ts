/**
 * Staking in a real browser against Solana's devnet node (litesvm behind JSON-RPC) that the test
 * starts on a free port; the web's generic /devnet/node/solana path reaches it through
 * KESTREL_DEVNET_SOLANA_RPC. The devnet's phrase is imported, Solana's coin screen leads to
 * Staking, 2 SOL are staked to the devnet validator after a review (pending while activating),
 * then the stake is deactivated and withdrawn, each after its own review. Lamports are checked on
 * the node itself, independent of the app; the screen and its review dialog are axe-clean.
 */
import { startSolanaDevnet, type SolanaDevnet } from '@kestrel/devnet';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atPath, choosePassword, expectNoSerious, pasteInto } from './flows';
import { DESKTOP, openBrowser, seriousA11yViolations, startApp, type App, type Browser } from './harness';

/** The devnet's genesis funds m/44'/501'/0'/0' of this published test phrase with 1000 SOL. */
const PHRASE = 'test test test test test test test test test test test junk';
const SOL = 1_000_000_000n;
const ENV = 'KESTREL_DEVNET_SOLANA_RPC';

let devnet: SolanaDevnet;
let app: App;
let b: Browser;
const previousEnv = process.env[ENV];

beforeAll(async () => {
  devnet = await startSolanaDevnet({ port: 0, infoFile: false, accounts: 1 });
  process.env[ENV] = devnet.rpcUrl;
  // No product API and no EVM node: only Solana's node answers on this devnet.
  app = await startApp({ api: 'http://127.0.0.1:9', evm: 'http://127.0.0.1:9', litecoin: () => undefined });
  b = await openBrowser(DESKTOP);
}, 240_000);

afterAll(async () => {
  await b?.close();
  await app?.stop();
  await devnet?.stop();
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
    await page.getByText('You have no stakes yet.').waitFor();
    expectNoSerious(await seriousA11yViolations(page), 'staking');

    // Stake 2 SOL: the review shows the amount, the fee and their total; nothing is sent before Confirm.
    const before = devnet.chain.balanceOf(owner);
    await page.getByLabel('Validator', { exact: true }).selectOption(validator.vote);
    await page.getByRole('textbox', { name: /^Amount/ }).fill('2');
    await page.getByRole('button', { name: 'Review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Review: stake SOL' });
    await dialog.waitFor({ timeout: 30_000 });
    expect(await dialog.getByTestId('stake-review-amount').textContent()).toBe('2 SOL');
    const fee = lamportsOf(await dialog.getByTestId('stake-review-fee').textContent());
    expect(fee).toBeGreaterThan(0n);
    expect(lamportsOf(await dialog.getByTestId('stake-review-total').textContent())).toBe(2n * SOL + fee);
    expect(await dialog.textContent()).toContain(validator.name);
    expectNoSerious(await seriousA11yViolations(page), 'stake review');
    expect(devnet.chain.balanceOf(owner)).toBe(before);

    await dialog.getByRole('button', { name: 'Confirm and stake' }).click();
    await page.getByText('Transaction In-progress').waitFor();
    await page.getByText('Transaction Successful').waitFor({ timeout: 60_000 });
    await dialog.waitFor({ state: 'detached' });
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
});
