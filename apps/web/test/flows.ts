/** Steps a person takes, shared by the end-to-end tests. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The published BIP-39 test phrase (BIP-39 test vectors, entropy 00…00). */
export const TEST_PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
export const PASSWORD = 'correct horse battery';

/** Waits until the path is `path` (client-side navigation). */
export async function atPath(page: Page, path: string): Promise<void> {
  await page.waitForFunction((p) => location.pathname === p, path, { timeout: 30_000 });
}

export async function choosePassword(page: Page, password = PASSWORD): Promise<void> {
  await page.getByRole('heading', { name: 'Choose a password' }).waitFor();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create password' }).click();
}

/** Pastes `text` into a field the way a browser does (a paste event with clipboard data). */
export async function pasteInto(page: Page, selector: string, text: string): Promise<void> {
  await page.locator(selector).focus();
  await page.locator(selector).evaluate((el, t) => {
    const data = new DataTransfer();
    data.setData('text/plain', t);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/** First run: import the test phrase and choose the password; ends on /home. */
export async function importTestPhrase(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await atPath(page, '/welcome');
  await page.getByRole('button', { name: 'Import a wallet' }).click();
  await atPath(page, '/import');
  await pasteInto(page, '#phrase-word-0', TEST_PHRASE);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await choosePassword(page);
  await atPath(page, '/home');
  await page.getByRole('heading', { name: 'Coins' }).waitFor();
}

export async function textOf(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).allTextContents();
}

export function expectNoSerious(
  violations: { id: string; help: string; nodes: { target: string[] }[] }[],
  screen: string,
): void {
  expect(
    violations.map(
      (v) => `${screen}: ${v.id} (${v.help}) at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

/**
 * Home's one Send or Receive (on the balance card), then the coin in the picker that follows.
 * Goes Home first when elsewhere.
 */
export async function pickOnHome(page: Page, action: 'Send' | 'Receive', coinName: string): Promise<void> {
  if (!(await page.evaluate(() => location.pathname === '/home')))
    await page.getByRole('link', { name: 'Home', exact: true }).click();
  await atPath(page, '/home');
  await page.getByRole('button', { name: action, exact: true }).click();
  await page
    .getByRole('dialog', { name: `${action} which coin?` })
    .getByRole('button', { name: coinName, exact: true })
    .click();
}

/** Opens the send form of a coin from Home. */
export async function openSend(page: Page, coinName: string): Promise<void> {
  await pickOnHome(page, 'Send', coinName);
  await page.getByRole('heading', { name: `Send ${coinName}` }).waitFor();
}

/** Opens a coin's Receive dialog from Home. */
export async function openReceive(page: Page, coinName: string): Promise<void> {
  await pickOnHome(page, 'Receive', coinName);
  await page.getByRole('dialog', { name: `Receive ${coinName}` }).waitFor();
}

/** Waits until a button with exactly this text is enabled. */
export async function expectEnabled(page: Page, name: string): Promise<void> {
  await page.waitForFunction(
    (n) => [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === n && !b.disabled),
    name,
    { timeout: 20_000 },
  );
}

/** Settings → "Fee options" on (off by default, spec feesOptions): Send offers the fee choice. */
export async function turnOnFeeOptions(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  await atPath(page, '/settings');
  const option = page.getByRole('switch', { name: 'Fee options', exact: true });
  if ((await option.getAttribute('aria-checked')) !== 'true') await option.click();
  await page.getByRole('switch', { name: 'Fee options', exact: true, checked: true }).waitFor();
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await atPath(page, '/home');
}

/**
 * Closes the toasts (screenshots show the screen itself; the next flow's toasts are the only
 * ones). A toast may expire on its own between the count and the click: that click gives up
 * quickly and the loop looks again, instead of waiting 30 s for a button that is gone.
 */
export async function clearToasts(page: Page): Promise<void> {
  const close = page.getByRole('region', { name: 'Notifications' }).getByRole('button', { name: 'Dismiss' });
  for (let i = 0; i < 50 && (await close.count()) > 0; i++)
    await close
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
}
