/**
 * Issue 12, defects 4 and 5 on the send form (Hardhat devnet): an amount above the balance is
 * reduced to the maximum visibly (the amount field says so and why, the review repeats it); a
 * token amount above the token balance is 'Insufficient funds' at the field; a custom fee far
 * above the Recommended one warns (the review repeats it) and an absurd one is refused. Defect 11:
 * the fee choice shows only with Settings' "Fee options" on.
 */
import type { Page } from 'playwright-core';
import { parseGwei } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_1, ACCOUNT_2, startDevnetStack, type DevnetStack } from './devnetStack';
import { expectEnabled, expectNoSerious, openSend, turnOnFeeOptions } from './flows';
import { seriousA11yViolations } from './harness';

let s: DevnetStack;
beforeAll(async () => {
  s = await startDevnetStack({ eth: '5', tokens: '1000' });
}, 240_000);
afterAll(async () => {
  await s?.stop();
});

const amountBox = (page: Page) => page.getByRole('textbox', { name: /^Amount/ });
const reviewDisabled = (page: Page) => page.getByRole('button', { name: 'Review' }).isDisabled();

describe('amounts above the balance', () => {
  it('the amount field itself says the amount was reduced to the maximum and why; the review repeats it', async () => {
    const { page } = s.b;
    await openSend(page, 'Ethereum');
    await page.getByLabel('Recipient').fill(ACCOUNT_1);
    await page.getByText('Valid Ethereum address').waitFor();
    await amountBox(page).fill('100');
    const note = page.getByTestId('max-reason');
    await note.waitFor({ timeout: 20_000 });
    const text = (await note.textContent()) ?? '';
    expect(text).toMatch(
      /^Amount reduced to [\d.]+ ETH so the balance covers the network fee \(you asked for 100 ETH\)\.$/,
    );
    // Read out with the field: the input names the note among its descriptions.
    const id = await note.getAttribute('id');
    expect((await amountBox(page).getAttribute('aria-describedby'))?.split(' ')).toContain(id);
    await expectEnabled(page, 'Review');
    await page.getByRole('button', { name: 'Review' }).click();
    await expect(page.getByTestId('review-max-reason').textContent()).resolves.toBe(text);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  });

  it('a token amount above the token balance is refused as "Insufficient funds" at the field', async () => {
    const { page } = s.b;
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await page.getByRole('link', { name: 'Add coins and tokens' }).click();
    await page.getByRole('button', { name: 'Custom token' }).click();
    await page.getByLabel('Contract address').fill(s.devnet.contracts.erc20);
    await page.getByLabel('Symbol').fill('KTT');
    await page.getByLabel('Decimals').fill('18');
    await page.getByLabel('Name').fill('Kestrel Test Token');
    await page.getByRole('button', { name: 'Add token' }).click();
    await page.getByText('KTT added').waitFor();
    await openSend(page, 'Kestrel Test Token');
    await page.getByText(/Balance: 1,000 KTT/).waitFor({ timeout: 20_000 });
    await page.getByLabel('Recipient').fill(ACCOUNT_2);
    await page.getByText('Valid Ethereum address').waitFor();
    await amountBox(page).fill('1000.5');
    await page.getByText('Insufficient funds: the balance is 1,000 KTT').waitFor();
    expect(await amountBox(page).getAttribute('aria-invalid')).toBe('true');
    expect(await reviewDisabled(page)).toBe(true);
    // Nothing was estimated or reduced: no max note, no Low Balance toast.
    await page.waitForTimeout(600);
    expect(await page.getByTestId('max-reason').count()).toBe(0);
    expect(await page.getByText('Low Balance').count()).toBe(0);
    await amountBox(page).fill('1000');
    await expectEnabled(page, 'Review');
  });
});

describe('custom fees', () => {
  it('Fee options off (the default): the Recommended fee only; on: Normal, Recommended and Custom', async () => {
    const { page } = s.b;
    await openSend(page, 'Ethereum');
    await page.getByLabel('Recipient').fill(ACCOUNT_1);
    await page.getByText('Valid Ethereum address').waitFor();
    await amountBox(page).fill('0.01');
    await page.getByTestId('fee-summary').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('fee-summary').textContent()).toMatch(
      /^Network fee \(Recommended\) 0\.\d+ ETH/,
    );
    expect(await page.getByRole('group', { name: 'Network fee' }).count()).toBe(0);
    await turnOnFeeOptions(page);
    await openSend(page, 'Ethereum');
    await page.getByLabel('Recipient').fill(ACCOUNT_1);
    await amountBox(page).fill('0.01');
    await page.getByRole('group', { name: 'Network fee' }).waitFor({ timeout: 20_000 });
    for (const name of [/^Normal/, /^Recommended/, /^Custom/])
      await page.getByRole('radio', { name }).waitFor();
    expect(await page.getByTestId('fee-summary').count()).toBe(0);
  });

  it('refuses an absurd custom fee and warns about one far above the Recommended fee', async () => {
    const { page } = s.b;
    await openSend(page, 'Ethereum');
    await page.getByLabel('Recipient').fill(ACCOUNT_1);
    await page.getByText('Valid Ethereum address').waitFor();
    await amountBox(page).fill('0.01');
    await expectEnabled(page, 'Review');
    const recText = await page.locator('label', { hasText: 'Recommended' }).textContent();
    const recommended = parseGwei(/([\d.]+) gwei/.exec(recText ?? '')![1]!);

    await page.getByRole('radio', { name: /Custom/ }).check();
    await page.getByLabel('Custom fee price (gwei)').fill('100000');
    await page
      .getByText(/^This fee price is [\d.]+ times the Recommended one: more than 20 times is refused/)
      .waitFor();
    expect(await reviewDisabled(page)).toBe(true);

    // Five times the Recommended price: allowed, with a warning the review repeats.
    const five = Number(recommended * 5n) / 1e9;
    await page.getByLabel('Custom fee price (gwei)').fill(five.toFixed(9).replace(/\.?0+$/, ''));
    const warning = page.getByTestId('fee-warning');
    await warning.waitFor();
    expect(await warning.textContent()).toMatch(/^This fee is (4\.9|5) times the Recommended one\./);
    expectNoSerious(await seriousA11yViolations(page), 'send form (custom fee warning)');
    await expectEnabled(page, 'Review');
    await page.getByRole('button', { name: 'Review' }).click();
    await expect(page.getByTestId('review-fee-warning').textContent()).resolves.toBe(
      await warning.textContent(),
    );
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    // Back at twice the Recommended price: no warning.
    await page.getByLabel('Custom fee price (gwei)').fill((Number(recommended * 2n) / 1e9).toString());
    await warning.waitFor({ state: 'detached' });
  });
});
