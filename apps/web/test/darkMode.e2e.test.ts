/**
 * Issue 12, defect 14: dark mode keeps readable contrast. The balance card's white text had about
 * 1.9:1 on the dark theme's light teal; axe-core now also runs with the dark color scheme, on the
 * main screens of a funded devnet wallet.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_1, startDevnetStack, type DevnetStack } from './devnetStack';
import { expectNoSerious, openSend } from './flows';
import { contrastOf, inDarkMode, seriousA11yViolations } from './harness';

let s: DevnetStack;
beforeAll(async () => {
  s = await startDevnetStack({ eth: '5' });
}, 240_000);
afterAll(async () => {
  await s?.stop();
});

describe('dark mode', () => {
  it('the balance card’s text has at least 4.5:1 contrast in both themes', async () => {
    const { page } = s.b;
    await page.getByTestId('total').waitFor();
    expect(await contrastOf(page, '[data-testid="total"]')).toBeGreaterThanOrEqual(4.5);
    await inDarkMode(page, async () => {
      expect(await contrastOf(page, '[data-testid="total"]')).toBeGreaterThanOrEqual(4.5);
      expect(await contrastOf(page, '#total-title')).toBeGreaterThanOrEqual(4.5);
    });
  });

  it('axe finds nothing serious on Home, Send, the review and Settings in the dark theme', async () => {
    const { page } = s.b;
    await inDarkMode(page, async () => {
      expectNoSerious(await seriousA11yViolations(page), 'home (dark)');
      await openSend(page, 'Ethereum');
      await page.getByLabel('Recipient').fill(ACCOUNT_1);
      await page.getByRole('textbox', { name: /^Amount/ }).fill('0.1');
      await page.getByTestId('fee-summary').waitFor({ timeout: 20_000 });
      expectNoSerious(await seriousA11yViolations(page), 'send (dark)');
      await page.getByRole('button', { name: 'Review' }).click();
      await page.getByRole('dialog', { name: 'Review: send ETH' }).waitFor();
      expectNoSerious(await seriousA11yViolations(page), 'send review (dark)');
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('link', { name: 'Settings', exact: true }).click();
      await page.getByRole('switch', { name: 'Fee options' }).waitFor();
      expectNoSerious(await seriousA11yViolations(page), 'settings (dark)');
    });
  });
});
