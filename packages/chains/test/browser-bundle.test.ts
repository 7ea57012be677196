import { build, type Metafile } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FAMILIES } from '../src/families/registry';

const entry = (p: string) => fileURLToPath(new URL(`../src/${p}`, import.meta.url));
const packageRoot = fileURLToPath(new URL('..', import.meta.url));

// The keys and the registry must run in a browser: bundling for platform "browser" fails on any
// import of a Node built-in (fs, crypto, buffer, path...), which is exactly what this guards.
describe('browser bundle of keys and registry', () => {
  it.each([['registry/index.ts'], ['keys/index.ts'], ['accounts.ts']])(
    '%s bundles without Node built-ins',
    async (file) => {
      const result = await build({
        entryPoints: [entry(file)],
        bundle: true,
        write: false,
        platform: 'browser',
        format: 'esm',
        metafile: true,
        logLevel: 'silent',
      });
      expect(result.errors).toEqual([]);
      const inputs = Object.keys(result.metafile.inputs);
      expect(inputs.some((i) => /(^|\/)node:|^(fs|path|crypto|buffer|os)$/.test(i))).toBe(false);
      expect(result.outputFiles[0]!.text.length).toBeGreaterThan(1000);
    },
  );
});

/** The chain families whose own folder (src/families/<family>/) contributed code to a chunk. */
function familiesIn(output: Metafile['outputs'][string]): Set<string> {
  const found = new Set<string>();
  for (const input of Object.keys(output.inputs)) {
    const m = /^src\/families\/([a-z]+)\//.exec(input);
    if (m) found.add(m[1]!);
  }
  return found;
}

/** The chunk of `start` and every chunk it imports statically: what loads with it. */
function staticClosure(outputs: Metafile['outputs'], start: string): string[] {
  const seen = new Set<string>([start]);
  for (const file of seen) {
    for (const i of outputs[file]!.imports) if (i.kind === 'import-statement') seen.add(i.path);
  }
  return [...seen];
}

// What a bundler that splits code (Vite in the web shell) makes of @kestrel/chains: the
// registry's one import() per family must give each family its own chunk, and importing the
// package must load no family at all.
describe('code splitting of @kestrel/chains', () => {
  it('puts each family in its own chunk, and none in the entry or its static imports', async () => {
    const { metafile } = await build({
      absWorkingDir: packageRoot,
      entryPoints: ['src/index.ts'],
      bundle: true,
      splitting: true,
      write: false,
      outdir: 'dist-test',
      platform: 'browser',
      format: 'esm',
      metafile: true,
      logLevel: 'silent',
    });
    const outputs = metafile.outputs;
    for (const family of FAMILIES) {
      const own = Object.values(outputs).filter((o) => o.entryPoint === `src/families/${family}/index.ts`);
      expect(own, family).toHaveLength(1);
    }
    // No chunk mixes two families (shared libraries may sit in chunks of their own).
    const mixed = Object.entries(outputs).filter(([, o]) => familiesIn(o).size > 1);
    expect(mixed.map(([file, o]) => `${file}: ${[...familiesIn(o)].join(', ')}`)).toEqual([]);

    const [entryChunk] = Object.entries(outputs).find(([, o]) => o.entryPoint === 'src/index.ts')!;
    const firstLoad = staticClosure(outputs, entryChunk);
    expect(firstLoad.length).toBeGreaterThan(1);
    const leaked = firstLoad.filter((file) => familiesIn(outputs[file]!).size > 0);
    expect(leaked).toEqual([]);
  });
});
