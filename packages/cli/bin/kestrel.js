#!/usr/bin/env node
// The `kestrel` command. It runs the build `npm ci` made (dist/, see build.mjs): compiled once, each
// command's code loaded only when it runs. Without a build (or with KESTREL_CLI_FROM_SOURCE=1 while
// changing the CLI) it runs the TypeScript sources through tsx.
import { existsSync } from 'node:fs';

const built = new URL('../dist/kestrel.js', import.meta.url);
if (process.env.KESTREL_CLI_FROM_SOURCE !== '1' && existsSync(built)) {
  await import(built.href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  const { main } = await import('../src/main.ts');
  process.exitCode = await main(process.argv.slice(2));
}
