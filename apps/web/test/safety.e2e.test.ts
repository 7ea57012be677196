/**
 * Safety in a real browser on a Hardhat devnet: the address book (a bad address refused with the
 * chain's reason, an entry picked in Send), the review's warnings for a poisoned look-alike of a
 * saved address and for a contract receiving plain ETH, and the Content-Security-Policy served as a
 * header and a meta tag. Every e2e test fails on a CSP violation (harness.ts); this one also says so.
 * Fingerprint unlock runs on Chromium's virtual platform authenticator (CDP WebAuthn domain), on
 * http://localhost: WebAuthn refuses an IP address as the relying party.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_1, startDevnetStack, type DevnetStack } from './devnetStack';
import { atPath, expectEnabled, importTestPhrase, openSend, PASSWORD } from './flows';
import { openBrowser } from './harness';

/** Same first and last 4 hex digits as Hardhat's account #1, a different address: a poisoning look-alike. */
const POISON = '0x7099aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa79c8';

let s: DevnetStack;

beforeAll(async () => {
  s = await startDevnetStack();
});
afterAll(async () => {
  await s?.stop();
});

async function review(to: string) {
  const page = s.b.page;
  await openSend(page, 'Ethereum');
  await page.getByLabel('Recipient').fill(to);
  await page.getByText(/Valid .* address/).waitFor();
  await page.getByRole('textbox', { name: /^Amount/ }).fill('0.1');
  await expectEnabled(page, 'Review');
  await page.getByRole('button', { name: 'Review' }).click();
  return page.getByRole('dialog', { name: /^Review/ });
}

describe('safety', () => {
  it('the app is served with its Content-Security-Policy, as a header and in the page', async () => {
    const res = await fetch(s.app.url);
    const header = res.headers.get('content-security-policy') ?? '';
    expect(header).toContain("script-src 'self';");
    expect(header).not.toContain('unsafe-eval');
    const meta = await s.b.page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(meta).toContain("connect-src 'self'");
  });

  it('a violation fails the test: an injected inline script is refused and reported', async () => {
    const other = await openBrowser();
    await other.page.goto(s.app.url);
    await other.page.addScriptTag({ content: 'window.injected = 1' }).catch(() => undefined);
    await expect.poll(() => other.cspViolations().join(' ')).toContain('script-src');
    expect(await other.page.evaluate(() => 'injected' in window)).toBe(false);
    await expect(other.close()).rejects.toThrow('Content-Security-Policy violations');
  });

  it('first run: Home proposes an auto-lock time; "never" is a choice made knowingly', async () => {
    const page = s.b.page;
    const prompt = page.getByTestId('auto-lock-prompt');
    await prompt.waitFor();
    await prompt.getByRole('button', { name: 'Never: I lock it myself' }).click();
    await prompt.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    expect(await page.getByLabel('Lock time').inputValue()).toBe('0');
  });

  it('the address book refuses a bad address and Send offers a saved one', async () => {
    const page = s.b.page;
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await atPath(page, '/settings');
    const card = page.getByRole('region', { name: 'Address book' });
    await card.getByLabel('Name', { exact: true }).fill('Alice');
    await card.getByLabel('Address', { exact: true }).fill('0x7099');
    await card.getByRole('button', { name: 'Save address' }).click();
    await card.getByText(/^Not a valid Ethereum address/).waitFor();
    expect(await card.getByTestId('address-book').count()).toBe(0);
    await card.getByLabel('Address', { exact: true }).fill(ACCOUNT_1.toLowerCase());
    await card.getByRole('button', { name: 'Save address' }).click();
    await card.getByTestId('address-book').getByText(ACCOUNT_1).waitFor();

    await openSend(page, 'Ethereum');
    await page
      .getByLabel('Address book')
      .selectOption({ label: `Alice · ${ACCOUNT_1.slice(0, 8)}…${ACCOUNT_1.slice(-6)}` });
    expect(await page.getByLabel('Recipient').inputValue()).toBe(ACCOUNT_1);
    await page.getByText(/Valid .* address/).waitFor();
  });

  it('the review warns about a look-alike of a saved address, and not about the saved one', async () => {
    const dialog = await review(POISON);
    const warning = dialog.getByTestId('recipient-warnings');
    await warning.getByText(`This address looks like ${ACCOUNT_1}`).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    const clean = await review(ACCOUNT_1);
    await clean.getByRole('button', { name: 'Confirm and send' }).waitFor();
    // The checks ran (the look-alike above shows they do) and found nothing for the saved address.
    await s.b.page.waitForTimeout(500);
    expect(await clean.getByTestId('recipient-warnings').count()).toBe(0);
    await clean.getByRole('button', { name: 'Cancel' }).click();
  });

  it('the review warns when plain ETH goes to a contract (the devnet batch delegate, which takes ETH)', async () => {
    const dialog = await review(s.devnet.contracts.batchDelegate);
    await dialog
      .getByTestId('recipient-warnings')
      .getByText(/^This address is a contract/)
      .waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(s.b.cspViolations()).toEqual([]);
  });

  it('fingerprint unlock: a WebAuthn credential on the switch, its check before the password', async () => {
    const page = await s.b.context.newPage();
    // The harness blocks every host but 127.0.0.1; localhost is the same loopback server.
    await page.route(
      (url) => url.hostname === 'localhost',
      (route) => route.continue(),
    );
    const cdp = await s.b.context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    await importTestPhrase(page, s.app.url.replace('127.0.0.1', 'localhost'));
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    const fingerprint = page.getByRole('switch', { name: 'Fingerprint' });
    await fingerprint.click();
    await expect.poll(() => fingerprint.getAttribute('aria-checked'), { timeout: 15_000 }).toBe('true');
    expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials).toHaveLength(1);

    const lockAndUnlock = async () => {
      await page.getByRole('link', { name: 'Settings', exact: true }).click();
      await page.getByRole('button', { name: 'Lock now' }).click();
      await atPath(page, '/unlock');
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Unlock' }).click();
    };
    // The device refuses the person: the right password alone does not unlock.
    await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: false });
    await lockAndUnlock();
    await page.getByText('The fingerprint check failed or was cancelled').waitFor();
    expect(new URL(page.url()).pathname).toBe('/unlock');
    // The device verifies the person: the password unlocks.
    await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: true });
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Unlock' }).click();
    await atPath(page, '/home');
    await page.close();
  });
});
