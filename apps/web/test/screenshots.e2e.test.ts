/**
 * Screenshots of every main screen in both themes (docs/screenshots/<screen>-light.png and
 * -dark.png), with axe-core run on each in both: a funded devnet wallet with a token, a confirmed
 * send in its history and a line in the batch.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { ACCOUNT_1, ACCOUNT_2, sendFromUi, startDevnetStack, type DevnetStack } from './devnetStack';
import {
  atPath,
  clearToasts,
  expectEnabled,
  expectNoSerious,
  openSend,
  PASSWORD,
  openReceive,
} from './flows';
import { inDarkMode, screenshotPath, seriousA11yViolations } from './harness';

let s: DevnetStack;
beforeAll(async () => {
  s = await startDevnetStack({ eth: '10', tokens: '1000' });
}, 240_000);
afterAll(async () => {
  await s?.stop();
});

/** Axe in both themes, and a screenshot in each. */
async function both(page: Page, name: string, fullPage = true): Promise<void> {
  await clearToasts(page);
  expectNoSerious(await seriousA11yViolations(page), `${name} (light)`);
  await page.screenshot({ path: screenshotPath(`${name}-light`), fullPage });
  await inDarkMode(page, async () => {
    expectNoSerious(await seriousA11yViolations(page), `${name} (dark)`);
    await page.screenshot({ path: screenshotPath(`${name}-dark`), fullPage });
  });
}

describe('every main screen in both themes', () => {
  it('home, coin, activity, send, review, batch, addresses, settings, wallets, receive, unlock', async () => {
    const { page } = s.b;
    await page.getByRole('link', { name: 'Add coins and tokens' }).click();
    await page.getByRole('button', { name: 'Custom token' }).click();
    await page.getByLabel('Contract address').fill(s.devnet.contracts.erc20);
    await page.getByLabel('Symbol').fill('KTT');
    await page.getByLabel('Decimals').fill('18');
    await page.getByLabel('Name').fill('Kestrel Test Token');
    await page.getByRole('button', { name: 'Add token' }).click();
    await page.getByText('KTT added').waitFor();
    await both(page, 'catalogue');
    await page.getByRole('link', { name: '← Home' }).click();
    await sendFromUi(page, 'Ethereum', ACCOUNT_1, '1.5');
    await page.getByText('Transaction Successful').waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Refresh balances' }).click();
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    await both(page, 'home');

    await page.getByRole('link', { name: 'Ethereum', exact: true }).click();
    await page.getByTestId('history-row').first().waitFor({ timeout: 30_000 });
    await both(page, 'coin');

    await page.getByRole('link', { name: 'Transactions', exact: true }).click();
    await page.getByTestId('history-row').first().waitFor({ timeout: 30_000 });
    await page.getByText('Loading transactions…').waitFor({ state: 'detached', timeout: 30_000 });
    await both(page, 'transactions');

    await openSend(page, 'Ethereum');
    await page.getByLabel('Recipient').fill(ACCOUNT_2);
    await page.getByRole('textbox', { name: /^Amount/ }).fill('0.25');
    await expectEnabled(page, 'Review');
    await both(page, 'send');
    await page.getByRole('button', { name: 'Review' }).click();
    await page.getByRole('dialog', { name: 'Review: send ETH' }).waitFor();
    await both(page, 'send-review', false);
    await page.getByRole('dialog').getByRole('button', { name: 'Add to batch' }).click();
    await atPath(page, '/home');
    await page.getByRole('link', { name: /^Batch transfers/ }).click();
    await page.getByTestId('batch-line').first().waitFor();
    await both(page, 'batch');
    await page.getByRole('button', { name: /^Send batch/ }).click();
    await page.getByTestId('batch-review-total').waitFor({ timeout: 20_000 });
    await both(page, 'batch-review', false);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await openReceive(page, 'Ethereum');
    await page.getByRole('img', { name: /QR code/ }).waitFor();
    await both(page, 'receive', false);
    await page.getByRole('button', { name: 'Other addresses' }).click();
    await page.getByRole('heading', { name: 'Ethereum addresses' }).waitFor();
    await both(page, 'addresses');

    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await page.getByRole('switch', { name: 'Fee options' }).waitFor();
    await both(page, 'settings');

    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await page.getByRole('button', { name: /switch wallet/ }).click();
    await page.getByRole('dialog', { name: 'Wallets' }).waitFor();
    await both(page, 'wallets', false);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Lock', exact: true }).click();
    await atPath(page, '/unlock');
    await both(page, 'unlock', false);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Unlock' }).click();
    await atPath(page, '/home');
  });
});
