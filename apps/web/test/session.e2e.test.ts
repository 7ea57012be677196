/**
 * The unlocked wallet in a real browser: Home, Receive (QR, copy, focus kept in the dialog),
 * the wallet switcher, lock and unlock with a wrong password refused, privacy mode, settings.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOAST_DURATION_MS } from '../src/ui/toast';
import { atPath, expectNoSerious, importTestPhrase, PASSWORD, openReceive } from './flows';
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

let app: App;
let b: Browser;
beforeAll(async () => {
  app = await startApp();
  b = await openBrowser(DESKTOP);
  await b.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
  // A controllable clock (time still flows) so the auto-lock test can skip ahead.
  await b.page.clock.install();
  await importTestPhrase(b.page, app.url);
});
/** Screenshot without stale toasts: run the page clock past the toast lifetime first. */
async function shot(name: string, fullPage = true): Promise<void> {
  await b.page.clock.runFor(TOAST_DURATION_MS + 100);
  await b.page.screenshot({ path: screenshotPath(name), fullPage });
}

afterAll(async () => {
  await b?.close();
  await app?.stop();
});

describe('home', () => {
  it('lists the coins with address labels and "unavailable" balances, and passes axe at phone and desktop widths', async () => {
    const { page } = b;
    await page.getByText('New account successfully added').waitFor({ state: 'detached', timeout: 10_000 });
    expectNoSerious(await seriousA11yViolations(page), 'home');
    await shot('home-desktop');
    await page.setViewportSize(PHONE);
    expectNoSerious(await seriousA11yViolations(page), 'home (phone)');
    // No horizontal scrolling at 360 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot('home-phone');
    await page.setViewportSize(DESKTOP);
  });

  it('Receive shows the full address, a QR code and copies it; focus stays in the dialog and Escape closes it', async () => {
    const { page } = b;
    // Home's one Receive, then the coin.
    const opener = page.getByRole('button', { name: 'Receive', exact: true });
    await openReceive(page, 'Ethereum');
    const dialog = page.getByRole('dialog', { name: 'Receive Ethereum' });
    await dialog.waitFor();
    await expect(page.getByTestId('receive-address').textContent()).resolves.toBe(
      '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
    );
    // The image itself, not its placeholder (also role img) while the encoder loads.
    const qr = page.locator('img[alt="QR code of your Ethereum address"]');
    await qr.waitFor();
    await expect(qr.getAttribute('src')).resolves.toMatch(/^data:image\/svg\+xml/);
    expectNoSerious(await seriousA11yViolations(page), 'receive dialog');
    await page.screenshot({ path: screenshotPath('receive-desktop') });

    // Tab around more times than there are controls: focus never leaves the dialog.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press(i % 2 ? 'Shift+Tab' : 'Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.getByRole('button', { name: 'Copy address' }).click();
    await page.getByText('Address copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
    );

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('the wallet switcher adds, selects and renames wallets', async () => {
    const { page } = b;
    await page.getByRole('button', { name: /Main Wallet.*switch wallet/ }).click();
    await page.getByRole('dialog', { name: 'Wallets' }).waitFor();
    await page.getByRole('button', { name: 'Import a wallet' }).click();
    await atPath(page, '/import');
    await page.getByLabel('Private key').first().check();
    // The published key of the test phrase's first Ethereum account (see the onboarding test).
    await page.getByLabel('Chain').selectOption('ethereum');
    await page
      .getByLabel('Private key', { exact: true })
      .last()
      .fill('0x1ab42cc412b618bdea3a599e3c9bae199ebf030895b039e9db1e30dafb12b727');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await atPath(page, '/home');
    // Spec §4 default names: Main Wallet, then Wallet N with N = count + 1.
    await page.getByRole('button', { name: /Wallet 2.*switch wallet/ }).waitFor();

    await page.getByRole('button', { name: /Wallet 2.*switch wallet/ }).click();
    await page.getByRole('button', { name: 'Rename Wallet 2' }).click();
    await page.getByLabel('Wallet name').fill('Savings');
    await page.getByRole('button', { name: 'Save' }).click();
    const list = page.getByRole('dialog', { name: 'Wallets' });
    await list.getByRole('button', { name: /^Savings/ }).waitFor();
    expectNoSerious(await seriousA11yViolations(page), 'wallet switcher');
    await shot('wallets-desktop', false);
    await list.getByRole('button', { name: /^Main Wallet/ }).click();
    await page.getByRole('button', { name: /Main Wallet.*switch wallet/ }).waitFor();
    await expect(page.locator('li[data-chain]').count()).resolves.toBeGreaterThan(1);
  });
});

describe('privacy and settings', () => {
  it('privacy mode hides every amount, is kept per wallet, and settings persist', async () => {
    const { page } = b;
    await page.getByRole('button', { name: 'Hide amounts' }).click();
    await page.getByRole('button', { name: 'Show amounts' }).waitFor();
    const amounts = await page.getByTestId('amount').allTextContents();
    expect(amounts.length).toBeGreaterThan(1);
    expect(amounts.every((a) => a.includes('Amount hidden') && !a.includes('unavailable'))).toBe(true);
    await shot('home-privacy-desktop');

    await page.getByRole('link', { name: 'Settings' }).click();
    await atPath(page, '/settings');
    await expect(
      page.getByRole('switch', { name: 'Privacy mode' }).getAttribute('aria-checked'),
    ).resolves.toBe('true');
    await page.getByLabel('Local currency').selectOption('EUR');
    await page.getByLabel('Lock time').selectOption('15');
    expectNoSerious(await seriousA11yViolations(page), 'settings');
    await shot('settings-desktop');

    await page.getByRole('link', { name: 'Transactions' }).click();
    await atPath(page, '/home/transactions');
    await page.getByRole('heading', { name: 'Transactions' }).waitFor();
    expectNoSerious(await seriousA11yViolations(page), 'transactions');
  });
});

describe('lock and unlock', () => {
  it('locks from the UI, refuses a wrong password, unlocks with the right one and keeps the state', async () => {
    const { page } = b;
    await page.getByRole('button', { name: 'Lock', exact: true }).click();
    await atPath(page, '/unlock');
    // Locked: the app routes refuse to render.
    await page.goto(`${app.url}/home`);
    await atPath(page, '/unlock');

    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await page.getByText('Wrong password: the vault was not unlocked and nothing was changed').waitFor();
    await expect(page.getByLabel('Password').getAttribute('aria-invalid')).resolves.toBe('true');
    expectNoSerious(await seriousA11yViolations(page), 'unlock');
    await page.setViewportSize(PHONE);
    await shot('unlock-phone', false);
    await page.setViewportSize(DESKTOP);

    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Unlock' }).click();
    await atPath(page, '/home');
    await page.getByRole('button', { name: 'Show amounts' }).waitFor();
    await page.getByRole('heading', { name: 'Total balance (EUR)' }).waitFor();
    await expect(page.getByRole('button', { name: /switch wallet/ }).textContent()).resolves.toContain(
      'Main Wallet',
    );
  });

  it('auto-locks after the chosen lock time without activity', async () => {
    const { page } = b;
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByLabel('Lock time').selectOption('1');
    await page.getByRole('link', { name: 'Home' }).click();
    await page.getByRole('heading', { name: 'Coins' }).waitFor();
    // Let pending short timers run first (the store's 500 ms "loaded" mark counts as activity).
    await page.clock.runFor(1000);
    await page.clock.fastForward('00:50');
    await expect(page.evaluate(() => location.pathname)).resolves.toBe('/home');
    await page.clock.fastForward('00:20');
    await atPath(page, '/unlock');
  });

  it('a reload locks (the password lives only in memory)', async () => {
    const { page } = b;
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Unlock' }).click();
    await atPath(page, '/home');
    await page.reload();
    await atPath(page, '/unlock');
  });
});
