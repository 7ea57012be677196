/**
 * The mobile shell in Debian's Chromium at a phone viewport (390×844), production build: create a
 * wallet (phrase, backup check, password), the first-run auto-lock proposal answered (Settings
 * shows it), the `Sidebar` drawer, privacy mode hides every amount, lock, a wrong password refused
 * with the vault's text, unlock; axe-core finds no serious or
 * critical violation on each screen, and the page reports no Content-Security-Policy violation. With KESTREL_SCREENSHOTS=1 it also writes the screenshots
 * under docs/screenshots/mobile/. No devnet: the balances it cannot read show as unavailable.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@kestrel/devnet';
import type { App, Browser } from '../../web/test/harness';
import { mobileStyleHashes } from '../cspStyles';
import { MOBILE_SCREENSHOTS, openPhone, PHONE, seriousA11yViolations, startMobileApp } from './harness';
import { createWallet, onHome, PASSWORD, unlock } from './onboardingSteps';

const SHOTS = process.env.KESTREL_SCREENSHOTS === '1';

let app: App;
let b: Browser;

async function checkScreen(page: Page, name: string): Promise<void> {
  expect(await seriousA11yViolations(page), name).toEqual([]);
  if (SHOTS) {
    await mkdir(MOBILE_SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: join(MOBILE_SCREENSHOTS, `${name}.png`) });
  }
}

beforeAll(async () => {
  // No API and no EVM node (a free port nobody listens on), whatever runs on the default ports.
  const nowhere = `http://127.0.0.1:${await freePort()}`;
  app = await startMobileApp({ api: nowhere, evm: nowhere, litecoin: nowhere, explorer: nowhere });
  b = await openPhone();
});

afterAll(async () => {
  await b?.close();
  await app?.stop();
});

describe('mobile shell at a phone viewport', () => {
  it('creates a wallet: phrase, backup check, password, then Home', async () => {
    const { page } = b;
    await page.goto(app.url);
    await page.getByRole('button', { name: 'Create a new wallet' }).waitFor();
    await checkScreen(page, 'welcome');
    // The build carries the Content-Security-Policy (cspStyles.ts): with it, any violation the
    // page reports fails this file (the harness's close()).
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain(
      `style-src 'self' ${mobileStyleHashes()
        .map((h) => `'${h}'`)
        .join(' ')};`,
    );
    const words = await createWallet(page, app.url);
    expect(words).toHaveLength(12);
    expect(new URL(page.url()).pathname).toBe('/home');
    // First run: Home proposes an auto-lock time until one is chosen.
    await page.getByTestId('auto-lock-prompt').waitFor();
    await checkScreen(page, 'home-auto-lock');
    await page.getByRole('button', { name: 'After 15 minutes' }).click();
    await page.getByTestId('auto-lock-prompt').waitFor({ state: 'detached' });
    await checkScreen(page, 'home');
  });

  it('privacy mode hides every amount and shows them again', async () => {
    const { page } = b;
    await page.getByTestId('privacy-toggle').click();
    await page
      .getByTestId('portfolio-total')
      .filter({ hasText: '••••' })
      .or(page.getByText('unavailable'))
      .first()
      .waitFor();
    const coins = await page.locator('[data-testid^="coin-"]').count();
    expect(coins).toBeGreaterThan(0);
    expect(await page.getByTestId('amount-hidden').count()).toBe(coins);
    expect(await page.getByTestId('amount').count()).toBe(0);
    await checkScreen(page, 'home-privacy');
    await page.getByTestId('privacy-toggle').click();
    await page.getByTestId('amount-hidden').first().waitFor({ state: 'detached' });
  });

  it('fits phones 360 to 430 px wide: nothing reaches past the right edge', async () => {
    const { page } = b;
    for (const width of [360, 430]) {
      await page.setViewportSize({ width, height: 800 });
      await onHome(page);
      const right = await page.evaluate(() =>
        Math.max(...[...document.querySelectorAll('#root *')].map((e) => e.getBoundingClientRect().right)),
      );
      expect(right, `${width} px`).toBeLessThanOrEqual(width + 0.5);
      await page.getByRole('button', { name: 'Receive', exact: true }).waitFor();
    }
    await page.setViewportSize(PHONE);
  });

  it('the Sidebar drawer holds Home and Settings', async () => {
    const { page } = b;
    await page.getByRole('button', { name: 'Show navigation menu', exact: true }).click();
    await page.getByRole('button', { name: 'Lock', exact: true }).waitFor();
    await page.waitForTimeout(400); // the drawer's slide-in
    await checkScreen(page, 'sidebar');
    await page.getByRole('button', { name: 'Settings', exact: true }).first().click();
    await page.getByRole('heading', { name: 'Security' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/settings');
    expect(await page.getByRole('radio', { name: '15 min' }).getAttribute('aria-checked')).toBe('true');
    await checkScreen(page, 'settings');
  });

  it('a Sidebar shortcut closes the drawer, so Back lands on the screen itself', async () => {
    const { page } = b;
    await page.getByRole('button', { name: 'Show navigation menu', exact: true }).click();
    await page.getByRole('button', { name: 'Transactions', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/home/transactions');
    await page.goBack();
    await page.getByRole('heading', { name: 'Security' }).waitFor();
    await page.waitForTimeout(400); // a drawer left open would have slid back in by now
    // The closed drawer stays in the page, slid out past the left edge.
    const lock = await page.getByRole('button', { name: 'Lock', exact: true }).boundingBox();
    expect(lock === null || lock.x + lock.width <= 0).toBe(true);
  });

  it('locks; a wrong password is refused with the vault text, the right one unlocks to Home', async () => {
    const { page } = b;
    await page.getByTestId('lock-now').click();
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await checkScreen(page, 'unlock');
    await unlock(page, 'not the password');
    await page.getByText('Wrong password: the vault was not unlocked and nothing was changed').waitFor();
    await expect(page.getByLabel('Password', { exact: true }).inputValue()).resolves.toBe('');
    await unlock(page, PASSWORD);
    await onHome(page);
  });
});
