/**
 * Issue 12's layout polish, measured in the browser on a Hardhat devnet: Send and Receive appear
 * once per screen (Home's balance card, the coin's screen), never on each coin row; a toast never
 * covers a button, on a 360 px phone and on a desktop; the main screens share one width; and at
 * 360 px no amount or address is cut off by the layout.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_1, sendFromUi, startDevnetStack, type DevnetStack } from './devnetStack';
import { atPath, expectEnabled, openReceive, openSend } from './flows';
import { DESKTOP, PHONE } from './harness';

let s: DevnetStack;
beforeAll(async () => {
  s = await startDevnetStack({ eth: '5' });
}, 240_000);
afterAll(async () => {
  await s?.stop();
});

/**
 * Buttons and fields drawn in the viewport that a toast box overlaps (labels, for the message).
 * With `pushDown`, a box that tall is first put at the top of `main` (a page change moving every
 * control down), and the measure is taken before the browser could draw another frame.
 */
async function coveredControls(page: Page, pushDown = 0): Promise<string[]> {
  return page.evaluate(async (pushDown) => {
    const pad = document.createElement('div');
    if (pushDown) {
      pad.style.height = `${pushDown}px`;
      document.querySelector('main')!.prepend(pad);
      // Mutation records are delivered first; no frame is drawn before this resumes.
      await new Promise<void>((resolve) => queueMicrotask(resolve));
    }
    const region = document.querySelector('[aria-label="Notifications"]');
    const toasts = [...(region?.children ?? [])].map((t) => t.getBoundingClientRect());
    const hits: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('button, input, select, textarea')) {
      if (region?.contains(el)) continue;
      // The part drawn: clipped by every scrolling ancestor (a dialog's body scrolls).
      const b = el.getBoundingClientRect();
      const r = { left: b.left, right: b.right, top: b.top, bottom: b.bottom };
      for (let p = el.parentElement; p; p = p.parentElement) {
        if (getComputedStyle(p).overflowY === 'visible') continue;
        const c = p.getBoundingClientRect();
        r.left = Math.max(r.left, c.left);
        r.right = Math.min(r.right, c.right);
        r.top = Math.max(r.top, c.top);
        r.bottom = Math.min(r.bottom, c.bottom);
      }
      if (r.right <= r.left || r.bottom <= r.top || r.bottom <= 0 || r.top >= innerHeight) continue;
      for (const t of toasts)
        if (r.left < t.right && t.left < r.right && r.top < t.bottom && t.top < r.bottom)
          hits.push(el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName);
    }
    pad.remove();
    return hits;
  }, pushDown);
}

/** Texts cut off by the layout (overflowing a box that hides or ellipsises), in `main` and dialogs. */
async function truncated(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main *, [role="dialog"] *')]
      .filter((el) => {
        const st = getComputedStyle(el);
        const clips = st.overflowX !== 'visible' || st.textOverflow === 'ellipsis';
        // Visually hidden labels (1 px boxes for screen readers) are not cut text.
        const hiddenLabel = el.clientWidth <= 1 || el.closest('.visually-hidden');
        return clips && !hiddenLabel && el.scrollWidth > el.clientWidth + 1 && el.textContent?.trim();
      })
      .map((el) => el.textContent!.trim()),
  );
}

/** The width of `main`'s content box, and how wide the screen's content is drawn in it. */
async function widths(page: Page): Promise<{ column: number; drawn: number }> {
  return page.evaluate(() => {
    const main = document.querySelector('main')!;
    const st = getComputedStyle(main);
    const column = main.clientWidth - parseFloat(st.paddingLeft) - parseFloat(st.paddingRight);
    // A screen that wraps itself in one narrower box (a form of 640 px) draws narrower than main.
    let box: Element = main;
    while (box.children.length === 1) box = box.children[0]!;
    const drawn = Math.max(
      ...[...box.children].map((el) => Math.round(el.getBoundingClientRect().width)),
      box === main ? 0 : Math.round(box.getBoundingClientRect().width),
    );
    return { column: Math.round(column), drawn };
  });
}

const goHome = async (page: Page) => {
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await atPath(page, '/home');
};

