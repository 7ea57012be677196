/**
 * Issue 12, defects 6 and 7 on the Bitcoin family (litecoind regtest, blocks mined by the test),
 * and issue 16: Receive offers the account's first unused receive address (the wallet's
 * receiveAddress flow), the next one once the shown one received. A send shows on the coin page at
 * once as pending (first), in the one status vocabulary, with Speed up and Cancel as the adapter's
 * capabilities allow; litecoind never refuses a history read because another one is rescanning.
 */
import { freePort, litecoindAvailable, type Litecoind } from '@kestrel/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWalletStack, type WalletStack } from '../../../scripts/wallet-stack';
import { atPath, expectEnabled, importTestPhrase, openSend, openReceive } from './flows';
import { DESKTOP, openBrowser, startApp, type App, type Browser } from './harness';

let stack: WalletStack;
let ltc: Litecoind;
let app: App;
let b: Browser;
const serverErrors: string[] = [];
let wallet = '';

beforeAll(async () => {
  stack = await startWalletStack({
    evmPort: await freePort(),
    litecoinPort: await freePort(),
    apiPort: 0,
    databaseUrl: ':memory:',
    litecoinInfoFile: false,
    litecoinBlockSeconds: 0, // the test mines
  });
  if (!stack.devnet.litecoin) return;
  ltc = stack.devnet.litecoin.node;
  app = await startApp(stack.targets);
  b = await openBrowser(DESKTOP);
  b.page.on('response', (r) => {
    if (r.url().includes('/devnet/litecoin') && r.status() >= 500)
      void r.text().then((t) => serverErrors.push(`${r.status()} ${r.request().postData()} ${t}`));
  });
  const { page } = b;
  await importTestPhrase(page, app.url);
  // Litecoin is not among a new wallet's chains: add it from the catalogue.
  await page.getByRole('link', { name: 'Add coins and tokens' }).click();
  await page.getByLabel('Search coins and tokens').fill('litecoin');
  await page.getByRole('switch', { name: /^LTC on/ }).click();
  await page.getByRole('link', { name: '← Home' }).click();
  await openReceive(page, 'Litecoin');
  wallet = (await page.getByTestId('receive-address').textContent()) ?? '';
  await page.keyboard.press('Escape');
  // 2 LTC through the web server's devnet faucet (litecoind's faucet wallet pays, a block is mined).
  const funded = await fetch(`${app.url}/devnet/faucet/litecoin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address: wallet, amount: '2' }),
  });
  expect(funded.status, await funded.clone().text()).toBe(200);
}, 240_000);

afterAll(async () => {
  await b?.close();
  await app?.stop();
  await stack?.stop();
});

describe('Litecoin Receive (issue 16)', () => {
  it.skipIf(!litecoindAvailable())(
    'offers the first unused receive address, and the next one once the shown one received',
    async () => {
      const { page } = b;
      // The first Receive (before any funds) offered the account's first receive address.
      await expect(
        page.locator('li[data-chain="litecoin"] [data-testid="address-label"]').getAttribute('title'),
      ).resolves.toBe(wallet);
      await openReceive(page, 'Litecoin');
      const shown = page.getByTestId('receive-address');
      await shown.waitFor();
      // That address received (beforeAll, mined): Receive now offers the next unused one.
      expect(await shown.getAttribute('data-derive-path')).toBe("m/84'/1'/0'/0/1");
      const next = (await shown.textContent()) ?? '';
      expect(next).toMatch(/^rltc1/);
      expect(next).not.toBe(wallet);
      await page.keyboard.press('Escape');
    },
  );
});

describe('a Litecoin send', () => {
  it.skipIf(!litecoindAvailable())(
    'is pending on the coin page at once, with the actions its chain has, and never meets a rescanning refusal',
    async () => {
      const { page } = b;
      const to = await ltc.rpc<string>('getnewaddress', ['', 'bech32'], 'faucet');
      await page.getByRole('button', { name: 'Refresh balances' }).click();
      await page.locator('li[data-chain="litecoin"]').getByText('2 LTC').waitFor({ timeout: 30_000 });
      await openSend(page, 'Litecoin');
      await page.getByLabel('Recipient').fill(to);
      await page.getByText(/Valid .* address/).waitFor();
      await page.getByRole('textbox', { name: /^Amount/ }).fill('0.5');
      await expectEnabled(page, 'Review');
      await page.getByRole('button', { name: 'Review' }).click();
      await page.getByRole('button', { name: 'Confirm and send' }).click();
      await atPath(page, '/home');
      await page.getByText('Transaction In-progress').first().waitFor();
      const sentAt = Date.now();

      await page.getByRole('link', { name: 'Litecoin', exact: true }).click();
      // The sent row comes first (pending rows lead), before the history arrives.
      const row = page.getByTestId('history-row').first();
      await row.waitFor({ timeout: 5_000 });
      expect(await row.textContent()).toContain('0.5 LTC');
      expect(Date.now() - sentAt).toBeLessThan(5_000);
      expect(await row.getAttribute('data-status')).toBe('PENDING');
      expect(await row.getByTestId('status').textContent()).toBe('Pending');
      // The buttons follow the adapter's capabilities: the Bitcoin family replaces by fee for both.
      await row.getByRole('button', { name: /^Speed up/ }).waitFor();
      await row.getByRole('button', { name: /^Cancel/ }).waitFor();
      // The funding row is incoming and confirmed: no actions there.
      expect(await page.getByTestId('history-row').nth(1).getByRole('button').count()).toBe(0);

      await ltc.mine(1);
      await page.getByRole('button', { name: /^Refresh Litecoin/ }).click();
      await page
        .locator('[data-testid="history-row"][data-status="SUCCESS"]')
        .first()
        .waitFor({ timeout: 30_000 });
      // Concurrent history reads once made litecoind refuse with "Wallet is currently rescanning".
      expect(serverErrors.filter((e) => /rescanning/i.test(e))).toEqual([]);
    },
  );
});
