/**
 * Issues 13-15 in the browser: for each family beyond EVM and Bitcoin with a devnet node, the
 * web app's coin screen, Receive with the one-click faucet, Send with its review (the fee in fiat
 * where the demo prices have the coin, else in coin) and the history row pending then confirmed.
 * One set of nodes (each the family's emulator or ledger on a free port, reached through the
 * app's /devnet/node/<node> path via KESTREL_DEVNET_<NODE>_RPC), one product API with the demo
 * prices, one app build and one browser serve every case. Adding a family is one entry in CASES.
 */
import { startApiServer, type RunningApiServer } from '@kestrel/api';
import {
  startAptosDevnet,
  startCardanoDevnet,
  startCosmosDevnet,
  startFilecoinDevnet,
  startHederaDevnet,
  startPolkadotDevnet,
  startRippleDevnet,
  startSolanaDevnet,
  startStellarDevnet,
  startTezosDevnet,
  startTonDevnet,
  startTronDevnet,
} from '@kestrel/devnet';
import { deriveAccount, getChain, loadFamilies, seedFromMnemonic } from '@kestrel/wallet';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USD_PRICES, startDemoQuotes, type DemoQuotes } from '../../../scripts/demo-quotes';
import { atPath, expectEnabled, importTestPhrase } from './flows';
import { DESKTOP, openBrowser, startApp, type App, type Browser } from './harness';

/** Another published test phrase (BIP-39 test vectors) receives; never a real wallet. */
const RECEIVER_PHRASE = 'legal winner thank year wave sausage worth useful legal winner thank yellow';

interface Case {
  /** The chain, as the registry names it; its devnet node has the same name. */
  chain: string;
  /** Starts the chain's node on a free port, without touching the shared info files. */
  start: () => Promise<{ rpcUrl: string; stop(): Promise<unknown> }>;
  /** Amount to send (whole coins); the receiver is new, so some chains want a reserve. */
  send: string;
  /** Faucet clicks (10 coins each) before the send. */
  clicks?: number;
}

const CASES: Case[] = [
  { chain: 'solana', start: () => startSolanaDevnet({ port: 0, infoFile: false, accounts: 1 }), send: '0.5' },
  { chain: 'ton', start: () => startTonDevnet({ port: 0, infoFile: false }), send: '1' },
  // A new Stellar receiver: the payment becomes create-account (spec).
  { chain: 'stellar', start: () => startStellarDevnet({ port: 0, infoFile: false, accounts: 1 }), send: '2' },
  // XRP: sender and new receiver both keep the 10 XRP reserve.
  { chain: 'ripple', start: () => startRippleDevnet({ port: 0, infoFile: false }), send: '12', clicks: 3 },
  { chain: 'tron', start: () => startTronDevnet({ port: 0, infoFile: false }), send: '5' },
  { chain: 'cardano', start: () => startCardanoDevnet({ port: 0, infoFile: false }), send: '2' },
  {
    chain: 'cosmos',
    start: () => startCosmosDevnet({ chain: 'cosmos', port: 0, infoFile: false }),
    send: '1',
  },
  {
    chain: 'thorchain',
    start: () => startCosmosDevnet({ chain: 'thorchain', port: 0, infoFile: false }),
    send: '1',
  },
  // The new receiver gets at least the existential deposit (1 DOT).
  { chain: 'polkadot', start: () => startPolkadotDevnet({ port: 0, infoFile: false }), send: '2' },
  { chain: 'tezos', start: () => startTezosDevnet({ port: 0, infoFile: false }), send: '2' },
  // A new receiver by key alias: the transfer creates its account (the fee adds the creation).
  { chain: 'hedera', start: () => startHederaDevnet({ port: 0, infoFile: false }), send: '2' },
  // A new receiver: aptos_account::transfer creates its account (the simulation prices it).
  { chain: 'aptos', start: () => startAptosDevnet({ port: 0, infoFile: false }), send: '2' },
  // The node's gas estimate and the scan's base fee + 500; a new receiver costs the account's creation gas.
  { chain: 'filecoin', start: () => startFilecoinDevnet({ port: 0, infoFile: false }), send: '2' },
];

