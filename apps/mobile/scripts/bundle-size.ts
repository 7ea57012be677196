/**
 * Initial JavaScript of the mobile shell's web build (react-native-web), gzip-compressed: the
 * entry script of index.html plus every chunk it preloads, what the browser fetches before the
 * first screen. Lazy chunks (screens, the wallet package, chain families) are listed, not counted.
 *
 * `npx tsx apps/mobile/scripts/bundle-size.ts` prints a table and exits 1 over the budget;
 * `measureMobileBundle()` is what `npm run bench -- mobile` calls.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { mobileConfig } from '../vite.config';

/** The budget for initial JavaScript, gzip (issue #19: at most 300 KB). */
export const MOBILE_INITIAL_JS_LIMIT_BYTES = 300 * 1024;

export interface MobileBundleReport {
  initialGzipBytes: number;
  limitBytes: number;
  withinLimit: boolean;
  markdown: string;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

/** Scripts index.html loads up front: the module entry and its modulepreloads. */
export function initialScripts(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\/([^"]+\.js)"[^>]*>/g)) {
    const tag = m[0];
    if (tag.startsWith('<script') || /rel="modulepreload"/.test(tag)) out.push(m[1] as string);
  }
  return out;
}

export async function measureMobileBundle(): Promise<MobileBundleReport> {
  const outDir = await mkdtemp(join(tmpdir(), 'kestrel-mobile-size-'));
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const config = mobileConfig(undefined, 5174);
    await build({
      ...config,
      configFile: false,
      mode: 'production',
      logLevel: 'error',
      build: { ...config.build, outDir, emptyOutDir: true },
    });
    const initial = new Set(initialScripts(await readFile(join(outDir, 'index.html'), 'utf8')));
    const entries = await readdir(outDir, { withFileTypes: true, recursive: true });
    const chunks: { file: string; bytes: number; gzipBytes: number; initial: boolean }[] = [];
    for (const e of entries) {
      if (!e.isFile() || !e.name.endsWith('.js')) continue;
      const bytes = await readFile(join(e.parentPath, e.name));
      const file = relative(outDir, join(e.parentPath, e.name));
      chunks.push({
        file,
        bytes: bytes.length,
        gzipBytes: gzipSync(bytes, { level: 9 }).length,
        initial: initial.has(file),
      });
    }
    chunks.sort((a, b) => Number(b.initial) - Number(a.initial) || b.gzipBytes - a.gzipBytes);
    const initialGzipBytes = chunks.filter((c) => c.initial).reduce((s, c) => s + c.gzipBytes, 0);
    const withinLimit = initialGzipBytes <= MOBILE_INITIAL_JS_LIMIT_BYTES;
    const rows = chunks
      .filter((c) => c.initial || c.gzipBytes > 8192)
      .map((c) => `| ${c.file} | ${c.initial ? 'initial' : 'lazy'} | ${kb(c.bytes)} | ${kb(c.gzipBytes)} |`);
    const markdown = [
      `Initial JavaScript of the mobile shell's web build (react-native-web, React Navigation; gzip): **${kb(initialGzipBytes)}** of a ${kb(MOBILE_INITIAL_JS_LIMIT_BYTES)} budget${withinLimit ? '' : ' — OVER BUDGET'}. Chunks over 8 KiB gzip:`,
      '',
      '| chunk | loaded | raw | gzip |',
      '|---|---|---|---|',
      ...rows,
    ].join('\n');
    return { initialGzipBytes, limitBytes: MOBILE_INITIAL_JS_LIMIT_BYTES, withinLimit, markdown };
  } finally {
    process.env.NODE_ENV = nodeEnv;
    await rm(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const report = await measureMobileBundle();
  console.log(report.markdown);
  if (!report.withinLimit) process.exitCode = 1;
}
