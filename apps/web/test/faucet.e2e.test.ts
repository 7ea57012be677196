/**
 * Devnet conveniences (polish of issue 12): Home lists the coins whose chain runs locally first,
 * and Receive funds the address from the local node's faucet in one click (the balance follows).
 * Hardhat devnet on a free port; the web server's faucet route is checked for its refusals too.
 */
import { parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevnetStack, WALLET, type DevnetStack } from './devnetStack';
import { expectNoSerious, openReceive } from './flows';
import { seriousA11yViolations } from './harness';

let s: DevnetStack;
beforeAll(async () => {
  s = await startDevnetStack({ eth: '1' });
}, 240_000);
afterAll(async () => {
  await s?.stop();
});

describe('devnet conveniences', () => {
  it('lists the locally running coins first', async () => {
    const { page } = s.b;
    await page.waitForFunction(() => {
      const chains = [...document.querySelectorAll('li[data-chain]')].map((li) =>
        li.getAttribute('data-chain'),
      );
      return chains.indexOf('ethereum') >= 0 && chains.indexOf('ethereum') < chains.indexOf('bitcoin');
    });
    const chains = await page
      .locator('li[data-chain]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-chain')));
    expect(chains.at(-1)).toBe('bitcoin');
  });

  it('Receive funds the address from the faucet in one click', async () => {
    const { page } = s.b;
    await openReceive(page, 'Ethereum');
    const dialog = page.getByRole('dialog', { name: 'Receive Ethereum' });
    const fund = dialog.getByRole('button', { name: 'Fund with 10 ETH from the devnet faucet' });
    await fund.waitFor();
    expectNoSerious(await seriousA11yViolations(page), 'receive with the faucet');
    await fund.click();
    await page.getByText('Funded from the devnet faucet').waitFor({ timeout: 30_000 });
    expect(await s.balance(WALLET)).toBe(parseEther('11'));
    await page.keyboard.press('Escape');
    await page.locator('li[data-chain="ethereum"]').getByText('11 ETH').waitFor({ timeout: 20_000 });
  });

  it('the faucet route refuses bad amounts and other origins, and funds nothing then', async () => {
    const post = (body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${s.app.url}/devnet/faucet/evm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    expect((await post({ address: WALLET, amount: '1000' })).status).toBe(400);
    expect((await post({ address: WALLET, amount: '-1' })).status).toBe(400);
    expect((await post({ amount: '1' })).status).toBe(400);
    // The other nodes' faucets count in the smallest unit: without the coin's decimals, refused.
    const uniform = await fetch(`${s.app.url}/devnet/faucet/solana`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ address: WALLET, amount: '1' }),
    });
    expect(uniform.status).toBe(400);
    expect(((await uniform.json()) as { error: string }).error).toMatch(/decimals/);
    expect((await post({ address: WALLET, amount: '1' }, { origin: 'https://evil.example' })).status).toBe(
      403,
    );
    expect(await s.balance(WALLET)).toBe(parseEther('11'));
  });
});