const envName = (node: string) => `KESTREL_DEVNET_${node.toUpperCase().replace(/-/g, '_')}_RPC`;

let nodes: { chain: string; stop(): Promise<unknown> }[] = [];
let quotes: DemoQuotes | undefined;
let api: RunningApiServer | undefined;
let app: App | undefined;
let b: Browser | undefined;
const previousEnv = new Map<string, string | undefined>();

beforeAll(async () => {
  // The nodes start while the app builds (the proxy reads their URLs per request).
  const building = (async () => {
    quotes = await startDemoQuotes();
    api = await startApiServer({
      port: 0,
      databaseUrl: ':memory:',
      cmcApiKeys: ['demo'],
      cmcBaseUrl: quotes.baseUrl,
      log: false,
    });
    app = await startApp({ api: api.url, evm: 'http://127.0.0.1:9', litecoin: () => undefined });
  })();
  const started = await Promise.allSettled(CASES.map((c) => c.start()));
  nodes = started.flatMap((r, i) =>
    r.status === 'fulfilled' ? [{ chain: CASES[i]!.chain, ...r.value }] : [],
  );
  started.forEach((r, i) => {
    if (r.status !== 'fulfilled') return;
    const name = envName(CASES[i]!.chain);
    previousEnv.set(name, process.env[name]);
    process.env[name] = r.value.rpcUrl;
  });
  await building;
  const failed = started.flatMap((r, i) =>
    r.status === 'rejected' ? [`${CASES[i]!.chain}: ${r.reason}`] : [],
  );
  if (failed.length) throw new Error(`Devnet nodes did not start: ${failed.join('; ')}`);
  b = await openBrowser(DESKTOP);
  await importTestPhrase(b.page, app!.url);
  await addCoins(
    b.page,
    CASES.map((c) => c.chain),
  );
}, 240_000);

afterAll(async () => {
  await b?.close();
  await app?.stop();
  await api?.close();
  await quotes?.close();
  await Promise.all(nodes.map((n) => n.stop().catch(() => undefined)));
  for (const [name, value] of previousEnv)
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
});

/** Adds the chains' coins the new wallet does not have, from the catalogue (one visit). */
async function addCoins(page: Page, chains: string[]): Promise<void> {
  const missing: string[] = [];
  for (const chain of chains)
    if ((await page.locator(`li[data-chain="${chain}"]`).count()) === 0) missing.push(chain);
  if (!missing.length) return;
  await page.getByRole('link', { name: 'Add coins and tokens' }).click();
  for (const chain of missing) {
    const { symbol, name } = getChain(chain);
    await page.getByLabel('Search coins and tokens').fill(name);
    await page.getByRole('switch', { name: `${symbol} on ${name}`, exact: true }).click();
    await page.getByRole('switch', { name: `${symbol} on ${name}`, exact: true, checked: true }).waitFor();
  }
  await page.getByRole('link', { name: '← Home' }).click();
  await atPath(page, '/home');
}

/** Records the titles of the toasts shown from now on (a progress toast may go in milliseconds). */
async function watchToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const w = window as unknown as { toastTitles: string[]; toastWatch?: MutationObserver };
    w.toastWatch?.disconnect();
    w.toastTitles = [];
    w.toastWatch = new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes)
          if (n instanceof HTMLElement)
            for (const t of n.matches('strong') ? [n] : [...n.querySelectorAll('strong')])
              w.toastTitles.push(t.textContent ?? '');
    });
    w.toastWatch.observe(document.querySelector('[aria-label="Notifications"]')!, {
      childList: true,
      subtree: true,
    });
  });
  return () => page.evaluate(() => (window as unknown as { toastTitles: string[] }).toastTitles);
}

