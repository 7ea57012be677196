/**
 * Settings → Providers in a real browser (mainnet profile, nothing reached beyond 127.0.0.1): a
 * chain's endpoints in use and the keys its providers take, an Etherscan V2 key saved to the
 * vault and shown masked only, a bad RPC endpoint refused, one the Content-Security-Policy would block
 * refused, the person's own endpoint (allowed through KESTREL_CSP_CONNECT) listed first.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { atPath, expectNoSerious, importTestPhrase } from './flows';
import { DESKTOP, openBrowser, seriousA11yViolations, startApp, type App, type Browser } from './harness';

const KEY = 'ETHERSCANKEY0123456789ABCD';
let app: App;
let b: Browser;
beforeAll(async () => {
  // The person's own node, allowed by the build's Content-Security-Policy as README says.
  vi.stubEnv('KESTREL_CSP_CONNECT', 'http://127.0.0.1:1');
  app = await startApp();
  b = await openBrowser(DESKTOP);
  await importTestPhrase(b.page, app.url);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await b?.close();
  await app?.stop();
});

describe('Settings → Providers', () => {
  it('keeps an API key in the vault, shown masked; adds an own RPC endpoint and removes it; refuses a bad one', async () => {
    const { page } = b;
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await atPath(page, '/settings');
    const view = page.getByTestId('providers-view');
    await view.getByText('https://ethereum-rpc.publicnode.com').waitFor();
    await view.getByText('https://api.etherscan.io/v2/api').waitFor();
    await view.getByText('etherscan: not set (needed for history)').waitFor();

    await page.getByLabel('Service').selectOption('etherscan');
    await page.getByLabel('API key').fill(KEY);
    await page.getByRole('button', { name: 'Save key' }).click();
    await view.getByText('etherscan: set (••••ABCD)').waitFor();
    await expect(page.getByLabel('API key').inputValue()).resolves.toBe('');
    expect(await page.content()).not.toContain(KEY);

    await page.getByLabel('Your own RPC endpoint').fill('ftp://node');
    await page.getByRole('button', { name: 'Add RPC endpoint' }).click();
    await page.getByText('The RPC endpoint must be an http:// or https:// URL').waitFor();
    // An origin the page's Content-Security-Policy does not list would fail on every read.
    await page.getByLabel('Your own RPC endpoint').fill('http://127.0.0.1:2/');
    await page.getByRole('button', { name: 'Add RPC endpoint' }).click();
    await page.getByText(/Content-Security-Policy does not allow http:\/\/127\.0\.0\.1:2/).waitFor();
    await page.getByLabel('Your own RPC endpoint').fill('http://127.0.0.1:1/');
    await page.getByRole('button', { name: 'Add RPC endpoint' }).click();
    await view.getByText('http://127.0.0.1:1 (yours)').waitFor();
    const rpcRows = await view.locator('dd').allTextContents();
    expect(rpcRows[0]).toBe('http://127.0.0.1:1 (yours)');
    expectNoSerious(await seriousA11yViolations(page), 'settings providers');

    // Back to the registry's public endpoints.
    await page.getByRole('button', { name: 'Use the defaults' }).click();
    await view.getByText('http://127.0.0.1:1 (yours)').waitFor({ state: 'detached' });
  });
});
