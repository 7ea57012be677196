/**
 * Send and batch in a real browser against a Hardhat devnet the test starts on a free port:
 * refused inputs change nothing on chain, 0.5 ETH reaches a Hardhat test account (pending then
 * success toast; balances checked with viem, independent of the app), an ERC-20 send, a batch of
 * two sends as one EIP-7702 transaction, and privacy mode (hidden in the form, shown in review).
 */
import { freePort, startDevnet, type Devnet } from '@kestrel/devnet';
import { loadFamilyOf, validateAddress } from '@kestrel/wallet';
import type { Page } from 'playwright-core';
import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  parseEther,
  type Hex,
  type PublicClient,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { hardhat } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  atPath,
  clearToasts,
  expectEnabled,
  expectNoSerious,
  importTestPhrase,
  openSend,
  turnOnFeeOptions,
} from './flows';
import {
  DESKTOP,
  openBrowser,
  PHONE,
  screenshotPath,
  seriousA11yViolations,
  startApp,
  type App,
  type Browser,
} from './harness';

/** BIP-44 m/44'/60'/0'/0/0 of the BIP-39 "abandon … about" phrase (see session.e2e.test.ts). */
const WALLET = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
/** Hardhat's published default accounts #1–#4 (Hardhat Network docs, "accounts"). */
const ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const ACCOUNT_2 = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const ACCOUNT_3 = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const ACCOUNT_4 = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65';
const FUNDING = parseEther('10');

let devnet: Devnet;
let app: App;
let b: Browser;
let chain: PublicClient;

const balance = (a: string) => chain.getBalance({ address: a as Hex });
const tokenBalance = (a: string) =>
  chain.readContract({
    address: devnet.contracts.erc20,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [a as Hex],
  });
const nonceOf = (a: string) => chain.getTransactionCount({ address: a as Hex });