describe.each(CASES)('$chain in the web app on its devnet node', ({ chain, send, clicks = 1 }) => {
  it('coin screen, Receive with the faucet, Send with review, history pending then confirmed', async () => {
    const page = b!.page;
    const { name, symbol } = getChain(chain);
    await loadFamilies([chain]);
    const to = deriveAccount(chain, seedFromMnemonic(RECEIVER_PHRASE), { network: 'devnet' }).address;

    // The coin's screen, from its row on Home.
    if (!(await page.evaluate(() => location.pathname === '/home')))
      await page.getByRole('link', { name: 'Home', exact: true }).click();
    await page.getByRole('link', { name, exact: true }).click();
    await page.getByRole('heading', { name: `${name} (${symbol})` }).waitFor();

    // Receive: the faucet pays the shown address.
    await page.getByRole('button', { name: `Receive ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Receive ${name}` });
    const fund = dialog.getByRole('button', { name: `Fund with 10 ${symbol} from the devnet faucet` });
    const toasts = await watchToasts(page);
    for (let i = 1; i <= clicks; i++) {
      await fund.click();
      await expect
        .poll(async () => (await toasts()).filter((t) => t === 'Funded from the devnet faucet').length, {
          timeout: 30_000,
        })
        .toBe(i);
      await expect.poll(() => fund.isEnabled()).toBe(true);
    }
    expect(await toasts()).not.toContain('The faucet did not fund the address');
    await page.keyboard.press('Escape');
    const funded = `${10 * clicks} ${symbol}`;
    await page.getByTestId('balance').getByText(funded, { exact: true }).waitFor({ timeout: 30_000 });

    // Send with its review: the fee in fiat where a demo price exists, else in the coin.
    await page.getByRole('button', { name: `Send ${name}` }).click();
    await page.getByRole('heading', { name: `Send ${name}` }).waitFor();
    await page.getByLabel('Recipient').fill(to);
    await page.getByText(/Valid .* address/).waitFor();
    await page.getByRole('textbox', { name: /^Amount/ }).fill(send);
    await expectEnabled(page, 'Review');
    await page.getByRole('button', { name: 'Review' }).click();
    const review = page.getByRole('dialog', { name: `Review: send ${symbol}` });
    const fee = (await review.getByTestId('review-fee').textContent()) ?? '';
    expect(fee).toContain(symbol);
    if (DEMO_USD_PRICES[symbol]) expect(fee).toMatch(/ · [\d.,]+ USD$/);
    else expect(fee).not.toContain('USD');
    expect(await review.getByTestId('review-to').textContent()).toContain(to);
    const sent = await watchToasts(page);
    await review.getByRole('button', { name: 'Confirm and send' }).click();
    await atPath(page, '/home');

    // Pending first (the progress toast), then confirmed, in the toasts and in the history.
    await expect.poll(sent, { timeout: 60_000 }).toContain('Transaction Successful');
    const titles = await sent();
    expect(titles.indexOf('Transaction In-progress')).toBeGreaterThanOrEqual(0);
    expect(titles.indexOf('Transaction In-progress')).toBeLessThan(titles.indexOf('Transaction Successful'));
    await page.getByRole('link', { name, exact: true }).click();
    const row = page
      .locator('[data-testid="history-row"]')
      .filter({ hasText: `${send} ${symbol}` })
      .filter({ hasText: 'Sent' });
    await expect
      .poll(
        async () => {
          if ((await row.count()) === 0 || (await row.first().getAttribute('data-status')) !== 'SUCCESS')
            await page.getByRole('button', { name: `Refresh ${name} balance and transactions` }).click();
          return row.first().getAttribute('data-status');
        },
        { timeout: 45_000, interval: 2_000 },
      )
      .toBe('SUCCESS');
    expect(await row.first().getByTestId('status').textContent()).toBe('Confirmed');
  }, 120_000);
});
