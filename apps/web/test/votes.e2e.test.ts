/**
 * Resources and votes in a real browser against the Tron devnet ledger (devnet/src/tron) that the
 * test starts on a free port; the web's generic /devnet/node/tron path reaches it through
 * KESTREL_DEVNET_TRON_RPC. The phrase's Tron address is funded by the faucet, the phrase is
 * imported, Tron's coin screen leads to Resources & votes (capability votes), 12 TRX are staked
 * for energy after a review, the vote stepper stops at the whole staking balance, a typed value
 * past it is ignored, and the votes are sent after their review. The ledger is checked itself,
 * independent of the app; the screen and its review dialog are axe-clean.
 */
import { startTronDevnet, type TronDevnet } from '@kestrel/devnet';
import { deriveAccount, loadFamilyOf, seedFromMnemonic } from '@kestrel/wallet';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atPath, choosePassword, expectNoSerious, pasteInto } from './flows';
import { DESKTOP, openBrowser, seriousA11yViolations, startApp, type App, type Browser } from './harness';

const PHRASE = 'test test test test test test test test test test test junk';
const TRX = 1_000_000n;
const ENV = 'KESTREL_DEVNET_TRON_RPC';
const CHAIN = 'tron';

let devnet: TronDevnet;
let app: App;
let b: Browser;
let owner: string;
const previousEnv = process.env[ENV];

