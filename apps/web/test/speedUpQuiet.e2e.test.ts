/**
 * Issue 12, defect 8: after a speed-up, the replaced transaction's wait ends quietly: no
 * 'Transaction pending' / 'Transaction take too long' warning arrives for it later. Hardhat with
 * automine off; the page clock runs the send's 15 polls of 5 s in moments.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_1, sendFromUi, startDevnetStack, type DevnetStack } from './devnetStack';

let s: DevnetStack;
beforeAll(async () => {
  s = await startDevnetStack({ eth: '5', clock: true });
}, 240_000);
afterAll(async () => {
  await s?.stop();
});

/** Every toast title and text the page shows from now on (toasts close by themselves). */
async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seenToasts: string[] }).seenToasts = seen;
    const region = document.querySelector('[aria-label="Notifications"]') ?? document.body;
    new MutationObserver((records) => {
      for (const r of records) for (const n of r.addedNodes) if (n.textContent) seen.push(n.textContent);
    }).observe(region, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { seenToasts: string[] }).seenToasts);
}

describe('speed-up', () => {
  it('the replaced send’s wait ends without a “take too long” warning', async () => {
    const { page } = s.b;
    await s.rpc('evm_setAutomine', [false]);
    await sendFromUi(page, 'Ethereum', ACCOUNT_1, '0.1');
    const seen = await recordToasts(page);

    await page.getByRole('link', { name: 'Ethereum', exact: true }).click();
    const pending = page.locator('[data-testid="history-row"][data-status="PENDING"]');
    await pending.getByRole('button', { name: /^Speed up/ }).click();
    await page.getByText('Updated Transaction In-progress').waitFor({ timeout: 20_000 });
    await s.rpc('evm_mine');
    // The replacement's own wait sees it mined.
    for (let i = 0; i < 4 && !(await seen()).some((t) => t.includes('Transaction Successful')); i++) {
      await page.clock.runFor(5_000);
      await page.waitForTimeout(500);
    }
    expect((await seen()).some((t) => t.includes('Transaction Successful'))).toBe(true);

    // Far past the first send's 15 polls of 5 s: its wait must have ended without a word.
    for (let i = 0; i < 18; i++) {
      await page.clock.runFor(5_000);
      await page.waitForTimeout(150);
    }
    expect((await seen()).filter((t) => /Transaction pending|take too long/.test(t))).toEqual([]);
  });
});