describe('layout polish (issue 12)', () => {
  it('Send and Receive once per screen, none on the coin rows; the coin screen has its own', async () => {
    const { page } = s.b;
    await page.locator('li[data-chain="ethereum"]').first().waitFor();
    expect(await page.locator('li[data-chain] button').count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Send\b/ }).count()).toBe(1);
    expect(await page.getByRole('button', { name: /^Receive\b/ }).count()).toBe(1);
    await page.getByRole('link', { name: 'Ethereum', exact: true }).click();
    await page.getByRole('heading', { name: 'Ethereum (ETH)' }).waitFor();
    expect(await page.getByRole('button', { name: /^Send\b/ }).count()).toBe(1);
    expect(await page.getByRole('button', { name: /^Receive\b/ }).count()).toBe(1);
    await page.getByRole('button', { name: 'Send Ethereum' }).click();
    await page.getByRole('heading', { name: 'Send Ethereum' }).waitFor();
    await goHome(page);
  });

  for (const [label, viewport] of [
    ['phone (360 px)', PHONE],
    ['desktop', DESKTOP],
  ] as const)
    it(`a toast covers no button on the ${label}`, async () => {
      const { page } = s.b;
      await page.setViewportSize(viewport);
      // Mining stopped: the send's progress toast stays while the next form is filled.
      await s.rpc('evm_setAutomine', [false]);
      const titles = () =>
        page.getByRole('region', { name: 'Notifications' }).locator('strong').allTextContents();
      try {
        await sendFromUi(page, 'Ethereum', ACCOUNT_1, '0.01');
        expect(await coveredControls(page), 'Home').toEqual([]);
        expect(await coveredControls(page, 300), 'Home, its controls pushed down').toEqual([]);
        await openSend(page, 'Ethereum');
        await page.getByLabel('Recipient').fill(ACCOUNT_1);
        await page.getByRole('textbox', { name: /^Amount/ }).fill('0.01');
        await expectEnabled(page, 'Review');
        expect(await titles()).toContain('Transaction In-progress');
        expect(await coveredControls(page), 'Send').toEqual([]);
        // Scrolled to the very bottom, Review still stands clear of the toast.
        await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForTimeout(100);
        expect(await coveredControls(page), 'Send, scrolled down').toEqual([]);
        // The review (a bottom sheet on phones) sits above the toasts too.
        await page.getByRole('button', { name: 'Review' }).click();
        await page
          .getByRole('dialog', { name: /^Review/ })
          .getByRole('button', { name: 'Confirm and send' })
          .waitFor();
        expect(await titles()).toContain('Transaction In-progress');
        expect(await coveredControls(page), 'review').toEqual([]);
        await page.keyboard.press('Escape');
      } finally {
        await s.rpc('evm_mine');
        await s.rpc('evm_setAutomine', [true]);
        await page.setViewportSize(DESKTOP);
      }
      await goHome(page);
    });

  it('the main screens share one width', async () => {
    const { page } = s.b;
    const seen: Record<string, { column: number; drawn: number }> = {};
    const visit = async (name: string, go: () => Promise<void>) => {
      await go();
      await page.waitForTimeout(200);
      seen[name] = await widths(page);
    };
    await visit('home', () => goHome(page));
    await visit('coin', async () => {
      await page.getByRole('link', { name: 'Ethereum', exact: true }).click();
      await page.getByRole('heading', { name: 'Ethereum (ETH)' }).waitFor();
    });
    await visit('send', async () => {
      await page.getByRole('button', { name: 'Send Ethereum' }).click();
      await page.getByRole('heading', { name: 'Send Ethereum' }).waitFor();
    });
    await visit('transactions', () => page.getByRole('link', { name: 'Transactions', exact: true }).click());
    await visit('settings', () => page.getByRole('link', { name: 'Settings', exact: true }).click());
    await visit('batch', async () => {
      await goHome(page);
      await page.getByRole('link', { name: /^Batch transfers/ }).click();
      await atPath(page, '/home/batch');
    });
    await visit('catalogue', async () => {
      await goHome(page);
      await page.getByRole('link', { name: 'Add coins and tokens' }).click();
      await atPath(page, '/home/catalogue');
    });
    const columns = new Set(Object.values(seen).map((w) => w.column));
    expect(columns.size, JSON.stringify(seen)).toBe(1);
    for (const [name, w] of Object.entries(seen)) expect(w.drawn, `${name} is drawn narrower`).toBe(w.column);
    await goHome(page);
  });

  it('at 360 px no amount or address is cut off (Home, coin, activity, Receive, Send, review)', async () => {
    const { page } = s.b;
    await page.setViewportSize(PHONE);
    try {
      await goHome(page);
      await page.locator('li[data-chain="ethereum"] [data-testid="amount"]').first().waitFor();
      expect(await truncated(page), 'home').toEqual([]);
      await page.getByRole('link', { name: 'Ethereum', exact: true }).click();
      await page.getByTestId('history-row').first().waitFor({ timeout: 30_000 });
      expect(await truncated(page), 'coin').toEqual([]);
      await page.getByRole('link', { name: 'Transactions', exact: true }).click();
      await page.getByTestId('history-row').first().waitFor({ timeout: 30_000 });
      expect(await truncated(page), 'transactions').toEqual([]);
      await openReceive(page, 'Ethereum');
      await page.getByTestId('receive-address').waitFor();
      expect(await truncated(page), 'receive').toEqual([]);
      await page.keyboard.press('Escape');
      await openSend(page, 'Ethereum');
      await page.getByLabel('Recipient').fill(ACCOUNT_1);
      await page.getByRole('textbox', { name: /^Amount/ }).fill('0.01');
      await expectEnabled(page, 'Review');
      expect(await truncated(page), 'send').toEqual([]);
      await page.getByRole('button', { name: 'Review' }).click();
      await page.getByTestId('review-fee').waitFor();
      expect(await truncated(page), 'review').toEqual([]);
      await page.keyboard.press('Escape');
    } finally {
      await page.setViewportSize(DESKTOP);
    }
    await goHome(page);
  });
});
