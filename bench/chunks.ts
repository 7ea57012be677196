/**
 * Chain family chunks of the web shell's production build (`npm run bench -- chunks`): each family
 * must be one lazy chunk of its own, `family-<family>` (apps/web/vite.config.ts), and neither the
 * first screen (the entry chunk and the chunks it imports statically) nor @kestrel/chains' own
 * chunk may carry family code: a person who holds only ETH never downloads TON's. Lists every lazy
 * chunk with its gzip size, reports each check as a PASS or FAIL line, and writes the family table
 * into docs/performance.md.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, createLogger, type Rolldown } from 'vite';
import { FAMILIES } from '@kestrel/chains';
import { machine, writePerfSection } from './measure';

const WEB_CONFIG = fileURLToPath(new URL('../apps/web/vite.config.ts', import.meta.url));
/** A module of one chain family's folder (families/registry.ts and shared helpers are not). */
const FAMILY_MODULE = /\/packages\/chains\/src\/families\/([a-z]+)\//;
const CHAINS_ENTRY = '/packages/chains/src/index.ts';

interface Chunk {
  file: string;
  gzip: number;
  isEntry: boolean;
  imports: string[];
  facade: string;
  modules: string[];
  families: Set<string>;
}

export interface ChunkReport {
  ok: boolean;
  markdown: string;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
const verdict = (ok: boolean, line: string) => `${ok ? 'PASS' : 'FAIL'}: ${line}`;

/** Builds the web app into a temporary directory; returns its JS chunks and the build's warnings. */
async function buildWeb(): Promise<{ chunks: Chunk[]; warnings: string[] }> {
  const warnings: string[] = [];
  const logger = createLogger('warn');
  logger.warn = (msg) => void warnings.push(msg);
  logger.warnOnce = logger.warn;
  const outDir = await mkdtemp(join(tmpdir(), 'kestrel-web-chunks-'));
  try {
    const result = await build({
      configFile: WEB_CONFIG,
      customLogger: logger,
      build: { outDir, emptyOutDir: true, write: false },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    const chunks = outputs
      .flatMap((o) => o.output)
      .filter((c): c is Rolldown.OutputChunk => c.type === 'chunk')
      .map((c) => ({
        file: c.fileName,
        gzip: gzipSync(c.code, { level: 9 }).length,
        isEntry: c.isEntry,
        imports: c.imports,
        facade: c.facadeModuleId ?? '',
        modules: c.moduleIds,
        families: new Set(c.moduleIds.flatMap((id) => FAMILY_MODULE.exec(id)?.[1] ?? [])),
      }));
    return { chunks, warnings };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

/** The chunks loaded together with `start`: it and everything it imports statically. */
function staticClosure(byFile: Map<string, Chunk>, start: Chunk[]): Set<Chunk> {
  const seen = new Set(start);
  for (const c of seen) for (const f of c.imports) seen.add(byFile.get(f)!);
  return seen;
}

const gzipOf = (chunks: Iterable<Chunk>) => [...chunks].reduce((s, c) => s + c.gzip, 0);
const withFamilyCode = (chunks: Iterable<Chunk>) =>
  [...chunks].filter((c) => c.families.size).map((c) => `${c.file} (${[...c.families].join(', ')})`);

export function analyseChunks(chunks: Chunk[], warnings: string[]): ChunkReport {
  const byFile = new Map(chunks.map((c) => [c.file, c]));
  const firstScreen = staticClosure(
    byFile,
    chunks.filter((c) => c.isEntry),
  );
  // Shared by the shell's import('@kestrel/chains') and the wallet chunk, it has no facade.
  const chainsChunk = chunks.find((c) => c.modules.some((id) => id.endsWith(CHAINS_ENTRY)));
  const opened = staticClosure(byFile, [...firstScreen, ...(chainsChunk ? [chainsChunk] : [])]);
  const chainsOnly = [...opened].filter((c) => !firstScreen.has(c));

  const lines: string[] = [];
  const firstLeak = withFamilyCode(firstScreen);
  lines.push(
    verdict(
      !firstLeak.length,
      `first screen (entry + ${firstScreen.size - 1} static imports, ${kb(gzipOf(firstScreen))} gzip) ` +
        (firstLeak.length ? `loads family code: ${firstLeak.join('; ')}` : 'loads no family code'),
    ),
  );
  const chainsLeak = withFamilyCode(chainsOnly);
  lines.push(
    verdict(
      !!chainsChunk && !chainsLeak.length,
      chainsChunk
        ? `opening @kestrel/chains adds ${chainsOnly.length} chunks, ${kb(gzipOf(chainsOnly))} gzip, ` +
            (chainsLeak.length ? `with family code: ${chainsLeak.join('; ')}` : 'and no family code')
        : 'no chunk holds @kestrel/chains',
    ),
  );

  const rows: string[] = [];
  const missing: string[] = [];
  for (const family of FAMILIES) {
    const own = chunks.filter((c) => c.facade.endsWith(`/families/${family}/index.ts`));
    if (own.length !== 1 || !own[0]!.file.includes(`/family-${family}-`)) {
      missing.push(`${family} (${own.map((c) => c.file).join(', ') || 'no chunk'})`);
      continue;
    }
    const loads = [...staticClosure(byFile, own)].filter((c) => !opened.has(c));
    const later = chunks.filter((c) => c.families.has(family) && !loads.includes(c) && !opened.has(c));
    rows.push(
      `| ${family} | ${own[0]!.file} | ${kb(own[0]!.gzip)} | ${kb(gzipOf(loads))} (${loads.length}) | ` +
        `${later.length ? `${kb(gzipOf(later))} (${later.length})` : '—'} |`,
    );
  }
  lines.push(
    verdict(
      !missing.length,
      `one chunk per family: ${FAMILIES.length - missing.length} of ${FAMILIES.length}` +
        (missing.length ? `; not split: ${missing.join('; ')}` : ''),
    ),
  );
  const mixed = chunks.filter((c) => c.families.size > 1);
  lines.push(
    verdict(
      !mixed.length,
      mixed.length
        ? `chunks mixing families: ${withFamilyCode(mixed).join('; ')}`
        : 'no chunk mixes code of two families',
    ),
  );
  const ineffective = warnings.filter(
    (w) => w.includes('INEFFECTIVE_DYNAMIC_IMPORT') && /packages\/chains\/src\/families\//.test(w),
  );
  const familyLevel = ineffective.filter((w) =>
    /families\/([a-z]+\/index|registry)\.ts/.test(w.split(' is ')[0]!),
  );
  lines.push(
    verdict(
      !familyLevel.length,
      `INEFFECTIVE_DYNAMIC_IMPORT for a family module: ${familyLevel.length}` +
        (ineffective.length > familyLevel.length
          ? ` (inside a family: ${ineffective.length - familyLevel.length}, its own logic chunks)`
          : ''),
    ),
  );

  const markdown = [
    `Machine: ${machine()}. Date: ${new Date().toISOString().slice(0, 10)}. Production build of apps/web, gzip level 9.`,
    '',
    ...lines.map((l) => `- ${l}`),
    '',
    '| family | its chunk | gzip | first use loads (chunks) | loaded later on demand (chunks) |',
    '|---|---|---|---|---|',
    ...rows,
    '',
    '"First use loads" counts the family chunk and the chunks it imports statically that the first screen and @kestrel/chains have not loaded already (shared libraries such as curves are counted for each family, as if it were the first one used). The EVM and Bitcoin families load their network and signing logic later still, on demand.',
  ].join('\n');
  return { ok: lines.every((l) => l.startsWith('PASS')), markdown };
}

export async function benchChunks(): Promise<ChunkReport> {
  const { chunks, warnings } = await buildWeb();
  const lazy = chunks.filter((c) => !c.isEntry).sort((a, b) => b.gzip - a.gzip);
  console.log('Lazy chunks (gzip):');
  for (const c of lazy) console.log(`  ${c.file.padEnd(48)} ${kb(c.gzip).padStart(10)}`);
  const report = analyseChunks(chunks, warnings);
  console.log(report.markdown);
  writePerfSection('Chain family chunks', report.markdown);
  return report;
}
