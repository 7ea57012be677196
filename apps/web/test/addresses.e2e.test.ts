/**
 * Derived addresses and settings in a real browser against the real product API: 50 more
 * Ethereum addresses and index 3 as the active address everywhere, custom paths, deleting
 * addresses, "Unsupported chain"; settings (fingerprint hidden, option flags, reveal phrase,
 * export key, password change then lock and unlock with the new one).
 */
import { HDNodeWallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atPath, expectNoSerious, PASSWORD, TEST_PHRASE, openReceive } from './flows';
import { DESKTOP, PHONE, screenshotPath, seriousA11yViolations, type Browser } from './harness';
import { expectNoOverflow, shot, startManageStack, toast, type ManageStack } from './manageStack';

/**
 * m/44'/60'/0'/0/3 of the BIP-39 test phrase "abandon … about" (MetaMask's fourth account) and its
 * key. The test checks both against ethers' HDNodeWallet, an independent BIP-32/BIP-44
 * implementation, before comparing them with what the app shows.
 */
const ETH_INDEX_3 = '0xF3f50213C1d2e255e4B2bAD430F8A38EEF8D718E';
const ETH_INDEX_3_KEY = '0x9ffce93c14680776a0c319c76b4c25e7ad03bd780bf47f27ae9153324dcac585';
const NEW_PASSWORD = 'a different passphrase';
let stack: ManageStack;
let b: Browser;
beforeAll(async () => {
  stack = await startManageStack();
  ({ b } = stack);
});
afterAll(async () => {
  await stack?.stop();
});

describe('derived addresses', () => {
  it('adds 50 more Ethereum addresses and makes index 3 the active address across the app', async () => {
    const { page } = b;
    // Independent check of the published vector (ethers' own BIP-32/BIP-44 code).
    const ref = HDNodeWallet.fromPhrase(TEST_PHRASE, undefined, "m/44'/60'/0'/0/3");
    expect([ref.address, ref.privateKey]).toEqual([ETH_INDEX_3, ETH_INDEX_3_KEY]);

    await openReceive(page, 'Ethereum');
    await page.getByRole('button', { name: 'Other addresses' }).click();
    await page.getByRole('heading', { name: 'Ethereum addresses' }).waitFor();
    await page.getByRole('button', { name: 'Add 50 more' }).click();
    await toast(b, 'Success');
    await page.getByRole('heading', { name: '51 addresses' }).waitFor();

    const row = page.locator(`li[data-path="m/44'/60'/0'/0/3"]`);
    await row.getByRole('button', { name: /^Use address/ }).click();
    await toast(b, 'Active address changed');
    await expect(page.getByTestId('active-address').textContent()).resolves.toBe(ETH_INDEX_3);
    await expect(row.getAttribute('data-active')).resolves.toBe('true');

    // A bad custom path is refused with the chains package's reason.
    await page.getByLabel('Custom derivation path').fill("m/44'/60'/x");
    await page.getByRole('button', { name: 'Add address at this path' }).click();
    await page
      .getByText(`Invalid derivation path "m/44'/60'/x": expected a form like m/44'/60'/0'/0/0`)
      .waitFor();
    await page.getByLabel('Custom derivation path').fill("m/44'/60'/1'/0/0");
    await page.getByRole('button', { name: 'Add address at this path' }).click();
    await toast(b, 'Address added');
    await page.getByRole('heading', { name: '52 addresses' }).waitFor();
    // Deleting one address (index 50) works while more remain.
    await page
      .locator(`li[data-path="m/44'/60'/0'/0/50"]`)
      .getByRole('button', { name: /^Delete address/ })
      .click();
    // It asks first (issue 12, defect 2).
    await page
      .getByTestId('delete-address-dialog')
      .getByRole('button', { name: /^Delete/ })
      .click();
    await page.getByRole('heading', { name: '51 addresses' }).waitFor();
    expectNoSerious(await seriousA11yViolations(page), 'addresses');
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(b, 'addresses-desktop', false);
    await page.setViewportSize(PHONE);
    await expectNoOverflow(b);
    await shot(b, 'addresses-phone', false);
    await page.setViewportSize(DESKTOP);

    await page.getByRole('link', { name: '← Home' }).click();
    // Spec §5 label: first 8 and last 6 characters.
    await expect(
      page.locator('li[data-chain="ethereum"]').first().getByTestId('address-label').textContent(),
    ).resolves.toBe('0xF3f502...8D718E');
    await openReceive(page, 'Ethereum');
    await expect(page.getByTestId('receive-address').textContent()).resolves.toBe(ETH_INDEX_3);
    await page.keyboard.press('Escape');
  });

  it('refuses to delete the last address and "Add 50 more" on a chain without a template', async () => {
    const { page } = b;
    await openReceive(page, 'Bitcoin');
    await page.getByRole('button', { name: 'Other addresses' }).click();
    await page.getByRole('heading', { name: '1 address' }).waitFor();
    await page.getByRole('button', { name: /^Delete address/ }).click();
    await toast(b, 'At least one address must remain');

    // XRP (ripple) has no "derive addresses" template in the registry.
    await page.getByRole('link', { name: '← Home' }).click();
    await page.getByRole('link', { name: 'Add coins and tokens' }).click();
    await page.getByLabel('Search coins and tokens').fill('ripple');
    await page.clock.runFor(900);
    await page.getByRole('switch', { name: /^XRP on/ }).click();
    await toast(b, 'XRP added');
    await page.getByRole('link', { name: '← Home' }).click();
    await openReceive(page, 'XRP Ledger');
    await page.getByRole('button', { name: 'Other addresses' }).click();
    await page.getByRole('button', { name: 'Add 50 more' }).click();
    await toast(b, 'Unsupported chain');
  });
});