beforeAll(async () => {
  devnet = await startTronDevnet({ port: 0, infoFile: false });
  process.env[ENV] = devnet.rpcUrl;
  await loadFamilyOf(CHAIN);
  owner = deriveAccount(CHAIN, seedFromMnemonic(PHRASE), { network: 'devnet' }).address;
  const res = await fetch(`${devnet.rpcUrl}/faucet`, {
    method: 'POST',
    body: JSON.stringify({ address: owner, amount: (300n * TRX).toString() }),
  });
  expect(res.status).toBe(200);
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

/** Sun of the exact amount text a review shows ("0.246 TRX"). */
function sunOf(text: string | null): bigint {
  const m = /^([\d,]+)(?:\.(\d+))? TRX/.exec(text?.trim() ?? '');
  if (!m) throw new Error(`not a TRX amount: ${text}`);
  return BigInt(m[1]!.replace(/,/g, '')) * TRX + BigInt((m[2] ?? '').padEnd(6, '0'));
}

const txTypes = () => devnet.ledger.txs.filter((t) => t.owner === owner).map((t) => t.type);

describe('resources and votes (Tron devnet)', () => {
  it('stakes 12 TRX for energy after a review, then votes within the staking balance', async () => {
    const { page } = b;
    await importPhrase(page);
    await page.getByRole('link', { name: 'Tron', exact: true }).click();
    await page.getByRole('link', { name: 'Resources & votes' }).click();
    await page.getByRole('heading', { name: 'Resources & votes Tron' }).waitFor();
    // The stake-account screen is not offered for a chain with votes.
    expect(await page.getByRole('link', { name: 'Staking', exact: true }).count()).toBe(0);
    await page.getByTestId('vote-validators').waitFor({ timeout: 30_000 });
    expectNoSerious(await seriousA11yViolations(page), 'resources and votes');

    // Stake 12 TRX for energy: reviewed (amount, fee, total); nothing leaves before Confirm.
    const before = devnet.ledger.account(owner)!.balance;
    await page.getByRole('textbox', { name: /^Amount/ }).fill('12');
    await page.getByRole('button', { name: 'Review stake' }).click();
    const dialog = page.getByRole('dialog', { name: 'Review: stake TRX' });
    await dialog.waitFor({ timeout: 30_000 });
    expect(await dialog.getByTestId('vote-review-amount').textContent()).toBe('12 TRX');
    expect(await dialog.textContent()).toContain('Energy');
    expectNoSerious(await seriousA11yViolations(page), 'stake review');
    expect(devnet.ledger.account(owner)!.balance).toBe(before);
    await dialog.getByRole('button', { name: 'Confirm and stake' }).click();
    await page.getByText('Transaction Successful').first().waitFor({ timeout: 60_000 });
    await dialog.waitFor({ state: 'detached' });
    expect(txTypes()).toContain('FreezeBalanceV2Contract');
    await page.getByTestId('energy').filter({ hasText: 'Energy: 120' }).waitFor({ timeout: 30_000 });
    const info = page.getByTestId('staking-info');
    expect(await info.textContent()).toContain('12 TRX');

    // The stepper adds 5 at a time up to the 12 whole votes; a typed value past them is ignored.
    const rows = page.getByTestId('vote-validator');
    const first = rows.nth(0);
    const plus = first.getByRole('button', { name: /^5 more votes for / });
    for (let i = 0; i < 3; i++) await plus.click();
    await page.getByTestId('votes-used').filter({ hasText: '12 of 12 votes' }).waitFor();
    const second = rows.nth(1).getByRole('textbox', { name: /^Votes for / });
    await second.fill('3');
    await second.press('Enter');
    expect(await second.inputValue()).toBe('0');
    await first.getByRole('button', { name: /^5 fewer votes for / }).click();
    await second.fill('2.9');
    await second.press('Enter');
    await page.getByTestId('votes-used').filter({ hasText: '9 of 12 votes' }).waitFor();

    await page.getByRole('button', { name: 'Review votes' }).click();
    const votes = page.getByRole('dialog', { name: 'Review: votes TRX' });
    await votes.waitFor({ timeout: 30_000 });
    expect(
      (await votes.getByTestId('vote-review-vote').allTextContents()).map((t) => t.split(': ')[1]),
    ).toEqual(['7', '2']);
    await votes.getByRole('button', { name: 'Confirm and vote' }).click();
    await votes.waitFor({ state: 'detached', timeout: 60_000 });
    expect(txTypes()).toContain('VoteWitnessContract');
    await info.filter({ hasText: /Available Vote\s*3/ }).waitFor({ timeout: 30_000 });
  }, 240_000);

  it('unstakes 1 TRX of energy after a review, then claims the rewards the votes earned', async () => {
    const { page } = b;
    await page.getByRole('textbox', { name: /^Amount/ }).fill('1');
    await page.getByRole('button', { name: 'Review unstake' }).click();
    const off = page.getByRole('dialog', { name: 'Review: unstake TRX' });
    await off.waitFor({ timeout: 30_000 });
    expect(await off.getByTestId('vote-review-amount').textContent()).toBe('1 TRX');
    await off.getByRole('button', { name: 'Confirm and unstake' }).click();
    await off.waitFor({ state: 'detached', timeout: 60_000 });
    expect(txTypes()).toContain('UnfreezeBalanceV2Contract');
    expect(devnet.ledger.account(owner)!.stake.reward).toBeGreaterThan(0n);

    const reward = devnet.ledger.account(owner)!.stake.reward;
    const before = devnet.ledger.account(owner)!.balance;
    await page.getByRole('button', { name: 'Claim rewards' }).click();
    const claim = page.getByRole('dialog', { name: 'Review: claim rewards TRX' });
    await claim.waitFor({ timeout: 30_000 });
    expect(await claim.getByTestId('vote-review-amount').textContent()).toBe(
      `${(Number(reward) / 1e6).toString()} TRX`,
    );
    const fee = sunOf(await claim.getByTestId('vote-review-fee').textContent());
    expectNoSerious(await seriousA11yViolations(page), 'claim review');
    await claim.getByRole('button', { name: 'Confirm and claim' }).click();
    await claim.waitFor({ state: 'detached', timeout: 60_000 });
    expect(txTypes()).toContain('WithdrawBalanceContract');
    // The rewards come in and exactly the reviewed fee goes out.
    expect(devnet.ledger.account(owner)!.balance).toBe(before + reward - fee);
    // Within 24 hours of the claim the chain is not asked for rewards.
    await page
      .getByTestId('staking-info')
      .getByText('Not yet (once every 24 hours)')
      .waitFor({ timeout: 30_000 });
  }, 120_000);
});