beforeAll(async () => {
  await loadFamilyOf('ethereum');
  devnet = await startDevnet({ port: await freePort() });
  // The devnet's accounts are Hardhat's published ones.
  expect(devnet.accounts.slice(1, 5).map((a) => a.address)).toEqual([
    ACCOUNT_1,
    ACCOUNT_2,
    ACCOUNT_3,
    ACCOUNT_4,
  ]);
  chain = createPublicClient({ chain: hardhat, transport: http(devnet.rpcUrl) });
  // Fund the wallet from Hardhat account #0 (10 ETH and 1,000 KTT, minted to it by the devnet).
  const funder = createWalletClient({
    chain: hardhat,
    transport: http(devnet.rpcUrl),
    account: privateKeyToAccount(devnet.accounts[0]!.privateKey),
  });
  await chain.waitForTransactionReceipt({
    hash: await funder.sendTransaction({ to: WALLET, value: FUNDING }),
  });
  await chain.waitForTransactionReceipt({
    hash: await funder.writeContract({
      address: devnet.contracts.erc20,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [WALLET, parseEther('1000')],
    }),
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

/** Fills the form and waits for the fee options (the estimate succeeded). */
async function fillSend(page: Page, to: string, amount: string): Promise<void> {
  await page.getByLabel('Recipient').fill(to);
  await page.getByText(/Valid .* address/).waitFor();
  await page.getByRole('textbox', { name: /^Amount/ }).fill(amount);
  await page.getByRole('group', { name: 'Network fee' }).waitFor({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Review' }).waitFor();
  await expectEnabled(page, 'Review');
}

/** A review fee's every digit (the review shows it rounded, the exact value one click away). */
const exactFee = (page: Page, testId: string) =>
  page.getByTestId(testId).locator('[data-exact]').getAttribute('data-exact');

const reviewDisabled = (page: Page) => page.getByRole('button', { name: 'Review' }).isDisabled();

describe('send form', () => {
  it('refuses a bad address (with its reason), bad amounts, and an unknown name; nothing is sent', async () => {
    const { page } = b;
    const nonce = await nonceOf(WALLET);
    await openSend(page, 'Ethereum');

    await page.getByLabel('Recipient').fill('0x12345');
    const reason = validateAddress('ethereum', '0x12345', 'devnet');
    expect(reason.valid).toBe(false);
    await page.getByText((reason as { reason: string }).reason).waitFor();
    await page.getByLabel('Recipient').fill('nobody-here.eth');
    await page.getByText('Name not found: no address is set for nobody-here.eth').waitFor();
    expect(await reviewDisabled(page)).toBe(true);

    await page.getByLabel('Recipient').fill(ACCOUNT_1);
    await page.getByText('Valid Ethereum address').waitFor();
    const amount = page.getByRole('textbox', { name: /^Amount/ });
    for (const [typed, message] of [
      ['0.0000000000000000001', 'The amount has more than 18 decimals'],
      ['-1', 'The amount must not be negative'],
      ['0', 'The amount must be greater than zero'],
      ['1e18', 'The amount must be a decimal number'],
      [`1${'0'.repeat(80)}`, 'The amount is too large'],
    ] as const) {
      await amount.fill(typed);
      await page.getByText(message).waitFor();
      expect(await reviewDisabled(page)).toBe(true);
    }
    expectNoSerious(await seriousA11yViolations(page), 'send form (refused input)');
    expect(await nonceOf(WALLET)).toBe(nonce);
  });

  it('an amount above the balance is reduced to balance − fee (with the reason); cancelling the review sends nothing', async () => {
    const { page } = b;
    const onChain = await balance(WALLET);
    const nonce = await nonceOf(WALLET);
    await page.getByRole('textbox', { name: /^Amount/ }).fill('100000');
    await page.getByTestId('max-reason').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('max-reason').textContent()).toMatch(
      /^Amount reduced to [\d.]+ ETH so the balance covers the network fee \(you asked for 100,000 ETH\)\.$/,
    );
    await expectEnabled(page, 'Review');
    await page.getByRole('button', { name: 'Review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Review: send ETH' });
    await dialog.waitFor();
    const amount = (await page.getByTestId('review-amount').textContent()) ?? '';
    const fee = (await exactFee(page, 'review-fee')) ?? '';
    const total = (await page.getByTestId('review-total').textContent()) ?? '';
    const units = (t: string) => parseEther(t.replace(/ ETH.*$/, '').replace(/,/g, ''));
    // Amount + fee is the whole balance, as the chain reports it.
    expect(units(amount) + units(fee)).toBe(onChain);
    expect(units(total)).toBe(onChain);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await nonceOf(WALLET)).toBe(nonce);
    expect(await balance(WALLET)).toBe(onChain);
  });

  it('sends 0.5 ETH to a Hardhat account: progress then success toast; balances move by amount and fee', async () => {
    const { page } = b;
    await openSend(page, 'Ethereum');
    await fillSend(page, ACCOUNT_1, '0.5');
    // A custom fee price of 2 gwei, the EVM family's custom fee unit (refused: more than 9 decimals).
    await page.getByRole('radio', { name: /Custom/ }).check();
    await page.getByLabel('Custom fee price (gwei)').fill('0.0000000001');
    await page.getByText('The fee price has more than 9 decimals').waitFor();
    expect(await reviewDisabled(page)).toBe(true);
    await page.getByLabel('Custom fee price (gwei)').fill('2');
    await expectEnabled(page, 'Review');
    await clearToasts(page);
    await page.screenshot({ path: screenshotPath('send-desktop'), fullPage: true });
    const [senderBefore, receiverBefore] = await Promise.all([balance(WALLET), balance(ACCOUNT_1)]);

    await page.getByRole('button', { name: 'Review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Review: send ETH' });
    await dialog.waitFor();
    expect(await page.getByTestId('review-to').textContent()).toBe(ACCOUNT_1);
    expect(await page.getByTestId('review-amount').textContent()).toMatch(/^0\.5 ETH/);
    const reviewFee = parseEther(((await exactFee(page, 'review-fee')) ?? '').replace(/ ETH.*$/, ''));
    expectNoSerious(await seriousA11yViolations(page), 'send review');
    await page.screenshot({ path: screenshotPath('send-review-desktop') });

    await dialog.getByRole('button', { name: 'Confirm and send' }).click();
    await atPath(page, '/home');
    await page.getByText('Transaction In-progress').waitFor();
    await page.getByText('Transaction Successful').waitFor({ timeout: 60_000 });

    const block = await chain.getBlock({ includeTransactions: true });
    const tx = block.transactions.find((t) => t.from.toLowerCase() === WALLET.toLowerCase());
    expect(tx).toBeDefined();
    // The chosen price went on chain, and the review's fee was gas limit × 2 gwei.
    const twoGwei = 2n * 10n ** 9n;
    expect(tx!.maxFeePerGas ?? tx!.gasPrice).toBe(twoGwei);
    expect(reviewFee).toBe(tx!.gas * twoGwei);
    const receipt = await chain.getTransactionReceipt({ hash: tx!.hash });
    expect(receipt.status).toBe('success');
    const fee = receipt.gasUsed * receipt.effectiveGasPrice;
    expect((await balance(ACCOUNT_1)) - receiverBefore).toBe(parseEther('0.5'));
    expect(senderBefore - (await balance(WALLET))).toBe(parseEther('0.5') + fee);
  });

  it('sends an ERC-20 token added by its contract (fee paid in ETH)', async () => {
    const { page } = b;
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await page.getByRole('link', { name: 'Add coins and tokens' }).click();
    await page.getByRole('button', { name: 'Custom token' }).click();
    await page.getByLabel('Contract address').fill(devnet.contracts.erc20);
    await page.getByLabel('Symbol').fill('KTT');
    await page.getByLabel('Decimals').fill('18');
    await page.getByLabel('Name').fill('Kestrel Test Token');
    await page.getByRole('button', { name: 'Add token' }).click();
    await page.getByText('KTT added').waitFor();

    const before = await tokenBalance(ACCOUNT_2);
    await openSend(page, 'Kestrel Test Token');
    // More than the wallet holds: refused at the field ('Insufficient funds'), nothing sent.
    await page.getByLabel('Recipient').fill(ACCOUNT_2);
    await page.getByText('Valid Ethereum address').waitFor();
    await page.getByRole('textbox', { name: /^Amount/ }).fill('5000');
    await page.getByText('Insufficient funds: the balance is 1,000 KTT').waitFor({ timeout: 20_000 });
    expect(await reviewDisabled(page)).toBe(true);

    await page.getByRole('textbox', { name: /^Amount/ }).fill('25');
    await page.getByRole('group', { name: 'Network fee' }).waitFor({ timeout: 20_000 });
    await expectEnabled(page, 'Review');
    await page.getByRole('button', { name: 'Review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Review: send KTT' });
    await dialog.waitFor();
    expect(await page.getByTestId('review-total').textContent()).toMatch(/^25 KTT \+ 0\.\d+ ETH/);
    await dialog.getByRole('button', { name: 'Confirm and send' }).click();
    await atPath(page, '/home');
    await page.getByText('Transaction Successful').waitFor({ timeout: 60_000 });
    expect((await tokenBalance(ACCOUNT_2)) - before).toBe(parseEther('25'));
  });
});

describe('batch', () => {
  async function addToBatch(page: Page, to: string, amount: string): Promise<void> {
    await openSend(page, 'Ethereum');
    await fillSend(page, to, amount);
    await page.getByRole('button', { name: 'Review' }).click();
    await page
      .getByRole('dialog', { name: 'Review: send ETH' })
      .getByRole('button', { name: 'Add to batch' })
      .click();
  }

  it('adds sends to the batch (duplicates refused), flags a line above the balance, selects and removes', async () => {
    const { page } = b;
    await addToBatch(page, ACCOUNT_3, '0.1');
    await atPath(page, '/home');
    await page.getByText('Added to batch').waitFor();
    await addToBatch(page, ACCOUNT_4, '0.2');
    await atPath(page, '/home');
    // The same send again: the wallet package's duplicate toast, and no navigation.
    await addToBatch(page, ACCOUNT_3, '0.1');
    await page.getByText('Transaction already added').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await atPath(page, '/home');
    // A third and a fourth line of 5 ETH each: together above the ~9 ETH left.
    await addToBatch(page, ACCOUNT_1, '5');
    await atPath(page, '/home');
    await addToBatch(page, ACCOUNT_2, '5');
    await atPath(page, '/home');

    await page.getByRole('link', { name: 'Batch transfers (4)' }).click();
    await atPath(page, '/home/batch');
    await page.getByRole('heading', { name: 'Batch' }).waitFor();
    await page.getByTestId('invalid-reason').waitFor();
    // Spec §5, verbatim.
    expect(await page.getByTestId('invalid-reason').textContent()).toBe(
      'Your transaction(s) exceed the available balance. Please remove specific transaction(s) or add funds. Note: Gas fees are not included in this check and will be calculated separately',
    );
    const exceeded = page.locator('[data-testid="batch-line"][data-exceed="true"]');
    expect(await exceeded.count()).toBe(1);
    expect(await exceeded.getByTestId('exceeds').textContent()).toMatch(/needs .* ETH more/);
    expect(await page.getByRole('button', { name: /^Send batch/ }).isDisabled()).toBe(true);
    expectNoSerious(await seriousA11yViolations(page), 'batch view (invalid)');
    await clearToasts(page);
    await page.screenshot({ path: screenshotPath('batch-desktop'), fullPage: true });
    await page.setViewportSize(PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: screenshotPath('batch-phone'), fullPage: true });
    await page.setViewportSize(DESKTOP);

    // Filters: by chain and by address (one of each here, so every line stays).
    await page.getByLabel('Chain').selectOption('ethereum');
    await page.getByLabel('From address').selectOption(WALLET);
    expect(await page.getByTestId('batch-line').count()).toBe(4);

    // Selection mode: select all, then keep the first two lines, and remove the two 5 ETH lines.
    await page.getByRole('button', { name: 'Select', exact: true }).click();
    await page.getByLabel('Select all').check();
    await page.getByRole('button', { name: 'Remove selected (4)' }).waitFor();
    await page.getByLabel(/^Select ETH to 0x90F79b/).uncheck();
    await page.getByLabel(/^Select ETH to 0x15d34A/).uncheck();
    expectNoSerious(await seriousA11yViolations(page), 'batch view (selection)');
    await page.getByRole('button', { name: 'Remove selected (2)' }).click();
    await page.getByRole('button', { name: 'Done' }).click();
    expect(await page.getByTestId('batch-line').count()).toBe(2);
    await page.getByTestId('invalid-reason').waitFor({ state: 'detached' });
  });

  // On devnet the EVM adapter uses the batch delegate the devnet deploys (EVM_DEVNET_BATCH_DELEGATE).
  it('reviews the batch (every line, fee, total, the first batch’s delegation note) before sending it as one EIP-7702 transaction', async () => {
    const { page } = b;
    const [b3, b4] = await Promise.all([balance(ACCOUNT_3), balance(ACCOUNT_4)]);
    const nonce = await nonceOf(WALLET);
    await page.getByRole('button', { name: /^Send batch/ }).click();
    // Issue 12, defect 3: a review first, nothing broadcast yet.
    const dialog = page.getByRole('dialog', { name: 'Review: batch of 2 on Ethereum' });
    await dialog.waitFor();
    expect(await nonceOf(WALLET)).toBe(nonce);
    const lines = await dialog.getByTestId('batch-review-line').allTextContents();
    expect(lines).toEqual([
      expect.stringMatching(new RegExp(`^${ACCOUNT_3}0\\.1 ETH`)),
      expect.stringMatching(new RegExp(`^${ACCOUNT_4}0\\.2 ETH`)),
    ]);
    const feeText = (await exactFee(page, 'batch-review-fee')) ?? '';
    const fee = parseEther(feeText.replace(/ ETH.*$/s, ''));
    expect(fee).toBeGreaterThan(0n);
    const total = (await dialog.getByTestId('batch-review-total').textContent()) ?? '';
    expect(parseEther(total.replace(/ ETH.*$/s, ''))).toBe(parseEther('0.3') + fee);
    // The first batch delegates the address: what that means, the contract, and consent first.
    await expect(dialog.getByTestId('batch-delegation-note').textContent()).resolves.toMatch(
      /^This batch delegates your account to the contract BatchCallDelegate \(Kestrel devnet\)/,
    );
    expect(await dialog.getByTestId('batch-delegate-address').textContent()).toBe(
      devnet.contracts.batchDelegate,
    );
    const send = dialog.getByRole('button', { name: 'Confirm and send batch' });
    expect(await send.isDisabled()).toBe(true);
    expectNoSerious(await seriousA11yViolations(page), 'batch review');
    await page.screenshot({ path: screenshotPath('batch-review-desktop') });
    await dialog.getByLabel('I agree to delegate this address to this contract').check();
    await send.click();
    await atPath(page, '/home');
    await page.getByText('Transaction Successful').waitFor({ timeout: 60_000 });
    const block = await chain.getBlock({ includeTransactions: true });
    const tx = block.transactions.find((t) => t.from.toLowerCase() === WALLET.toLowerCase());
    expect(tx?.type).toBe('eip7702');
    // What the chain charged stays within the reviewed fee.
    const receipt = await chain.getTransactionReceipt({ hash: tx!.hash });
    expect(receipt.gasUsed * receipt.effectiveGasPrice).toBeLessThanOrEqual(fee);
    expect((await balance(ACCOUNT_3)) - b3).toBe(parseEther('0.1'));
    expect((await balance(ACCOUNT_4)) - b4).toBe(parseEther('0.2'));
    await page.getByRole('link', { name: 'Batch transfers', exact: true }).waitFor();
  });

  it('a second batch from the same address has the review without the first-batch note', async () => {
    const { page } = b;
    await addToBatch(page, ACCOUNT_3, '0.05');
    await page.getByText('Added to batch').waitFor();
    await page.getByRole('link', { name: 'Batch transfers (1)' }).click();
    await page.getByRole('button', { name: /^Send batch/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Review: batch of 1 on Ethereum' });
    await dialog.getByTestId('batch-review-total').waitFor();
    expect(await dialog.getByTestId('batch-delegation-note').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Select' }).click();
    await page.getByLabel('Select all').check();
    await page.getByRole('button', { name: /^Remove selected/ }).click();
    await page.getByText('No transfers in the batch.', { exact: false }).waitFor();
  });

  it('Settings shows the delegation and revokes it (a type-4 transaction to the zero address)', async () => {
    const { page } = b;
    const delegate = devnet.contracts.batchDelegate;
    expect((await chain.getCode({ address: WALLET as Hex }))?.toLowerCase()).toBe(
      `0xef0100${delegate.slice(2).toLowerCase()}`,
    );
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await atPath(page, '/settings');
    await page.getByRole('button', { name: 'Show delegations' }).click();
    // The wallet's Ethereum account (other EVM chains of the wallet have rows of their own).
    const row = page
      .getByTestId('delegation-row')
      .filter({ has: page.getByText('Ethereum', { exact: true }) });
    const status = row.getByTestId('delegation-status');
    await status.waitFor();
    expect(await status.textContent()).toBe(`Delegated to BatchCallDelegate (Kestrel devnet) (${delegate})`);
    expectNoSerious(await seriousA11yViolations(page), 'settings delegation');
    await row.getByRole('button', { name: 'Revoke delegation' }).click();
    await page
      .getByRole('dialog', { name: 'Revoke delegation' })
      .getByRole('button', { name: 'Revoke and send' })
      .click();
    await atPath(page, '/home');
    await page.getByText('Transaction Successful').waitFor({ timeout: 60_000 });
    expect(await chain.getCode({ address: WALLET as Hex })).toBeUndefined();
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await page.getByRole('button', { name: 'Show delegations' }).click();
    await row.getByText('Not delegated').waitFor();
    expect(await row.getByRole('button', { name: 'Revoke delegation' }).count()).toBe(0);
  });
});

describe('privacy mode', () => {
  it('hides the balance and fees in the send form, shows the amounts in the review', async () => {
    const { page } = b;
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await page.getByRole('button', { name: 'Hide amounts' }).click();
    await openSend(page, 'Ethereum');
    await page.setViewportSize(PHONE);
    await fillSend(page, ACCOUNT_1, '0.25');
    const amounts = await page.getByTestId('amount').allTextContents();
    expect(amounts.length).toBeGreaterThanOrEqual(3); // balance and the two fee options
    expect(amounts.every((a) => a.includes('Amount hidden'))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expectNoSerious(await seriousA11yViolations(page), 'send form (phone, privacy)');
    await clearToasts(page);
    await page.screenshot({ path: screenshotPath('send-phone'), fullPage: true });
    await page.getByRole('button', { name: 'Review' }).click();
    await page.getByRole('dialog', { name: 'Review: send ETH' }).waitFor();
    expect(await page.getByTestId('review-amount').textContent()).toMatch(/^0\.25 ETH/);
    expect(await page.getByTestId('review-fee').textContent()).toMatch(/^≈ 0\.\d+ ETH/);
    const exact = (await exactFee(page, 'review-fee')) ?? '';
    expect(exact).toMatch(/^0\.\d+ ETH$/);
    // Every digit is one click away.
    await page.getByTestId('review-fee').getByRole('button', { name: 'exact' }).click();
    expect(await page.getByTestId('review-fee').textContent()).toMatch(
      new RegExp(`^${exact.replace('.', '\\.')}`),
    );
    await page.screenshot({ path: screenshotPath('send-review-phone') });
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.setViewportSize(DESKTOP);
  });
});
