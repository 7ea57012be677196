// Builds the `kestrel` command into dist/ (run by `npm ci` through the root's prepare script, and by
// `npm run build -w @kestrel/cli`): Kestrel's own TypeScript compiled and bundled once, so a run
// starts without a TypeScript compiler. dist/ is never committed.
//
// Layout: dist/kestrel.js dispatches to one bundle per command group under dist/commands/:
// `chains` alone (the registry and nothing else), the key commands (mnemonic, derive, validate),
// and the network commands; a group of several is split into chunks, one per chain family's
// logic, loaded when a wallet uses it. npm packages stay runtime imports of the file the importing workspace resolves.
import { build } from 'esbuild';
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
// `node build.mjs [outdir]`: dist/ by default (a test builds into a folder of its own).
const outdir = process.argv[2] ? resolve(process.argv[2]) : join(here, 'dist');

/**
 * Commands with a bundle of their own (a light command alone, the key commands together); every
 * other command, present or added later, is in the network group.
 */
export const COMMAND_GROUPS = {
  chains: 'chains',
  mnemonic: 'keys',
  derive: 'keys',
  validate: 'keys',
};
const groupOf = (name) => COMMAND_GROUPS[name] ?? 'network';

/**
 * Only Kestrel's workspaces are bundled; every other bare import stays a runtime import of the file
 * the importing workspace resolves (workspaces may hold different versions of a package, so the
 * resolved path is kept rather than the bare name, which Node would resolve from dist/).
 */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === 'resolving' || args.path.startsWith('@kestrel/')) return undefined;
      if (args.path.startsWith('node:')) return { path: args.path, external: true };
      const resolved = await b.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: 'resolving',
      });
      if (resolved.errors.length) return { errors: resolved.errors };
      return { path: resolved.external ? args.path : resolved.path, external: true };
    });
  },
};

/** In the dispatcher, `import('./chains')` from commands/index.ts becomes that command's bundle. */
const commandBundles = {
  name: 'command-bundles',
  setup(b) {
    b.onResolve({ filter: /^\.\/[a-z]+$/ }, (args) => {
      if (!args.importer.endsWith(join('commands', 'index.ts'))) return undefined;
      const name = args.path.slice(2);
      return { path: `./commands/${groupOf(name)}/${name}.js`, external: true };
    });
  },
};

const common = {
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  logLevel: 'warning',
};

rmSync(outdir, { recursive: true, force: true });
// The commands are the modules commands/index.ts loads (`import('./<name>')`), so a new command
// needs no change here.
const commandNames = [
  ...readFileSync(join(here, 'src/commands/index.ts'), 'utf8').matchAll(/import\('\.\/([a-z-]+)'\)/g),
].map((m) => m[1]);
const groups = {};
for (const name of commandNames) (groups[groupOf(name)] ??= []).push(name);
await Promise.all([
  build({
    ...common,
    entryPoints: { kestrel: join(here, 'src/entry.ts') },
    outdir,
    plugins: [commandBundles, externalPackages],
  }),
  ...Object.entries(groups).map(([group, names]) =>
    build({
      ...common,
      entryPoints: Object.fromEntries(names.map((n) => [n, join(here, `src/commands/${n}.ts`)])),
      outdir: join(outdir, 'commands', group),
      // A group of one is a single tree-shaken file (esbuild's chunks would import every shared
      // chunk of the graph); a larger group splits per family.
      splitting: names.length > 1,
      plugins: [externalPackages],
    }),
  ),
]);