describe('settings', () => {
  it('hides the fingerprint option without a platform authenticator and keeps the option flags', async () => {
    const { page } = b;
    await page.getByRole('link', { name: 'Settings' }).click();
    await atPath(page, '/settings');
    await page.getByRole('switch', { name: 'Search in home screen' }).waitFor();
    // Headless Chromium has no platform authenticator: the option is not offered.
    expect(
      await page.evaluate(() => PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable()),
    ).toBe(false);
    await expect(page.getByRole('switch', { name: 'Fingerprint' }).count()).resolves.toBe(0);
    // No messaging in the web shell: no "Chat options" switch that would do nothing.
    await expect(page.getByRole('switch', { name: 'Chat options' }).count()).resolves.toBe(0);

    for (const [name, initial] of [
      ['Received', 'true'],
      ['Sent', 'true'],
      ['Fee options', 'false'],
    ] as const) {
      const s = page.getByRole('switch', { name, exact: true });
      await expect(s.getAttribute('aria-checked')).resolves.toBe(initial);
      await s.click();
      await expect.poll(() => s.getAttribute('aria-checked')).toBe(initial === 'true' ? 'false' : 'true');
    }
    await page.getByRole('switch', { name: 'Search in home screen' }).click();
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await page.getByRole('heading', { name: 'Coins' }).waitFor();
    await expect(page.getByLabel('Find a coin').count()).resolves.toBe(0);
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('switch', { name: 'Search in home screen' }).click();
    expectNoSerious(await seriousA11yViolations(page), 'settings');
    await shot(b, 'settings-all-desktop');
    await page.setViewportSize(PHONE);
    await expectNoOverflow(b);
    await shot(b, 'settings-all-phone');
    await page.setViewportSize(DESKTOP);
  });

  it('reveals the phrase only with the password and forgets it when the dialog closes', async () => {
    const { page } = b;
    await page.getByRole('button', { name: 'Reveal recovery phrase' }).click();
    const dialog = page.getByRole('dialog', { name: 'Recovery phrase' });
    await dialog.getByLabel('Password').fill('not the password');
    await dialog.getByRole('button', { name: 'Show recovery phrase' }).click();
    await dialog.getByText('Wrong password: the vault was not unlocked and nothing was changed').waitFor();
    await expect(dialog.getByTestId('secret-word').count()).resolves.toBe(0);

    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Show recovery phrase' }).click();
    await expect
      .poll(() => dialog.getByTestId('secret-word').allTextContents())
      .toEqual(TEST_PHRASE.split(' '));
    await expect(dialog.getByRole('button', { name: 'Copy phrase' }).isDisabled()).resolves.toBe(true);
    expectNoSerious(await seriousA11yViolations(page), 'reveal phrase');
    await page.screenshot({ path: screenshotPath('reveal-phrase-desktop') });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect(
      page.getByText(TEST_PHRASE.split(' ')[11] ?? 'about', { exact: true }).count(),
    ).resolves.toBe(0);

    // Opening it again asks for the password again.
    await page.getByRole('button', { name: 'Reveal recovery phrase' }).click();
    await page.getByRole('dialog', { name: 'Recovery phrase' }).getByLabel('Password').waitFor();
    await page.keyboard.press('Escape');
  });

  it("exports the active Ethereum address's key with the password", async () => {
    const { page } = b;
    await page.getByRole('button', { name: 'Export a private key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export a private key' });
    await dialog.getByLabel('Chain', { exact: true }).selectOption('ethereum');
    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Show private key' }).click();
    await expect(dialog.getByTestId('secret-key').textContent()).resolves.toBe(ETH_INDEX_3_KEY);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('changes the password (a wrong current one refused), then locks and unlocks with the new one', async () => {
    const { page } = b;
    await page.getByLabel('Current password').fill('not the password');
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Wrong password: the vault was not unlocked and nothing was changed').waitFor();

    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await toast(b, 'Password changed');

    await page.getByRole('button', { name: 'Lock', exact: true }).click();
    await atPath(page, '/unlock');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Unlock' }).click();
    await page.getByText('Wrong password: the vault was not unlocked and nothing was changed').waitFor();
    await page.getByLabel('Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Unlock' }).click();
    await atPath(page, '/home');
    // The chosen address survived the lock (it is in the vault's state).
    await expect(
      page.locator('li[data-chain="ethereum"]').first().getByTestId('address-label').textContent(),
    ).resolves.toBe('0xF3f502...8D718E');
  });
});
