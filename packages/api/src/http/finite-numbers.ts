/**
 * Refuses Infinity where a route takes a number. The schema validator coerces "1e309" in a query
 * (and JSON.parse reads 1e309 in a body) to Infinity, which passes `type: integer` and `maximum`;
 * the database then fails on it (a 500). Checked once here for every route, after validation.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors';

/** The first non-finite number in `value` (depth-first, bounded by the body limit), as its path. */
function nonFinitePath(value: unknown, path: string): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : path;
  if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value)) return null;
  for (const [k, v] of Object.entries(value)) {
    const found = nonFinitePath(v, Array.isArray(value) ? `${path}[${k}]` : `${path}.${k}`);
    if (found) return found;
  }
  return null;
}

export function refuseNonFiniteNumbers(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    for (const [where, value] of [
      ['querystring', request.query],
      ['params', request.params],
      ['body', request.body],
    ] as const) {
      const path = nonFinitePath(value, where);
      if (path) throw new ApiError(400, `${path} must be a finite number`);
    }
  });
}
