/**
 * First run in a real browser: create a wallet and pass the backup check, import by phrase and
 * by private key, and see the addresses the published test phrase is known to open.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  atPath,
  choosePassword,
  expectNoSerious,
  pasteInto,
  PASSWORD,
  TEST_PHRASE,
  openReceive,
} from './flows';
import { openBrowser, PHONE, screenshotPath, seriousA11yViolations, startApp, type App } from './harness';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.stop();
});

describe('create a wallet', () => {
  it('shows a new phrase, refuses wrong backup words, accepts the right ones, and opens Home', async () => {
    const b = await openBrowser(PHONE);
    const { page } = b;
    try {
      await page.goto(app.url);
      await atPath(page, '/welcome');
      expectNoSerious(await seriousA11yViolations(page), 'welcome');
      await page.screenshot({ path: screenshotPath('welcome-phone') });

      await page.getByRole('button', { name: 'Create a new wallet' }).click();
      await atPath(page, '/create');
      await page.getByTestId('phrase-word').first().waitFor();
      const words = (await page.getByTestId('phrase-word').allTextContents()).map((w) => w.trim());
      expect(words).toHaveLength(12);
      expect(words.every((w) => /^[a-z]{3,8}$/.test(w))).toBe(true);
      expectNoSerious(await seriousA11yViolations(page), 'create: phrase');
      await page.screenshot({ path: screenshotPath('create-phrase-phone'), fullPage: true });

      await page.getByRole('button', { name: 'I wrote it down' }).click();
      await page.getByRole('heading', { name: 'Check your backup' }).waitFor();
      const labels = await page
        .locator('label')
        .filter({ hasText: /^Word #\d+$/ })
        .allTextContents();
      expect(labels).toHaveLength(3);
      const positions = labels.map((l) => Number(l.replace('Word #', '')) - 1);
      expect(new Set(positions).size).toBe(3);

      // Wrong words first: refused with a clear message, still on the check.
      for (const l of labels) await page.getByLabel(l, { exact: true }).fill('zoo');
      await page.getByRole('button', { name: 'Confirm' }).click();
      await page.getByText('These words do not match your recovery phrase').waitFor();
      expectNoSerious(await seriousA11yViolations(page), 'create: check');
      await page.screenshot({ path: screenshotPath('create-check-phone'), fullPage: true });

      for (const [i, l] of labels.entries())
        await page.getByLabel(l, { exact: true }).fill(words[positions[i] as number] as string);
      await page.getByRole('button', { name: 'Confirm' }).click();

      // Password: a mismatch is refused, then the vault is created.
      await page.getByRole('heading', { name: 'Choose a password' }).waitFor();
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByLabel('Confirm password').fill(`${PASSWORD}x`);
      await page.getByRole('button', { name: 'Create password' }).click();
      await page.getByText('The two passwords do not match').waitFor();
      expectNoSerious(await seriousA11yViolations(page), 'create: password');
      await page.screenshot({ path: screenshotPath('create-password-phone'), fullPage: true });
      await choosePassword(page);

      await atPath(page, '/home');
      await page.getByText('New account successfully added').waitFor();
      await page.getByRole('button', { name: /Main Wallet/ }).waitFor();
      const ethLabel = await page
        .locator('li[data-chain="ethereum"] [data-testid="address-label"]')
        .textContent();
      expect(ethLabel).toMatch(/^0x[0-9a-fA-F]{6}\.\.\.[0-9a-fA-F]{6}$/);
      // The backup check was passed: no reminder.
      expect(await page.getByTestId('backup-prompt').count()).toBe(0);
    } finally {
      await b.close();
    }
  });

  it('lets the person back up later: the wallet is created not backed up and Home keeps asking', async () => {
    const b = await openBrowser(PHONE);
    const { page } = b;
    try {
      await page.goto(app.url);
      await page.getByRole('button', { name: 'Create a new wallet' }).click();
      await page.getByTestId('phrase-word').first().waitFor();
      await page.getByRole('button', { name: 'Back up later' }).click();
      await choosePassword(page);
      await atPath(page, '/home');
      await page.getByTestId('backup-prompt').waitFor();
      expect(await page.getByTestId('backup-prompt').textContent()).toContain(
        'Main Wallet is not backed up.',
      );
    } finally {
      await b.close();
    }
  });
});

describe('import a wallet', () => {
  it('explains why a phrase is invalid', async () => {
    const b = await openBrowser();
    const { page } = b;
    try {
      await page.goto(`${app.url}/import`);
      await atPath(page, '/import');
      // Twelve times "abandon": every word is in the list, but the checksum fails (BIP-39).
      await pasteInto(page, '#phrase-word-0', Array(12).fill('abandon').join(' '));
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      await page.getByText('The phrase checksum does not match: a word is wrong or out of order').waitFor();
      await page.locator('#phrase-word-4').fill('kestrelx');
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      await page.getByText('Word 5 is not in the BIP-39 English word list').waitFor();
      expectNoSerious(await seriousA11yViolations(page), 'import: invalid phrase');
      await page.screenshot({ path: screenshotPath('import-desktop'), fullPage: true });
    } finally {
      await b.close();
    }
  });

  it('fills every field from one paste and opens the published addresses of the test phrase', async () => {
    const b = await openBrowser();
    const { page } = b;
    try {
      await page.goto(`${app.url}/import`);
      await atPath(page, '/import');
      await pasteInto(page, '#phrase-word-0', TEST_PHRASE);
      await page.waitForFunction(
        () => (document.querySelector('#phrase-word-11') as HTMLInputElement | null)?.value === 'about',
      );
      const filled = await page
        .locator('[id^="phrase-word-"]')
        .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
      expect(filled.join(' ')).toBe(TEST_PHRASE);
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      await choosePassword(page);
      await atPath(page, '/home');
      await page.locator('li[data-chain]').first().waitFor();

      // m/44'/60'/0'/0/0 of the test phrase: 0x9858EfFD232B4033E47d90003D41EC34EcaEda94, the
      // address every BIP-44 wallet publishes for it (e.g. Foundry's `cast wallet address` docs).
      await expect(
        page.locator('li[data-chain="ethereum"] [data-testid="address-label"]').textContent(),
      ).resolves.toBe('0x9858Ef...aEda94');
      // BIP-84 test vector (bitcoin/bips bip-0084.mediawiki, /work/shared/vectors/bip84_49_86.json):
      // first receiving address m/84'/0'/0'/0/0.
      await expect(
        page.locator('li[data-chain="bitcoin"] [data-testid="address-label"]').getAttribute('title'),
      ).resolves.toBe('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu');
      // Balances have no reading yet: "unavailable", never a zero.
      const amounts = await page.locator('li [data-testid="amount"]').allTextContents();
      expect(amounts.length).toBeGreaterThan(0);
      expect(amounts.every((a) => a === 'unavailable')).toBe(true);
    } finally {
      await b.close();
    }
  });

  it('imports a private key for the chosen chain and rejects a malformed one with its reason', async () => {
    const b = await openBrowser();
    const { page } = b;
    try {
      await page.goto(`${app.url}/import`);
      await atPath(page, '/import');
      await page.getByLabel('Private key').first().check();
      await page.getByLabel('Chain').selectOption('ethereum');
      await page.getByLabel('Private key', { exact: true }).last().fill('0x1234');
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      const reason = page.locator('#import-error');
      await reason.waitFor();
      expect((await reason.textContent())?.length).toBeGreaterThan(5);
      expect(await reason.textContent()).not.toContain('0x1234');

      // The published key of m/44'/60'/0'/0/0 for the test phrase (Foundry `cast wallet
      // private-key` docs; ethers HDNodeWallet gives the same) controls 0x9858…EcaEda94.
      await page
        .getByLabel('Private key', { exact: true })
        .last()
        .fill('0x1ab42cc412b618bdea3a599e3c9bae199ebf030895b039e9db1e30dafb12b727');
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      await choosePassword(page);
      await atPath(page, '/home');
      await page.locator('li[data-chain]').first().waitFor();
      await expect(page.locator('li[data-chain]').count()).resolves.toBe(1);
      await expect(
        page.locator('li[data-chain="ethereum"] [data-testid="address-label"]').getAttribute('title'),
      ).resolves.toBe('0x9858EfFD232B4033E47d90003D41EC34EcaEda94');
    } finally {
      await b.close();
    }
  });

  it('a key bound to mainnet never shows a wrong address on another network', async () => {
    // Litecoin mainnet WIF and its address: tboydston/hdAddressGenerator tests/coins/LTC.js.
    const wif = 'T71N2Zzzr6gdEeb6JczHxWiis7z6oWcRLJTz77wpq82dzwEnXH1p';
    const b = await openBrowser();
    const { page } = b;
    try {
      await page.goto(`${app.url}/import`);
      await page.getByLabel('Private key').first().check();
      await page.getByLabel('Chain').selectOption('litecoin');
      await page.getByLabel('Private key', { exact: true }).last().fill(wif);
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      await choosePassword(page);
      await atPath(page, '/home');
      await expect(
        page.locator('li[data-chain="litecoin"] [data-testid="address-label"]').getAttribute('title'),
      ).resolves.toBe('ltc1qwttt6kexkl8s3vczz3deqcn34elu0t6hmdfu6a');

      // On testnet the mainnet key has no address: Receive explains instead of showing one.
      await page.getByRole('combobox', { name: 'Network' }).selectOption('testnet');
      await page.getByRole('button', { name: 'Switch and lock' }).click();
      await atPath(page, '/unlock');
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Unlock' }).click();
      await atPath(page, '/home');
      await openReceive(page, 'Litecoin');
      const dialog = page.getByRole('dialog', { name: 'Receive Litecoin' });
      await dialog.getByTestId('receive-unavailable').waitFor();
      expect(await dialog.textContent()).toContain('not available on testnet');
      expect(await dialog.getByTestId('receive-address').count()).toBe(0);
      expect(await dialog.textContent()).not.toContain(wif);
    } finally {
      await b.close();
    }
  });
});
