/**
 * Issue 12, defect 2: deleting a derived address asks first, says what the address holds (read
 * from the chain), never deletes the active address without another chosen in its place, and
 * the funds stay on chain. Hardhat devnet on a free port; the test phrase's first address holds 10 ETH.
 */
import { parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevnetStack, WALLET, type DevnetStack } from './devnetStack';
import { expectNoSerious, openReceive } from './flows';
import { seriousA11yViolations } from './harness';

let s: DevnetStack;
beforeAll(async () => {
  s = await startDevnetStack({ eth: '10' });
}, 240_000);
afterAll(async () => {
  await s?.stop();
});

const row = (path: string) => s.b.page.locator(`li[data-path="${path}"]`);
const PATH = (i: number) => `m/44'/60'/0'/0/${i}`;

describe('deleting an address', () => {
  it('asks first, names the funds, and keeps the active address until another is chosen', async () => {
    const { page } = s.b;
    await openReceive(page, 'Ethereum');
    await page.getByRole('button', { name: 'Other addresses' }).click();
    await page.getByRole('heading', { name: 'Ethereum addresses' }).waitFor();
    await page.getByRole('button', { name: 'Add 50 more' }).click();
    await page.getByRole('heading', { name: '51 addresses' }).waitFor();

    // The active, funded address: one click only asks, and says what it holds.
    await row(PATH(0))
      .getByRole('button', { name: /^Delete address/ })
      .click();
    const dialog = page.getByRole('dialog', { name: /^Delete address 0x9858Ef/ });
    await dialog.waitFor();
    await expect(dialog.getByTestId('delete-address-holding').textContent()).resolves.toContain(
      'This address holds 10 ETH',
    );
    await dialog.getByLabel('New active address').waitFor();
    expectNoSerious(await seriousA11yViolations(page), 'delete address dialog');
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: '51 addresses' }).waitFor();
    await expect(page.getByTestId('active-address').textContent()).resolves.toBe(WALLET);

    // A non-active, empty address: asked, then deleted.
    await row(PATH(1))
      .getByRole('button', { name: /^Delete address/ })
      .click();
    const second = page.getByTestId('delete-address-dialog');
    await second.getByText('This address holds no ETH.').waitFor();
    await second.getByRole('button', { name: 'Delete address' }).click();
    await page.getByRole('heading', { name: '50 addresses' }).waitFor();

    // The active one goes only with another chosen in its place.
    const index2 = (await row(PATH(2)).getByTestId('derived-address').getAttribute('title'))!;
    await row(PATH(0))
      .getByRole('button', { name: /^Delete address/ })
      .click();
    const third = page.getByTestId('delete-address-dialog');
    await third.getByTestId('delete-address-holding').waitFor();
    await third.getByLabel('New active address').selectOption(index2);
    await third.getByRole('button', { name: 'Switch and delete' }).click();
    await page.getByRole('heading', { name: '49 addresses' }).waitFor();
    await expect(page.getByTestId('active-address').textContent()).resolves.toBe(index2);
    // Nothing moved on chain.
    expect(await s.balance(WALLET)).toBe(parseEther('10'));

    // Home shows the new active address's own balance (read again), not the deleted one's.
    await page.getByRole('link', { name: '← Home' }).click();
    const eth = page.locator('[data-testid="balance"][data-coin]').first();
    await page.waitForFunction(
      () =>
        document.querySelector('li[data-chain="ethereum"] [data-testid="amount"]')?.textContent === '0 ETH',
      undefined,
      { timeout: 20_000 },
    );
    await eth.waitFor();
  });
});
