/**
 * Product API benchmark: autocannon on loopback against the catalogue list and the cached quotes route
 * (fake CoinMarketCap upstream), for SQLite and for PostgreSQL (a throwaway server), ~10 s per run.
 * The API runs in its own process (as in production) so the load generator does not share its event loop.
 * Prints requests/s and p99 latency and rewrites the "## Product API" section of docs/performance.md.
 *
 *   npx tsx bench/api.ts [--duration 10] [--connections 20]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { machine, writePerfSection } from './measure';
import { findPostgresBin, startFakeCmc, startThrowawayPostgres } from '@kestrel/api/testing';

const ROOT = path.resolve(import.meta.dirname, '..');
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const DURATION_S = arg('duration', 10);
const CONNECTIONS = arg('connections', 20);
const TARGET = { rps: 10_000, p99Ms: 20 };

interface Row {
  database: string;
  route: string;
  rps: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function startApiProcess(
  databaseUrl: string,
  cmcBaseUrl: string,
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'packages/api/src/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      CMC_API_KEYS: 'bench-key',
      CMC_BASE_URL: cmcBaseUrl,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${url}/health`)).ok) return { url, child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGTERM');
  throw new Error('the API did not start within 30 s');
}

async function stopApiProcess(child: ChildProcess): Promise<void> {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

async function load(url: string): Promise<{ rps: number; p99: number; non2xx: number; errors: number }> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, pipelining: 1 });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function benchDatabase(
  database: string,
  databaseUrl: string,
  cmcBaseUrl: string,
  rows: Row[],
): Promise<void> {
  const { url, child } = await startApiProcess(databaseUrl, cmcBaseUrl);
  try {
    const routes = {
      'GET /currencies?page=1&limit=20': `${url}/currencies?page=1&limit=20`,
      'GET /cryptocurrency/quotes/latest (cached)': `${url}/cryptocurrency/quotes/latest?symbol=BTC,ETH&convert=USD`,
    };
    await fetch(routes['GET /cryptocurrency/quotes/latest (cached)']); // fill the cache
    for (const [route, target] of Object.entries(routes)) {
      const r = await load(target);
      rows.push({ database, route, ...r });
      console.log(
        `${database.padEnd(10)} ${route.padEnd(44)} ${String(r.rps).padStart(7)} req/s  p99 ${r.p99} ms  non-2xx ${r.non2xx}  errors ${r.errors}`,
      );
    }
  } finally {
    await stopApiProcess(child);
  }
}

function renderSection(rows: Row[], notes: string[]): string {
  // Both routes answer from a cache now: the catalogue's read cache and the quotes cache.
  const met = rows.length > 0 && rows.every((r) => r.rps >= TARGET.rps && r.p99 < TARGET.p99Ms);
  return [
    `Measured by \`bench/api.ts\` on ${new Date().toISOString().slice(0, 10)}: autocannon, ${CONNECTIONS} connections, ` +
      `${DURATION_S} s per run, loopback, the API in its own Node ${process.version} process ` +
      `(shared with the load generator), fake CoinMarketCap upstream. Machine: ${machine()}.`,
    '',
    '| Database | Route | Requests/s | p99 latency (ms) | non-2xx |',
    '| --- | --- | ---: | ---: | ---: |',
    ...rows.map((r) => `| ${r.database} | \`${r.route}\` | ${r.rps} | ${r.p99} | ${r.non2xx + r.errors} |`),
    '',
    `Target for the catalogue list and cached quotes, both databases: ≥${TARGET.rps} req/s with p99 < ${TARGET.p99Ms} ms — ${met ? 'met' : 'NOT met'}.`,
    ...notes.map((n) => `\n${n}`),
    '',
  ].join('\n');
}

/** Replaces only the "## Product API" section, keeping the sections other people own. */
export async function benchApi(): Promise<void> {
  const rows: Row[] = [];
  const notes: string[] = [];
  const fake = await startFakeCmc({ keys: { 'bench-key': 1_000_000 } });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-bench-'));
  try {
    await benchDatabase('SQLite', path.join(tmp, 'bench.sqlite'), fake.baseUrl, rows);
    const pgBin = findPostgresBin();
    if (pgBin.ok) {
      const pg = await startThrowawayPostgres(pgBin.binDir);
      try {
        await benchDatabase('PostgreSQL', await pg.createDatabase('kestrel_bench'), fake.baseUrl, rows);
      } finally {
        await pg.destroy();
      }
    } else {
      notes.push(`PostgreSQL not measured: ${pgBin.reason}.`);
      console.log(notes[notes.length - 1]);
    }
  } finally {
    await fake.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  writePerfSection('Product API', renderSection(rows, notes));
  console.log('wrote the "## Product API" section of docs/performance.md');
}

// Run directly (`npx tsx bench/api.ts`) as well as from bench/run.ts.
if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  benchApi().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
