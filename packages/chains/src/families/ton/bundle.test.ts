/**
 * Bundle weight of the TON family: a browser bundle of its module holds no emulator, devnet or
 * test code, and the module's first load is keys only (providers, building and signing load when
 * an adapter first needs them).
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const packageRoot = fileURLToPath(new URL('../../..', import.meta.url));

describe('TON family bundle', () => {
  it('has no sandbox or devnet code, and loads only its keys first', async () => {
    const { metafile } = await build({
      absWorkingDir: packageRoot,
      entryPoints: ['src/families/ton/index.ts'],
      bundle: true,
      splitting: true,
      write: false,
      outdir: 'dist-test',
      platform: 'browser',
      format: 'esm',
      metafile: true,
      logLevel: 'silent',
    });
    const inputs = Object.keys(metafile.inputs);
    expect(
      inputs.filter((i) => /@ton\/sandbox|@kestrel\/devnet|(^|\/)devnet\/|\/testing\/|\.test\.ts$/.test(i)),
    ).toEqual([]);
    const outputs = metafile.outputs;
    const [entry] = Object.entries(outputs).find(([, o]) => o.entryPoint === 'src/families/ton/index.ts')!;
    const first = new Set([entry]);
    for (const f of first)
      for (const i of outputs[f]!.imports) if (i.kind === 'import-statement') first.add(i.path);
    const own = [...first]
      .flatMap((f) => Object.keys(outputs[f]!.inputs))
      .filter((i) => i.startsWith('src/families/ton/'))
      .map((i) => i.replace('src/families/ton/', ''))
      .sort();
    expect(own).toEqual([
      'index.ts',
      'logic/address.ts',
      'logic/keys.ts',
      'logic/native-mnemonic.ts',
      'logic/rules.ts',
      'logic/signer.ts',
      'logic/wallet-v4r2.ts',
    ]);
    // The logic the adapter loads on first use sits in chunks of its own.
    expect(inputs).toContain('src/families/ton/logic/prepare.ts');
  });
});
