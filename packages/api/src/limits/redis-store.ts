/**
 * Counters in Redis (REDIS_URL), shared by every instance of the API. One Lua script adds and sets the
 * window's expiry atomically. When Redis stops answering, each instance counts in its own memory until
 * Redis is back: the limits loosen to one set per instance rather than stopping registrations.
 */
import { createClient } from '@redis/client';
import { type CounterHit, type CounterStore, MemoryCounterStore } from './counter-store';

const HIT_SCRIPT = `
local amount = tonumber(ARGV[1])
if amount < 0 and redis.call('EXISTS', KEYS[1]) == 0 then return {0, 0} end
local count = redis.call('INCRBY', KEYS[1], amount)
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
return {count, ttl}
`;

/** Every key this store writes starts with this. */
export const REDIS_KEY_PREFIX = 'kestrel:api:limits:';

export interface RedisStoreLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export interface RedisStoreOptions {
  log?: RedisStoreLog;
  /** A command slower than this counts as Redis being down for that request. */
  commandTimeoutMs?: number;
  /** How long startup waits for the first connection. */
  connectTimeoutMs?: number;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function errorCode(err: unknown): string {
  return (err as { code?: string }).code ?? (err instanceof Error ? err.message : 'unknown');
}

/** Connects to Redis (failing startup when it cannot) and returns the shared counter store. */
export async function connectRedisCounterStore(
  url: string,
  { log, commandTimeoutMs = 500, connectTimeoutMs = 5000 }: RedisStoreOptions = {},
): Promise<CounterStore> {
  let connected = false;
  let degraded = false;
  const client = createClient({
    url,
    // Fail a command at once while reconnecting: the memory fallback answers instead of a queue.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: Math.min(connectTimeoutMs, 2000),
      // Before the first connection a failure fails startup; afterwards keep retrying, backing off to 2 s.
      reconnectStrategy: (retries, cause) => (connected ? Math.min(100 * 2 ** retries, 2000) : cause),
    },
  });
  client.on('error', (err: unknown) => {
    // Only the code: the URL may carry a password.
    if (connected && !degraded) {
      degraded = true;
      log?.warn({ code: errorCode(err) }, 'redis unreachable: write limits counted per instance');
    }
  });
  client.on('ready', () => {
    if (degraded) log?.info({}, 'redis back: write limits shared again');
    degraded = false;
  });
  try {
    await withTimeout(client.connect(), connectTimeoutMs, 'connecting to Redis');
    connected = true;
  } catch (err) {
    client.destroy();
    throw new Error(`Redis at REDIS_URL did not answer (${errorCode(err)})`);
  }
  const fallback = new MemoryCounterStore();

  return {
    async hit(key: string, amount: number, windowMs: number): Promise<CounterHit> {
      if (!client.isReady) return fallback.hitNow(key, amount, windowMs);
      try {
        const reply = await withTimeout(
          client.sendCommand<[number, number]>([
            'EVAL',
            HIT_SCRIPT,
            '1',
            REDIS_KEY_PREFIX + key,
            String(amount),
            String(windowMs),
          ]),
          commandTimeoutMs,
          'a Redis command',
        );
        if (degraded) {
          degraded = false;
          log?.info({}, 'redis back: write limits shared again');
        }
        return { count: Number(reply[0]), resetMs: Number(reply[1]) };
      } catch (err) {
        if (!degraded) {
          degraded = true;
          log?.warn({ code: errorCode(err) }, 'redis unreachable: write limits counted per instance');
        }
        return fallback.hitNow(key, amount, windowMs);
      }
    },
    async close() {
      connected = false;
      await fallback.close();
      if (client.isOpen) await client.close();
      else client.destroy();
    },
  };
}
