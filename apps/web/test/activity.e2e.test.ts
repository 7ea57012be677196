/**
 * /home/transactions opens on the activity across all coins (polish of issue 12): every coin's
 * rows with the coin and chain named, a send still pending first, and the filter narrows to one
 * coin. Hardhat devnet with a token; automine off while the send waits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_1, sendFromUi, startDevnetStack, type DevnetStack } from './devnetStack';
import { atPath, expectNoSerious, openReceive } from './flows';
import { seriousA11yViolations } from './harness';

let s: DevnetStack;
beforeAll(async () => {
  s = await startDevnetStack({ eth: '5', tokens: '1000' });
}, 240_000);
afterAll(async () => {
  await s?.rpc('evm_setAutomine', [true]).catch(() => undefined);
  await s?.stop();
});

describe('activity across all coins', () => {
  it('a coin’s row on Home opens the coin, wherever it is clicked', async () => {
    const { page } = s.b;
    // A real click where the balance is drawn (the row's link lies over it).
    const box = (await page
      .locator('li[data-chain="ethereum"] [data-testid="balance"]')
      .first()
      .boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.getByRole('heading', { name: 'Ethereum (ETH)' }).waitFor();
    await page.getByRole('link', { name: '← Home' }).click();
    await openReceive(page, 'Ethereum');
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => location.pathname)).toBe('/home');
  });

  it('lists every coin’s rows, the pending send first, and filters by coin', async () => {
    const { page } = s.b;
    await page.getByRole('link', { name: 'Add coins and tokens' }).click();
    await page.getByRole('button', { name: 'Custom token' }).click();
    await page.getByLabel('Contract address').fill(s.devnet.contracts.erc20);
    await page.getByLabel('Symbol').fill('KTT');
    await page.getByLabel('Decimals').fill('18');
    await page.getByLabel('Name').fill('Kestrel Test Token');
    await page.getByRole('button', { name: 'Add token' }).click();
    await page.getByText('KTT added').waitFor();
    await page.getByRole('link', { name: '← Home' }).click();
    await s.rpc('evm_setAutomine', [false]);
    await sendFromUi(page, 'Ethereum', ACCOUNT_1, '0.2');

    await page.getByRole('link', { name: 'Transactions', exact: true }).click();
    await atPath(page, '/home/transactions');
    expect(await page.getByLabel('Coin', { exact: true }).inputValue()).toBe('');
    const rows = page.getByTestId('history-row');
    await rows.filter({ hasText: 'Received · KTT on Ethereum' }).first().waitFor({ timeout: 30_000 });
    const first = rows.first();
    expect(await first.getAttribute('data-status')).toBe('PENDING');
    expect(await first.textContent()).toContain('Sent · ETH on Ethereum');
    const texts = await rows.allTextContents();
    expect(texts.some((t) => t.includes('Received · KTT on Ethereum') && t.includes('1,000 KTT'))).toBe(true);
    expect(texts.some((t) => t.includes('Received · ETH on Ethereum') && t.includes('5 ETH'))).toBe(true);
    expectNoSerious(await seriousA11yViolations(page), 'activity (all coins)');

    await page.getByLabel('Coin', { exact: true }).selectOption({ label: 'Kestrel Test Token (KTT)' });
    await page.getByRole('heading', { name: 'History' }).waitFor();
    await expect.poll(async () => (await rows.allTextContents()).every((t) => t.includes('KTT'))).toBe(true);
    await s.rpc('evm_mine');
  });
});
