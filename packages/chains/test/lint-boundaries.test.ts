/**
 * The boundary rules of eslint.config.js fire (issue "Families as the one unit of extension"):
 * shells (apps/*, packages/cli) never import @kestrel/chains; nothing outside packages/chains
 * compares a family name or a `.family`; a family's network/ is imported by its own logic/ only.
 * Each snippet is linted through ESLint's Node API as if it were the file at `filePath`.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { FAMILIES } from '../src/families/registry';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: ROOT });

/** The boundary rules that fire on `code` as the file `file` (relative to the repository). */
async function fired(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  const boundary = ['no-restricted-imports', 'no-restricted-syntax', 'kestrel/family-network-boundary'];
  return result!.messages.map((m) => m.ruleId ?? m.message).filter((r) => boundary.includes(r));
}

describe('lint: shells import @kestrel/wallet, never @kestrel/chains', () => {
  it.each([
    ['apps/web/src/state/fixture.ts', "import { CHAINS } from '@kestrel/chains';\nexport { CHAINS };\n"],
    ['packages/cli/src/fixture.ts', "export { getChain } from '@kestrel/chains';\n"],
    [
      'packages/cli/test/fixture.test.ts',
      "import type { ChainInfo } from '@kestrel/chains';\nexport type C = ChainInfo;\n",
    ],
    ['apps/web/src/fixture.ts', "export * from '../../../packages/chains/src/index';\n"],
  ])('%s fails', async (file, code) => {
    expect(await fired(file, code)).toEqual(['no-restricted-imports']);
  });

  it.each([
    ['apps/web/src/fixture.ts', "export { createWallet } from '@kestrel/wallet';\n"],
    ['packages/wallet/src/fixture.ts', "export { getChain } from '@kestrel/chains';\n"],
  ])('%s passes', async (file, code) => {
    expect(await fired(file, code)).toEqual([]);
  });
});

describe('lint: only @kestrel/chains compares family names', () => {
  const compare = [
    "export const a = (c: { family: string }) => c.family === 'evm';",
    "export const b = (f: string) => 'utxo' !== f;",
    'export const c = (x: { family?: string } | undefined, y: string) => x?.family == y;',
    "export function d(f: string) {\n  switch (f) {\n    case 'ton':\n      return 1;\n  }\n  return 0;\n}",
    'export function e(c: { family: string }) {\n  switch (c.family) {\n    default:\n      return 0;\n  }\n}',
  ];

  it.each(
    compare.flatMap((code) =>
      ['apps/web/src/x.ts', 'packages/wallet/src/x.ts', 'bench/x.ts'].map((f) => [f, code]),
    ),
  )('%s: %s fails', async (file, code) => {
    expect(await fired(file, `${code}\n`)).toEqual(['no-restricted-syntax']);
  });

  it('passes inside packages/chains, and for chain names that are not family names', async () => {
    for (const code of compare) expect(await fired('packages/chains/src/x.ts', `${code}\n`)).toEqual([]);
    const chainName = "export const f = (name: string) => name === 'ethereum' || name === 'litecoin';\n";
    expect(await fired('packages/wallet/src/x.ts', chainName)).toEqual([]);
  });

  it('knows every family of the registry', async () => {
    const config = (await import(pathToFileURL(path.join(ROOT, 'eslint.config.js')).href)) as {
      FAMILY_NAMES: string[];
    };
    expect([...config.FAMILY_NAMES].sort()).toEqual([...FAMILIES].sort());
  });
});

describe("lint: a family's network/ is imported by its own logic/ only", () => {
  const cases: [string, string, boolean][] = [
    ['packages/chains/src/families/evm/index.ts', "export { createEvmRpc } from './network/index';", true],
    [
      'packages/chains/src/families/evm/logic/x.ts',
      "import { quantity } from '../network/index';\nexport { quantity };",
      false,
    ],
    [
      'packages/chains/src/families/evm/logic/x.ts',
      "export const n = () => import('../network/index');",
      false,
    ],
    ['packages/chains/src/families/utxo/network/x.ts', "export * from './http';", false],
    ['packages/chains/src/families/evm/logic/x.ts', "export * from '../../utxo/network/index';", true],
    [
      'packages/chains/src/conformance/x.ts',
      "export const n = () => import('../families/utxo/network/index');",
      true,
    ],
    ['packages/chains/src/families/registry.ts', "export * from './ton/network';", true],
    ['packages/wallet/src/x.ts', "export * from '../../chains/src/families/ton/network/index';", true],
  ];

  it.each(cases)('%s: %s (fails: %s)', async (file, code, fails) => {
    expect(await fired(file, `${code}\n`)).toEqual(fails ? ['kestrel/family-network-boundary'] : []);
  });
});
