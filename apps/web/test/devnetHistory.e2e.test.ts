/**
 * Issue 12, defects 12 and 13, in the app on a Hardhat devnet: history comes from the devnet's
 * explorer (served by the devnet itself, reached through the same Etherscan client as mainnet):
 * a transfer made outside the app is listed as soon as it is mined, token history lists the
 * token's transfers (no developer error), and the links open the local explorer's page of the
 * transaction (its status, from, to and value), never a public explorer.
 */
import { createWalletClient, http, parseEther } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { hardhat } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_1, startDevnetStack, WALLET, type DevnetStack } from './devnetStack';
import { expectNoSerious } from './flows';
import { seriousA11yViolations } from './harness';

let s: DevnetStack;
beforeAll(async () => {
  s = await startDevnetStack({ eth: '5', tokens: '1000' });
}, 240_000);
afterAll(async () => {
  await s?.stop();
});

describe('devnet history through the devnet’s explorer', () => {
  it('lists a transfer made outside the app once mined, linking to the local explorer page', async () => {
    const { page } = s.b;
    // Sent by another wallet (Hardhat account #1), as the CLI or a script would.
    const sender = createWalletClient({
      chain: hardhat,
      transport: http(s.devnet.rpcUrl),
      account: privateKeyToAccount(s.devnet.accounts[1]!.privateKey),
    });
    const hash = await sender.sendTransaction({ to: WALLET, value: parseEther('0.75') });
    await s.chain.waitForTransactionReceipt({ hash });

    await page.getByRole('link', { name: 'Ethereum', exact: true }).click();
    const row = page.locator(`[data-testid="history-row"]:has(a[href$="${hash}"])`);
    await row.waitFor({ timeout: 30_000 });
    expect(await row.getAttribute('data-status')).toBe('SUCCESS');
    expect(await row.textContent()).toContain('0.75 ETH');
    expect(await row.getByTestId('counterpart').getAttribute('title')).toBe(ACCOUNT_1.toLowerCase());
    const href = (await row.getByTestId('explorer-link').getAttribute('href')) ?? '';
    expect(href).toBe(`${s.app.url}/devnet/explorer/tx/${hash}`);
    expect(await page.getByText('History could not be read').count()).toBe(0);

    const view = await s.b.context.newPage();
    await view.goto(href);
    const text = (await view.textContent('body')) ?? '';
    for (const part of ['Success', ACCOUNT_1.toLowerCase(), WALLET.toLowerCase(), '0.75 ETH'])
      expect(text).toContain(part);
    expectNoSerious(await seriousA11yViolations(view), 'devnet explorer page');
    await view.close();
  });

  it('token history lists the token’s transfers, without a developer error', async () => {
    const { page } = s.b;
    await page.getByRole('link', { name: '← Home' }).click();
    await page.getByRole('link', { name: 'Add coins and tokens' }).click();
    await page.getByRole('button', { name: 'Custom token' }).click();
    await page.getByLabel('Contract address').fill(s.devnet.contracts.erc20);
    await page.getByLabel('Symbol').fill('KTT');
    await page.getByLabel('Decimals').fill('18');
    await page.getByLabel('Name').fill('Kestrel Test Token');
    await page.getByRole('button', { name: 'Add token' }).click();
    await page.getByText('KTT added').waitFor();
    await page.getByRole('link', { name: '← Home' }).click();
    await page.getByRole('link', { name: 'Kestrel Test Token', exact: true }).click();
    const row = page.getByTestId('history-row').first();
    await row.waitFor({ timeout: 30_000 });
    expect(await row.textContent()).toContain('1,000 KTT');
    expect(await row.getAttribute('data-status')).toBe('SUCCESS');
    expect(await page.getByText('History could not be read').count()).toBe(0);
    expect(await page.getByText('No transactions yet.').count()).toBe(0);
  });
});
