/**
 * Initial JavaScript of the web shell's production build, gzip-compressed: the entry script of
 * index.html plus every chunk it preloads (what the browser must fetch before the first screen).
 * Lazy chunks (routes, the wallet package, chain families) are listed but not counted.
 *
 * `npx tsx apps/web/scripts/bundle-size.ts` prints a table and exits 1 over the limit;
 * `measureWebBundle()` is what `npm run bench` calls.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

/** The budget for initial JavaScript, gzip (issue 6). */
export const INITIAL_JS_LIMIT_BYTES = 250 * 1024;

const appRoot = fileURLToPath(new URL('..', import.meta.url));

export interface ChunkSize {
  file: string;
  bytes: number;
  gzipBytes: number;
  initial: boolean;
}

export interface BundleReport {
  initialGzipBytes: number;
  initialCssGzipBytes: number;
  limitBytes: number;
  withinLimit: boolean;
  chunks: ChunkSize[];
  markdown: string;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

/** Assets index.html loads up front: the module entry, its modulepreloads and stylesheets. */
function initialAssets(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\/([^"]+\.(?:js|css))"[^>]*>/g)) {
    const tag = m[0];
    if (/<script/.test(tag) || /rel="(?:modulepreload|stylesheet)"/.test(tag)) out.push(m[1] as string);
  }
  return out;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

export async function measureWebBundle(): Promise<BundleReport> {
  const outDir = await mkdtemp(join(tmpdir(), 'kestrel-web-size-'));
  try {
    await build({
      configFile: join(appRoot, 'vite.config.ts'),
      logLevel: 'error',
      build: { outDir, emptyOutDir: true },
    });
    const initial = new Set(initialAssets(await readFile(join(outDir, 'index.html'), 'utf8')));
    const chunks: ChunkSize[] = [];
    for (const path of await filesUnder(outDir)) {
      if (!/\.(js|css)$/.test(path)) continue;
      const bytes = await readFile(path);
      const file = relative(outDir, path);
      chunks.push({
        file,
        bytes: bytes.length,
        gzipBytes: gzipSync(bytes, { level: 9 }).length,
        initial: initial.has(file),
      });
    }
    chunks.sort((a, b) => Number(b.initial) - Number(a.initial) || b.gzipBytes - a.gzipBytes);
    const sum = (pred: (c: ChunkSize) => boolean) => chunks.filter(pred).reduce((s, c) => s + c.gzipBytes, 0);
    const initialGzipBytes = sum((c) => c.initial && c.file.endsWith('.js'));
    const initialCssGzipBytes = sum((c) => c.initial && c.file.endsWith('.css'));
    const withinLimit = initialGzipBytes <= INITIAL_JS_LIMIT_BYTES;
    const rows = chunks
      .filter((c) => c.file.endsWith('.js') && (c.initial || c.gzipBytes > 2048))
      .map((c) => `| ${c.file} | ${c.initial ? 'initial' : 'lazy'} | ${kb(c.bytes)} | ${kb(c.gzipBytes)} |`);
    const markdown = [
      `Initial JavaScript (gzip): **${kb(initialGzipBytes)}** of a ${kb(INITIAL_JS_LIMIT_BYTES)} budget${withinLimit ? '' : ' — OVER BUDGET'}; initial CSS ${kb(initialCssGzipBytes)}.`,
      '',
      '| chunk | loaded | raw | gzip |',
      '|---|---|---|---|',
      ...rows,
    ].join('\n');
    return {
      initialGzipBytes,
      initialCssGzipBytes,
      limitBytes: INITIAL_JS_LIMIT_BYTES,
      withinLimit,
      chunks,
      markdown,
    };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const report = await measureWebBundle();
  console.log(report.markdown);
  if (!report.withinLimit) process.exitCode = 1;
}
