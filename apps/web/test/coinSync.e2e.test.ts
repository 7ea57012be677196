/**
 * Coin sync and registration in the app against the real product API (in-process, SQLite): after
 * importing the test phrase, the wallet's coins are registered (POST /coins/register), the
 * new-coin check reads the catalogue with limit 200 and status true, and the sync that follows
 * shows the spec's toasts; the coins it adds stay out of Home's list (not "in wallet").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startManageStack, type ManageStack } from './manageStack';

let s: ManageStack;
beforeAll(async () => {
  s = await startManageStack();
}, 240_000);
afterAll(async () => {
  await s?.stop();
});

describe('coin sync in the app', () => {
  it('registers the new wallet, checks the catalogue at unlock and syncs with the sync toasts', async () => {
    const { page } = s.b;
    await page.getByText('Sync Successful').waitFor({ timeout: 30_000 });
    expect(s.apiRequests).toContain('/api/currencies?page=1&limit=200&status=true');
    expect(s.apiRequests.filter((r) => r === '/api/coins/register').length).toBeGreaterThan(0);
    // What the sync added is in the wallet but not shown on Home: only the imported coins are.
    const names = await page.getByRole('link', { name: 'Tether USD' }).count();
    expect(names).toBe(0);
  });
});
