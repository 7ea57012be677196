/**
 * Limits on the write routes, counted per client address (client-address.ts): write requests per window,
 * and new registration rows per window, since one request can add up to MAX_COINS_PER_REGISTRATION rows.
 * Reads are not counted, so the cached routes stay as fast as before.
 */
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { ApiError } from '../http/errors';
import { addressKey } from './client-address';
import type { CounterStore } from './counter-store';

export interface WriteLimits {
  /** Write requests (POST, PUT, PATCH, DELETE) one address may make per `requestWindowMs`. */
  requests: number;
  requestWindowMs: number;
  /** New registration rows one address may add per `rowWindowMs`. */
  rows: number;
  rowWindowMs: number;
  /** Registered coins one clientId may hold in all. */
  rowsPerClient: number;
}

export const DEFAULT_WRITE_LIMITS: WriteLimits = {
  requests: 30,
  requestWindowMs: 60_000,
  rows: 2000,
  rowWindowMs: 24 * 60 * 60_000,
  rowsPerClient: 1000,
};

export const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function retryAfterSeconds(resetMs: number): number {
  return Math.max(1, Math.ceil(resetMs / 1000));
}

function describeWindow(ms: number): string {
  return ms % 3_600_000 === 0 ? `${ms / 3_600_000} h` : `${Math.ceil(ms / 1000)} s`;
}

/** Gives back a reservation of rows (the registration failed and added nothing). */
export type Refund = () => Promise<void>;

export class WriteLimiter {
  constructor(
    private readonly store: CounterStore,
    readonly limits: WriteLimits,
  ) {}

  /** Counts one write request from `address`; throws a 429 ApiError once the window's limit is passed. */
  async countRequest(address: string): Promise<{ remaining: number }> {
    const { requests, requestWindowMs } = this.limits;
    const hit = await this.store.hit(`requests:${address}`, 1, requestWindowMs);
    if (hit.count > requests) {
      const retry = retryAfterSeconds(hit.resetMs);
      throw new ApiError(
        429,
        `Too many write requests from this address: the limit is ${requests} per ${describeWindow(requestWindowMs)}, retry in ${retry} s`,
        { 'retry-after': String(retry) },
      );
    }
    return { remaining: requests - hit.count };
  }

  /** Reserves `count` new rows for `address`; throws a 429 ApiError (taking nothing) past the quota. */
  async reserveRows(address: string, count: number): Promise<Refund> {
    if (count <= 0) return async () => undefined;
    const { rows, rowWindowMs } = this.limits;
    const key = `rows:${address}`;
    const hit = await this.store.hit(key, count, rowWindowMs);
    if (hit.count > rows) {
      await this.store.hit(key, -count, rowWindowMs);
      const retry = retryAfterSeconds(hit.resetMs);
      const left = Math.max(0, rows - (hit.count - count));
      throw new ApiError(
        429,
        `Registration quota reached for this address: ${rows} new coins per ${describeWindow(rowWindowMs)}, ${left} left and this registration adds ${count}; retry in ${retry} s`,
        { 'retry-after': String(retry) },
      );
    }
    return async () => {
      await this.store.hit(key, -count, rowWindowMs);
    };
  }

  close(): Promise<void> {
    return this.store.close();
  }
}

/**
 * Adds the request limit to every write route registered after this call, before the body is read, so
 * a refused request costs no parsing and no database work.
 */
export function installWriteLimits(app: FastifyInstance, limiter: WriteLimiter): void {
  const countWrite: onRequestHookHandler = async (request, reply) => {
    const { remaining } = await limiter.countRequest(addressKey(request.ip));
    reply.header('x-ratelimit-limit', String(limiter.limits.requests));
    reply.header('x-ratelimit-remaining', String(remaining));
  };
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((m) => WRITE_METHODS.has(m))) return;
    const existing = route.onRequest ?? [];
    route.onRequest = [countWrite, ...(Array.isArray(existing) ? existing : [existing])];
  });
}
