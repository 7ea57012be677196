/** Case-insensitive substring search that works the same on SQLite and PostgreSQL. */
import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';

/** Escapes LIKE wildcards so a user's "%" or "_" matches itself. */
export function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** lower(column) LIKE pattern ESCAPE '\' — PostgreSQL's LIKE is case-sensitive, so lower() both sides. */
export function containsIgnoringCase(column: Expression<unknown>, search: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(${column}) like ${likePattern(search)} escape '\\'`;
}

export function toCount(value: unknown): number {
  // PostgreSQL returns count(*) as a bigint string, SQLite as a number.
  return Number(value ?? 0);
}
