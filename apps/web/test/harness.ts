/**
 * End-to-end harness: builds the app into a temporary folder, serves it with Vite's preview
 * server on a free 127.0.0.1 port, and drives Debian's Chromium through playwright-core with a
 * fresh profile. Everything it starts, it stops.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import {
  build,
  createLogger,
  createServer,
  preview,
  type InlineConfig,
  type Logger,
  type PreviewServer,
} from 'vite';
import type { NetworkName } from '@kestrel/wallet';
import { targetsFromEnv, type ProxyTargets } from '../devProxy';
import { webConfig } from '../vite.config';

/**
 * The app's Vite config with its proxies to `targets` (devProxy.ts) and its default network.
 * Whatever the network, the browser reaches nothing beyond 127.0.0.1 (see openBrowser).
 */
function appConfig(targets: ProxyTargets, network: NetworkName): InlineConfig {
  return {
    ...webConfig(targets),
    configFile: false,
    define: { 'import.meta.env.VITE_KESTREL_NETWORK': JSON.stringify(network) },
  };
}
export const CHROMIUM = process.env.KESTREL_CHROMIUM ?? '/usr/bin/chromium';
export const SCREENSHOTS = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));

export const PHONE = { width: 360, height: 780 };
export const DESKTOP = { width: 1280, height: 860 };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createNetServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

export interface App {
  url: string;
  stop(): Promise<void>;
}

/**
 * Production build + preview server (closest to what people get). With KESTREL_E2E_DEV=1 the
 * Vite dev server instead (no build; checks the dev setup, e.g. the Buffer global). `targets`:
 * where /api and /devnet/* lead (default: the environment's); the default network is devnet with
 * targets, else mainnet (the published mainnet addresses of the test phrase).
 */
function quietProxyLogger(): Logger {
  const logger = createLogger('warn');
  const error = logger.error.bind(logger);
  logger.error = (msg, options) => {
    if (typeof msg === 'string' && msg.includes('http proxy error')) return;
    error(msg, options);
  };
  return logger;
}

export async function startApp(
  targets?: ProxyTargets,
  network: NetworkName = targets ? 'devnet' : 'mainnet',
): Promise<App> {
  const config = appConfig(targets ?? targetsFromEnv(), network);
  if (process.env.KESTREL_E2E_DEV === '1') {
    const port = await freePort();
    const dev = await createServer({
      ...config,
      logLevel: 'warn',
      server: { ...config.server, host: '127.0.0.1', port, strictPort: true, hmr: false },
    });
    await dev.listen();
    return { url: `http://127.0.0.1:${port}`, stop: () => dev.close() };
  }
  const outDir = await mkdtemp(join(tmpdir(), 'kestrel-web-e2e-'));
  // Vitest sets NODE_ENV=test, which would give React's development build: test what ships.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      ...config,
      mode: 'production',
      logLevel: 'warn',
      build: { ...config.build, outDir, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  const port = await freePort();
  const server: PreviewServer = await preview({
    ...config,
    logLevel: 'warn',
    // Tests without a product API (or with a devnet they stopped on purpose) make the proxy fail
    // by design; the browser sees the 5xx, the test log need not repeat each one.
    customLogger: quietProxyLogger(),
    build: { ...config.build, outDir },
    preview: { ...config.preview, host: '127.0.0.1', port, strictPort: true, open: false },
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      await server.close();
      await rm(outDir, { recursive: true, force: true });
    },
  };
}

export interface Browser {
  context: BrowserContext;
  page: Page;
  /** The Content-Security-Policy violations the pages reported so far. */
  cspViolations(): string[];
  close(): Promise<void>;
}

/**
 * A fresh Chromium profile (so a fresh IndexedDB) per call. `touch`: a phone's touch screen and
 * mobile viewport (navigator.maxTouchPoints > 0), where libraries take their touch-only paths.
 */
export async function openBrowser(viewport = DESKTOP, o: { touch?: boolean } = {}): Promise<Browser> {
  const profile = await mkdtemp(join(tmpdir(), 'kestrel-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport,
    ...(o.touch ? { hasTouch: true, isMobile: true } : {}),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  // Tests touch no network beyond 127.0.0.1: any other request fails as if offline.
  await context.route(
    (url) => url.hostname !== '127.0.0.1' && url.protocol.startsWith('http'),
    (route) => route.abort('internetdisconnected'),
  );
  // The app's Content-Security-Policy is enforced: any violation (a blocked script, eval, style or
  // connection) fails the test that caused it.
  const violations: string[] = [];
  await context.exposeBinding('__kestrelCspViolation', (_source, text: string) => void violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __kestrelCspViolation?: (t: string) => void })
        .__kestrelCspViolation;
      report?.(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return {
    context,
    page,
    cspViolations: () => [...violations],
    async close() {
      await context.close();
      await rm(profile, { recursive: true, force: true });
      if (errors.length) throw new Error(`Uncaught page errors: ${errors.join(' | ')}`);
      if (violations.length) throw new Error(`Content-Security-Policy violations: ${violations.join(' | ')}`);
    },
  };
}

const require = createRequire(import.meta.url);
const axeSource: string = (require('axe-core') as { source: string }).source;

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core in the page; returns the serious and critical violations (WCAG 2 A/AA rules). */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through DevTools, not as an inline <script>, which the app's CSP refuses.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, o: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const r = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

export function screenshotPath(name: string): string {
  return join(SCREENSHOTS, `${name}.png`);
}

/** Runs `fn` with the page in the dark color scheme (prefers-color-scheme: dark), then back. */
export async function inDarkMode<T>(page: Page, fn: () => Promise<T>): Promise<T> {
  // Colours change with short transitions (buttons: 0.15 s): measure once they have ended.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.waitForTimeout(300);
  try {
    return await fn();
  } finally {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForTimeout(300);
  }
}

/**
 * The WCAG contrast ratio of an element's text against what is behind it: the first ancestor
 * with a background colour, or the first colour of a gradient (which axe cannot measure).
 */
export async function contrastOf(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const rgb = (c: string) => {
        const m = /rgba?\(([\d.]+)[ ,]+([\d.]+)[ ,]+([\d.]+)(?:[ ,/]+([\d.]+))?/.exec(c);
        return m ? { r: +m[1]!, g: +m[2]!, b: +m[3]!, a: m[4] === undefined ? 1 : +m[4] } : null;
      };
      const lum = (c: { r: number; g: number; b: number }) => {
        const f = (v: number) => {
          const s = v / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * f(c.r) + 0.7152 * f(c.g) + 0.0722 * f(c.b);
      };
      const fg = rgb(getComputedStyle(el).color)!;
      let bg: ReturnType<typeof rgb> = null;
      for (let n: Element | null = el; n && !bg; n = n.parentElement) {
        const st = getComputedStyle(n);
        const solid = rgb(st.backgroundColor);
        if (solid && solid.a > 0) bg = solid;
        else if (st.backgroundImage.includes('gradient')) bg = rgb(st.backgroundImage);
      }
      bg ??= { r: 255, g: 255, b: 255, a: 1 };
      const [hi, lo] = [lum(fg), lum(bg)].sort((a, b) => b - a) as [number, number];
      return (hi + 0.05) / (lo + 0.05);
    });
}
