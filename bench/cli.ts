/**
 * CLI start-up: `kestrel chains` as a whole process (the built dist/, as `npx kestrel` runs it)
 * beside a bare `node -e 0`, taken in alternation so both see the same machine load; the same
 * command from the TypeScript sources through tsx (KESTREL_CLI_FROM_SOURCE=1) for reference.
 * Goal (issue "Speed to the platform's limit"): at most 2× bare node.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { machine, measurePair, writePerfSection } from './measure';

const BIN = fileURLToPath(new URL('../packages/cli/bin/kestrel.js', import.meta.url));
const DIST = fileURLToPath(new URL('../packages/cli/dist/kestrel.js', import.meta.url));
const BUILD = fileURLToPath(new URL('../packages/cli/build.mjs', import.meta.url));

const runNode =
  (args: string[], env: Record<string, string> = {}) =>
  () =>
    execFileSync(process.execPath, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });

export async function benchCli(): Promise<void> {
  if (!existsSync(DIST)) execFileSync(process.execPath, [BUILD], { stdio: 'inherit' });
  const [built, bare] = await measurePair(
    ['kestrel chains (built)', runNode([BIN, 'chains'], { KESTREL_CLI_FROM_SOURCE: '' })],
    ['node -e 0', runNode(['-e', '0'])],
    21,
  );
  const [source, bare2] = await measurePair(
    ['kestrel chains (sources through tsx)', runNode([BIN, 'chains'], { KESTREL_CLI_FROM_SOURCE: '1' })],
    ['node -e 0', runNode(['-e', '0'])],
    7,
  );
  const ratio = built.medianMs / bare.medianMs;
  const row = (t: { name: string; medianMs: number }, ref: number) =>
    `| ${t.name} | ${t.medianMs.toFixed(0)} ms | ${(t.medianMs / ref).toFixed(2)}× |`;
  const body = `Machine: ${machine()}. Whole processes, median of alternated runs (21 built, 7 from sources).

| Command | Median | × bare \`node -e 0\` |
|---|---|---|
${row(bare, bare.medianMs)}
${row(built, bare.medianMs)}
${row(source, bare2.medianMs)}

Goal: at most 2× bare node — **${ratio <= 2 ? 'met' : 'not met'}** (${ratio.toFixed(2)}×). The build (\`npm ci\` runs it)
loads only the command being run: \`chains\` is one file with the registry and nothing else.`;
  console.log(body);
  writePerfSection('CLI start-up', body);
}
