/**
 * Two tabs of one browser profile share one IndexedDB vault. Creating and importing wallets in
 * both at the same time loses none: each write is a read-modify-write under the Web Lock, and a
 * tab whose copy is stale reads the vault again before applying its change.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atPath, importTestPhrase, pasteInto, PASSWORD } from './flows';
import { DESKTOP, openBrowser, startApp, type App, type Browser } from './harness';

// Published BIP-39 test phrases (trezor/python-mnemonic vectors.json, entropy 7f…7f and 80…80).
const LEGAL = 'legal winner thank year wave sausage worth useful legal winner thank yellow';
const LETTER = 'letter advice cage absurd amount doctor acoustic avoid letter advice cage above';

let app: App;
let b: Browser;
beforeAll(async () => {
  app = await startApp();
  b = await openBrowser(DESKTOP);
  await importTestPhrase(b.page, app.url);
});
afterAll(async () => {
  await b?.close();
  await app?.stop();
});

async function unlock(page: Page): Promise<void> {
  await page.goto(app.url);
  await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Unlock' }).click();
  await atPath(page, '/home');
}

async function openWallets(page: Page) {
  await page.getByRole('button', { name: /switch wallet/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Wallets' });
  await dialog.waitFor();
  return dialog;
}

async function walletNames(page: Page): Promise<string[]> {
  const dialog = await openWallets(page);
  const names = await dialog
    .getByTestId('wallet-item')
    .locator('span[class*="walletName"]')
    .allTextContents();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  return names;
}

async function createLater(page: Page): Promise<void> {
  const dialog = await openWallets(page);
  await dialog.getByRole('button', { name: 'Create now, back up later' }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function importPhrase(page: Page, phrase: string): Promise<void> {
  const dialog = await openWallets(page);
  await dialog.getByRole('button', { name: 'Import a wallet' }).click();
  await atPath(page, '/import');
  await pasteInto(page, '#phrase-word-0', phrase);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await atPath(page, '/home');
}

describe('two tabs on one vault', () => {
  it('create and import in both tabs at once: every wallet is kept', async () => {
    const first = b.page;
    const second = await b.context.newPage();
    await unlock(second);
    // Both tabs now hold the same vault generation in memory; each then adds wallets.
    await Promise.all([
      (async () => {
        await createLater(first);
        await importPhrase(first, LEGAL);
        await createLater(first);
      })(),
      (async () => {
        await createLater(second);
        await importPhrase(second, LETTER);
        await createLater(second);
      })(),
    ]);
    // A third tab reads only what is stored: the test phrase's wallet and all six new ones.
    const third = await b.context.newPage();
    await unlock(third);
    const stored = await walletNames(third);
    expect(stored).toHaveLength(7);
    expect(new Set(stored).size).toBe(7);
    // Each tab's last write re-read the vault first, so the tab that wrote last shows all seven too.
    const counts = [(await walletNames(first)).length, (await walletNames(second)).length];
    expect(Math.max(...counts)).toBe(7);
    await second.close();
    await third.close();
  });
});
