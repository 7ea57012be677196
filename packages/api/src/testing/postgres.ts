/**
 * A throwaway PostgreSQL for tests and benchmarks: initdb + pg_ctl from Debian's postgresql package, a temp
 * data dir, a free port on 127.0.0.1, trust auth, no fsync. When the binaries are missing the caller gets a
 * written reason to skip, except with CI=true, where a missing PostgreSQL is an error.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

export interface ThrowawayPostgres {
  port: number;
  /** Connection string for a database of this instance. */
  url(database?: string): string;
  createDatabase(name: string): Promise<string>;
  /** Stops the server but keeps its data (to test outages); start() brings it back on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and deletes its data dir. */
  destroy(): Promise<void>;
}

export type PostgresAvailability = { ok: true; binDir: string } | { ok: false; reason: string };

/** The newest /usr/lib/postgresql/<ver>/bin holding initdb and pg_ctl (PG_BIN overrides). */
export function findPostgresBin(root = '/usr/lib/postgresql', env = process.env): PostgresAvailability {
  const candidates: string[] = [];
  if (env.PG_BIN) candidates.push(env.PG_BIN);
  if (fs.existsSync(root)) {
    const versions = fs.readdirSync(root).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => path.join(root, v, 'bin')));
  }
  const binDir = candidates.find(
    (d) => fs.existsSync(path.join(d, 'initdb')) && fs.existsSync(path.join(d, 'pg_ctl')),
  );
  if (binDir) return { ok: true, binDir };
  const reason =
    'PostgreSQL binaries (initdb, pg_ctl) not found under /usr/lib/postgresql/*/bin: install Debian\'s "postgresql" package';
  if (env.CI === 'true') throw new Error(`${reason} (required when CI=true)`);
  return { ok: false, reason };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** initdb refuses to run as root: as root, run the binaries as the "postgres" user (or nobody). */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const passwd = fs.readFileSync('/etc/passwd', 'utf8').split('\n');
  const line = passwd.find((l) => l.startsWith('postgres:')) ?? passwd.find((l) => l.startsWith('nobody:'));
  const [, , uid, gid] = (line ?? '').split(':');
  if (!uid || !gid)
    throw new Error('running as root and no "postgres" or "nobody" user to run PostgreSQL as');
  return { uid: Number(uid), gid: Number(gid) };
}

export async function startThrowawayPostgres(binDir: string): Promise<ThrowawayPostgres> {
  const user = runAs();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-pg-'));
  if (user) fs.chownSync(dir, user.uid, user.gid);
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  const exec = (cmd: string, args: string[]) =>
    run(path.join(binDir, cmd), args, {
      ...(user ?? {}),
      env: { ...process.env, LC_ALL: 'C' },
      timeout: 60_000,
    });

  await exec('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  const serverOptions = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=100',
  ].join(' ');
  const start = () =>
    exec('pg_ctl', ['-D', dataDir, '-o', serverOptions, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  const stop = () => exec('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  await start();

  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    url,
    async createDatabase(name) {
      if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`bad database name ${name}`);
      const client = new pg.Client({ connectionString: url() });
      await client.connect();
      try {
        await client.query(`create database ${name}`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    stop: async () => {
      await stop();
    },
    start: async () => {
      await start();
    },
    async destroy() {
      await stop().catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
