/**
 * The onboarding steps of the mobile shell as a person takes them (roles and labels, as a screen
 * reader sees them), for the phone-viewport tests: create a wallet, import a phrase, lock, unlock.
 */
import type { Page } from 'playwright-core';

/** BIP-39's published test phrase ("abandon … about"); never a real wallet. */
export const TEST_PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
export const PASSWORD = 'correct horse battery';

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Home is showing: its total and the wallet switcher. */
export async function onHome(page: Page): Promise<void> {
  await page.getByTestId('portfolio-total').waitFor({ timeout: 30_000 });
}

async function choosePassword(page: Page, password: string): Promise<void> {
  await page.getByRole('heading', { name: 'Choose a password' }).waitFor();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await button(page, 'Create password').click();
}

/** First run from `url`: import `phrase`, choose `password`, land on Home. */
export async function importPhrase(
  page: Page,
  url: string,
  phrase = TEST_PHRASE,
  password = PASSWORD,
): Promise<void> {
  await page.goto(url);
  await button(page, 'Import a wallet').click();
  await page.getByLabel('Recovery phrase').fill(phrase);
  await button(page, 'Import').click();
  await choosePassword(page, password);
  await onHome(page);
}

/** First run from `url`: create a wallet, pass the backup check, choose `password`, land on Home. */
export async function createWallet(page: Page, url: string, password = PASSWORD): Promise<string[]> {
  await page.goto(url);
  await button(page, 'Create a new wallet').click();
  await page.getByTestId('phrase-word').first().waitFor();
  const words = await page.getByTestId('phrase-word').allTextContents();
  await button(page, 'I wrote it down').click();
  for (const field of await page.getByLabel(/^Word #\d+$/).all()) {
    const n = Number(/\d+/.exec((await field.getAttribute('aria-label')) ?? '')?.[0]);
    await field.fill(words[n - 1] ?? '');
  }
  await button(page, 'Confirm').click();
  await choosePassword(page, password);
  await onHome(page);
  return words;
}

/** Opens the `Sidebar` drawer and taps one of its entries. */
export async function fromSidebar(page: Page, entry: string): Promise<void> {
  await button(page, 'Show navigation menu').click();
  await page.getByRole('link', { name: entry, exact: true }).or(button(page, entry)).first().click();
}

/** Unlock with `password` from the Unlock screen. */
export async function unlock(page: Page, password = PASSWORD): Promise<void> {
  await page.getByLabel('Password', { exact: true }).fill(password);
  await button(page, 'Unlock').click();
}
