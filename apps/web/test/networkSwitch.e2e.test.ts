/**
 * Issue 12, defect 1: a send still pending when the person switches network must not lock the
 * wallet on the new network when it confirms. Hardhat's automine is off while the send waits,
 * so its confirmation comes only after the switch.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_1, sendFromUi, startDevnetStack, type DevnetStack } from './devnetStack';
import { atPath, PASSWORD } from './flows';

let s: DevnetStack;
beforeAll(async () => {
  s = await startDevnetStack({ eth: '5' });
}, 240_000);
afterAll(async () => {
  await s?.stop();
});

describe('switching network with a send pending', () => {
  it('the old network’s confirmation neither locks nor blanks the wallet on the new one', async () => {
    const { page } = s.b;
    await s.rpc('evm_setAutomine', [false]);
    await sendFromUi(page, 'Ethereum', ACCOUNT_1, '0.1');

    await page.getByTestId('network-switch').selectOption('testnet');
    await page.getByRole('button', { name: 'Switch and lock' }).click();
    await atPath(page, '/unlock');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Unlock' }).click();
    await atPath(page, '/home');
    await page.getByRole('heading', { name: 'Coins' }).waitFor();

    // The devnet send confirms now, while the wallet is open on testnet.
    await s.rpc('evm_mine');
    await page.getByText('Transaction Successful').waitFor({ timeout: 30_000 });
    // Its refresh runs after the toast: give it time to reach the store.
    await page.waitForTimeout(3_000);
    expect(await page.evaluate(() => location.pathname)).toBe('/home');
    await page.getByRole('heading', { name: 'Coins' }).waitFor({ timeout: 2_000 });
    expect(await page.getByTestId('network-switch').inputValue()).toBe('testnet');
    // Still usable: the coin list and navigation respond.
    await page.getByRole('link', { name: 'Settings' }).click();
    await atPath(page, '/settings');
  });
});
