/**
 * What the manage e2e tests share: the real product API (packages/api, in-process on SQLite in a
 * temp dir) behind the app's /api proxy, a built app, a browser with the test phrase imported,
 * and small steps (toasts, screenshots, the 360 px check).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApiServer, type RunningApiServer } from '@kestrel/api';
import { expect } from 'vitest';
import { TOAST_DURATION_MS } from '../src/ui/toast';
import { importTestPhrase } from './flows';
import { DESKTOP, openBrowser, PHONE, screenshotPath, startApp, type App, type Browser } from './harness';

export interface ManageStack {
  app: App;
  b: Browser;
  /** Paths and queries of the page's /api requests, in order. */
  apiRequests: string[];
  stop(): Promise<void>;
}

export async function startManageStack(): Promise<ManageStack> {
  const apiDir = await mkdtemp(join(tmpdir(), 'kestrel-web-api-'));
  const api: RunningApiServer = await startApiServer({
    port: 0,
    host: '127.0.0.1',
    databaseUrl: join(apiDir, 'api.sqlite'),
    log: false,
  });
  // The app's /api proxy (devProxy.ts) follows KESTREL_API_URL: point it at this API.
  const previous = process.env.KESTREL_API_URL;
  process.env.KESTREL_API_URL = api.url;
  let app: App;
  try {
    app = await startApp();
  } finally {
    if (previous === undefined) delete process.env.KESTREL_API_URL;
    else process.env.KESTREL_API_URL = previous;
  }
  const b = await openBrowser(DESKTOP);
  await b.page.clock.install();
  const apiRequests: string[] = [];
  b.page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.pathname.startsWith('/api/')) apiRequests.push(u.pathname + u.search);
  });
  await importTestPhrase(b.page, app.url);
  return {
    app,
    b,
    apiRequests,
    async stop() {
      await b.close();
      await app.stop();
      await api.close();
      await rm(apiDir, { recursive: true, force: true });
    },
  };
}

/** Screenshot without stale toasts: run the page clock past the toast lifetime first. */
export async function shot(b: Browser, name: string, fullPage = true): Promise<void> {
  await b.page.clock.runFor(TOAST_DURATION_MS + 100);
  await b.page.screenshot({ path: screenshotPath(name), fullPage });
}

/**
 * Nothing of this screen's content (the <main> area and dialogs) sticks out at 360 px; names the
 * elements that do. (The shell's header is checked by the session test.)
 */
export async function expectNoOverflow(b: Browser): Promise<void> {
  const wide = await b.page.evaluate((w) => {
    return Array.from(document.querySelectorAll('main *, [role="dialog"] *'))
      .filter((el) => el.getBoundingClientRect().right > w + 1)
      .slice(0, 5)
      .map(
        (el) => `${el.tagName.toLowerCase()}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`,
      );
  }, PHONE.width);
  expect(wide).toEqual([]);
}

/** Waits for a toast with exactly this title or text. */
export async function toast(b: Browser, text: string): Promise<void> {
  await b.page.locator('[role="status"], [role="alert"]').getByText(text, { exact: true }).first().waitFor();
}
