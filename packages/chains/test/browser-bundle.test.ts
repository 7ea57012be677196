import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const entry = (p: string) => fileURLToPath(new URL(`../src/${p}`, import.meta.url));

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
