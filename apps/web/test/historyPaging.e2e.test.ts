/**
 * History paging in the app on a Hardhat devnet (issue #17 item 2): the devnet's explorer pages
 * as Etherscan V2 does (page, offset 20). With 23 transactions the coin screen lists 20 and a
 * "Load more" button; it reads the next page through the history cursor, after which there is
 * nothing more. The same on /home/transactions with the coin chosen, and with all coins: their
 * "Load more" reads the next page of every coin that has one.
 */
import { createWalletClient, http, parseEther } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { hardhat } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevnetStack, WALLET, type DevnetStack } from './devnetStack';
import { atPath } from './flows';

let s: DevnetStack;
beforeAll(async () => {
  s = await startDevnetStack({ eth: '5' });
  // 22 transfers from Hardhat account #1, plus the funding transfer: 23 rows in all.
  const sender = createWalletClient({
    chain: hardhat,
    transport: http(s.devnet.rpcUrl),
    account: privateKeyToAccount(s.devnet.accounts[1]!.privateKey),
  });
  let last: `0x${string}` = '0x';
  for (let i = 1; i <= 22; i++)
    last = await sender.sendTransaction({ to: WALLET, value: parseEther('0.001') });
  await s.chain.waitForTransactionReceipt({ hash: last });
}, 240_000);
afterAll(async () => {
  await s?.stop();
});

describe('history paging', () => {
  it('lists 20 rows, then "Load more" reads the next page and the button goes', async () => {
    const { page } = s.b;
    await page.getByRole('link', { name: 'Ethereum', exact: true }).click();
    const rows = page.getByTestId('history-row');
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="history-row"]').length === 20,
      null,
      {
        timeout: 30_000,
      },
    );
    const more = page.getByRole('button', { name: 'Load more Ethereum transactions' });
    await more.click();
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="history-row"]').length === 23,
      null,
      {
        timeout: 30_000,
      },
    );
    await more.waitFor({ state: 'detached' });
    const hrefs = await rows
      .getByTestId('explorer-link')
      .evaluateAll((a) => a.map((x) => x.getAttribute('href')));
    expect(new Set(hrefs).size).toBe(23);
  });

  it('does the same on /home/transactions with the coin chosen', async () => {
    const { page } = s.b;
    await page.getByRole('link', { name: 'Transactions', exact: true }).first().click();
    await atPath(page, '/home/transactions');
    await page.getByLabel('Coin', { exact: true }).selectOption({ label: 'Ethereum (ETH)' });
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="history-row"]').length === 20,
      null,
      {
        timeout: 30_000,
      },
    );
    await page.getByRole('button', { name: 'Load more Ethereum transactions' }).click();
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="history-row"]').length === 23,
      null,
      {
        timeout: 30_000,
      },
    );
  });

  it('with all coins, "Load more" reads the next page of each coin that has one, then goes', async () => {
    const { page } = s.b;
    await page.getByLabel('Coin', { exact: true }).selectOption({ label: 'All coins' });
    const more = page.getByRole('button', { name: 'Load more transactions of all coins' });
    await more.waitFor({ timeout: 30_000 });
    const links = () =>
      page
        .getByTestId('history-row')
        .getByTestId('explorer-link')
        .evaluateAll((a) => a.map((x) => x.getAttribute('href')));
    const before = new Set(await links());
    await more.click();
    await more.waitFor({ state: 'detached', timeout: 30_000 });
    const after = new Set(await links());
    // The three older Ethereum rows join the ones shown before.
    expect(after.size).toBeGreaterThanOrEqual(before.size + 3);
    for (const h of before) expect(after.has(h)).toBe(true);
  });
});
