/**
 * Issue 12, defects 9 and 10: importing a phrase or key already in the app is refused and points
 * to the wallet that holds it; deleting the wallet in use switches to a chosen wallet first, and
 * the only wallet is never offered for deletion. Mainnet build, no network needed.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atPath, expectNoSerious, importTestPhrase, pasteInto, TEST_PHRASE } from './flows';
import { DESKTOP, openBrowser, seriousA11yViolations, startApp, type App, type Browser } from './harness';

/** The test phrase's first Ethereum key (see session.e2e.test.ts). */
const ETH_KEY = '0x1ab42cc412b618bdea3a599e3c9bae199ebf030895b039e9db1e30dafb12b727';

let app: App;
let b: Browser;
beforeAll(async () => {
  app = await startApp();
  b = await openBrowser(DESKTOP);
  await importTestPhrase(b.page, app.url);
}, 240_000);
afterAll(async () => {
  await b?.close();
  await app?.stop();
});

async function openWallets(page: Page) {
  await page.getByRole('button', { name: /switch wallet/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Wallets' });
  await dialog.waitFor();
  return dialog;
}
const walletNames = (page: Page) =>
  page.getByTestId('wallet-item').locator('span[class*="walletName"]').allTextContents();

async function importKey(page: Page, key: string) {
  await (await openWallets(page)).getByRole('button', { name: 'Import a wallet' }).click();
  await atPath(page, '/import');
  await page.getByLabel('Private key').first().check();
  await page.getByLabel('Chain').selectOption('ethereum');
  await page.getByLabel('Private key', { exact: true }).last().fill(key);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
}

describe('importing a secret twice', () => {
  it('refuses the same phrase and points to the wallet that has it', async () => {
    const { page } = b;
    await (await openWallets(page)).getByRole('button', { name: 'Import a wallet' }).click();
    await atPath(page, '/import');
    await pasteInto(page, '#phrase-word-0', TEST_PHRASE);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page
      .getByText(
        'This recovery phrase is already in Kestrel as the wallet “Main Wallet”: open that wallet instead.',
      )
      .waitFor();
    expectNoSerious(await seriousA11yViolations(page), 'import (duplicate)');
    await page.getByRole('button', { name: 'Open “Main Wallet”' }).click();
    await atPath(page, '/home');
    await openWallets(page);
    expect(await walletNames(page)).toEqual(['Main Wallet']);
    await page.keyboard.press('Escape');
  });

  it('refuses the same private key, written differently, naming its wallet', async () => {
    const { page } = b;
    await importKey(page, ETH_KEY);
    await atPath(page, '/home');
    await page.getByRole('button', { name: /Wallet 2.*switch wallet/ }).waitFor();
    // Select Main Wallet, then import the key again without its 0x prefix.
    await (await openWallets(page)).getByRole('button', { name: /^Main Wallet/ }).click();
    await page.getByRole('button', { name: /Main Wallet.*switch wallet/ }).waitFor();
    await importKey(page, ETH_KEY.slice(2).toUpperCase());
    await page
      .getByText('This private key is already in Kestrel as the wallet “Wallet 2”', { exact: false })
      .waitFor();
    await page.getByRole('button', { name: 'Open “Wallet 2”' }).click();
    await page.getByRole('button', { name: /Wallet 2.*switch wallet/ }).waitFor();
    await openWallets(page);
    expect(await walletNames(page)).toEqual(['Main Wallet', 'Wallet 2']);
    await page.keyboard.press('Escape');
  });
});

describe('deleting wallets', () => {
  it('the wallet in use goes only after switching to a chosen one; the only wallet is never offered', async () => {
    const { page } = b;
    const dialog = await openWallets(page);
    await dialog.getByRole('button', { name: 'Delete Wallet 2' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Wallet 2?' });
    await confirm.getByText('This is the wallet in use.', { exact: false }).waitFor();
    expect(await confirm.getByLabel('Switch to').inputValue()).toBe('0');
    expectNoSerious(await seriousA11yViolations(page), 'delete the wallet in use');
    await confirm.getByRole('button', { name: 'Switch and delete' }).click();
    await page.getByText('Wallet deleted').waitFor();
    // No refusal toast ever: the order was switch, then delete.
    expect(await page.getByText('cannot deleted because it is selected wallet').count()).toBe(0);

    // Back in the wallet list: Main Wallet alone, and the one in use.
    const again = page.getByRole('dialog', { name: 'Wallets' });
    await expect.poll(() => walletNames(page)).toEqual(['Main Wallet']);
    expect(await again.getByRole('button', { name: /^Main Wallet/ }).getAttribute('aria-current')).toBe(
      'true',
    );
    await again.getByRole('button', { name: 'Delete Main Wallet' }).click();
    const only = page.getByRole('dialog', { name: 'Main Wallet cannot be deleted' });
    await only.getByText('This is your only wallet', { exact: false }).waitFor();
    expect(await only.getByRole('button', { name: /Delete/ }).count()).toBe(0);
    await only.getByRole('button', { name: 'OK' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /Main Wallet.*switch wallet/ }).waitFor();
  });
});
