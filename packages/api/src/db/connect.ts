/** Opens the one query layer (Kysely) on SQLite or PostgreSQL, chosen by the database URL. */
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { DEFAULT_SQLITE_FILE } from '../config';
import type { Database } from './schema';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseTarget {
  dialect: DialectName;
  /** SQLite file path or ':memory:'; the connection string for PostgreSQL. */
  location: string;
}

export interface OpenDatabase {
  db: Kysely<Database>;
  dialect: DialectName;
}

/** Decides the dialect from DATABASE_URL: postgres(ql)://… is PostgreSQL, anything else SQLite. */
export function parseDatabaseUrl(url: string | undefined): DatabaseTarget {
  const value = url?.trim();
  if (!value) return { dialect: 'sqlite', location: DEFAULT_SQLITE_FILE };
  if (/^postgres(ql)?:\/\//i.test(value)) return { dialect: 'postgres', location: value };
  if (value === ':memory:' || value === 'sqlite::memory:') return { dialect: 'sqlite', location: ':memory:' };
  const file = value.replace(/^sqlite:(\/\/)?/i, '').replace(/^file:(\/\/)?/i, '');
  return { dialect: 'sqlite', location: path.resolve(file) };
}

export interface OpenOptions {
  /** Called with pool-level errors (e.g. the server closed idle connections) so they never crash the process. */
  onPoolError?: (err: Error) => void;
  /** How long a request waits for a PostgreSQL connection before answering 503. */
  connectTimeoutMs?: number;
}

export function openDatabase(url: string | undefined, options: OpenOptions = {}): OpenDatabase {
  const target = parseDatabaseUrl(url);
  if (target.dialect === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.location,
      max: 10,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 2000,
      idleTimeoutMillis: 10_000,
    });
    // An idle client whose server went away emits 'error' on the pool; unhandled, that kills the process.
    pool.on('error', (err) => options.onPoolError?.(err));
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
  }
  if (target.location !== ':memory:') fs.mkdirSync(path.dirname(target.location), { recursive: true });
  const sqlite = new SqliteDatabase(target.location);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }),
    dialect: 'sqlite',
  };
}
