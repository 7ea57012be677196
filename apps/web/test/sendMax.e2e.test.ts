/**
 * Issue "Nothing lost", item 2 (web): asking for more than the balance, the review shows the
 * amount that will really be sent (balance − fee, the max rule) and says why; a custom fee price
 * changes that amount, the fee and the total together; and what lands on chain (checked with
 * viem, independent of the app) is exactly what the review showed. Hardhat devnet on a free port.
 */
import { freePort, startDevnet, type Devnet } from '@kestrel/devnet';
import type { Page } from 'playwright-core';
import { createPublicClient, createWalletClient, http, parseEther, type Hex, type PublicClient } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { hardhat } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  atPath,
  expectEnabled,
  expectNoSerious,
  importTestPhrase,
  openSend,
  turnOnFeeOptions,
} from './flows';
import { DESKTOP, openBrowser, seriousA11yViolations, startApp, type App, type Browser } from './harness';

/** BIP-44 m/44'/60'/0'/0/0 of the BIP-39 "abandon … about" phrase (see session.e2e.test.ts). */
const WALLET = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
/** Hardhat's published default account #1 (Hardhat Network docs, "accounts"). */
const ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const FUNDING = parseEther('5');
const GWEI = 10n ** 9n;

let devnet: Devnet;
let app: App;
let b: Browser;
let chain: PublicClient;

const balance = (a: string) => chain.getBalance({ address: a as Hex });

beforeAll(async () => {
  devnet = await startDevnet({ port: await freePort() });
  expect(devnet.accounts[1]?.address).toBe(ACCOUNT_1);
  chain = createPublicClient({ chain: hardhat, transport: http(devnet.rpcUrl) });
  const funder = createWalletClient({
    chain: hardhat,
    transport: http(devnet.rpcUrl),
    account: privateKeyToAccount(devnet.accounts[0]!.privateKey),
  });
  await chain.waitForTransactionReceipt({
    hash: await funder.sendTransaction({ to: WALLET, value: FUNDING }),
  });
  app = await startApp({ api: 'http://127.0.0.1:9', evm: devnet.rpcUrl, litecoin: () => undefined });
  b = await openBrowser(DESKTOP);
  await importTestPhrase(b.page, app.url);
  await turnOnFeeOptions(b.page);
}, 240_000);

afterAll(async () => {
  await b?.close();
  await app?.stop();
  await devnet?.stop();
});

/** "9,999.5 ETH · …" → wei. */
const wei = (text: string | null) => parseEther((text ?? '').replace(/ ETH.*$/s, '').replace(/,/g, ''));

async function reviewFigures(page: Page) {
  const text = (id: string) => page.getByTestId(id).textContent();
  return {
    amount: wei(await text('review-amount')),
    fee: wei(await page.getByTestId('review-fee').locator('[data-exact]').getAttribute('data-exact')),
    total: wei(await text('review-total')),
    reason: (await text('review-max-reason')) ?? '',
  };
}

/** The reason names the reduced amount, exactly as the review's amount shows it. */
function reducedIn(reason: string): bigint {
  const m =
    /^Amount reduced to ([\d,.]+) ETH so the balance covers the network fee \(you asked for 100 ETH\)\.$/.exec(
      reason,
    );
  expect(m, reason).not.toBeNull();
  return parseEther(m![1]!.replace(/,/g, ''));
}

describe('more than the balance', () => {
  it('the review shows the reduced amount and why, and exactly that lands on chain', async () => {
    const { page } = b;
    const onChain = await balance(WALLET);
    expect(onChain).toBe(FUNDING);
    await openSend(page, 'Ethereum');
    await page.getByLabel('Recipient').fill(ACCOUNT_1);
    await page.getByText('Valid Ethereum address').waitFor();
    await page.getByRole('textbox', { name: /^Amount/ }).fill('100');
    await page.getByTestId('max-reason').waitFor({ timeout: 20_000 });

    // A custom fee price: the family reprices, so the reduced amount, the fee and the total follow.
    await page.getByRole('radio', { name: /Custom/ }).check();
    await page.getByLabel('Custom fee price (gwei)').fill('3');
    await expectEnabled(page, 'Review');
    // What the person typed stays; the form says what will be sent instead.
    expect(await page.getByRole('textbox', { name: /^Amount/ }).inputValue()).toBe('100');
    await page.getByRole('button', { name: 'Review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Review: send ETH' });
    await dialog.waitFor();
    const shown = await reviewFigures(page);
    expect(await page.getByTestId('max-reason').textContent()).toBe(shown.reason);
    expect(reducedIn(shown.reason)).toBe(shown.amount);
    // Amount + fee is the whole balance, as the chain reports it; the fee is at 3 gwei.
    expect(shown.amount + shown.fee).toBe(onChain);
    expect(shown.total).toBe(onChain);
    expect(shown.fee % (3n * GWEI)).toBe(0n);
    expectNoSerious(await seriousA11yViolations(page), 'send review (reduced amount)');

    await dialog.getByRole('button', { name: 'Confirm and send' }).click();
    await atPath(page, '/home');
    await page.getByText('Transaction Successful').waitFor({ timeout: 60_000 });

    const block = await chain.getBlock({ includeTransactions: true });
    const tx = block.transactions.find((t) => t.from.toLowerCase() === WALLET.toLowerCase());
    expect(tx).toBeDefined();
    // On chain: the reviewed amount to the reviewed address, at the reviewed price and fee.
    expect(tx!.to?.toLowerCase()).toBe(ACCOUNT_1.toLowerCase());
    expect(tx!.value).toBe(shown.amount);
    expect(tx!.maxFeePerGas ?? tx!.gasPrice).toBe(3n * GWEI);
    expect(tx!.gas * 3n * GWEI).toBe(shown.fee);
    const receipt = await chain.getTransactionReceipt({ hash: tx!.hash });
    expect(receipt.status).toBe('success');
    // The sender paid the amount and what the gas really cost (at most the reviewed fee).
    const paid = receipt.gasUsed * receipt.effectiveGasPrice;
    expect(paid).toBeLessThanOrEqual(shown.fee);
    expect(await balance(WALLET)).toBe(onChain - shown.amount - paid);
  });
});
