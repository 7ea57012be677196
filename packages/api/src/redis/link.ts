/**
 * One Redis connection (REDIS_URL) for everything the API instances share: write-limit counters,
 * the price cache and the price keys' resting state. A command either answers or, when Redis is
 * down or slow, yields `undefined` at once so the caller uses its in-process fallback: an outage
 * loosens sharing to one instance at a time, it never stops a request.
 */
import { createClient } from '@redis/client';

export interface RedisLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export interface RedisLinkOptions {
  log?: RedisLog;
  /** A command slower than this counts as Redis being down for that request. */
  commandTimeoutMs?: number;
  /** How long startup waits for the first connection. */
  connectTimeoutMs?: number;
}

export interface RedisLink {
  /** The command's reply, or undefined when Redis is unreachable or slower than the timeout. */
  run<T>(args: string[]): Promise<T | undefined>;
  close(): Promise<void>;
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

/** Connects (failing startup when Redis does not answer) and returns the shared link. */
export async function connectRedis(
  url: string,
  { log, commandTimeoutMs = 500, connectTimeoutMs = 5000 }: RedisLinkOptions = {},
): Promise<RedisLink> {
  let connected = false;
  let degraded = false;
  const down = (err: unknown) => {
    if (degraded) return;
    degraded = true;
    // Only the code: the URL may carry a password.
    log?.warn({ code: errorCode(err) }, 'redis unreachable: limits and caches kept per instance');
  };
  const back = () => {
    if (!degraded) return;
    degraded = false;
    log?.info({}, 'redis back: limits and caches shared again');
  };
  const client = createClient({
    url,
    // Fail a command at once while reconnecting: the in-process fallback answers instead of a queue.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: Math.min(connectTimeoutMs, 2000),
      // Before the first connection a failure fails startup; afterwards keep retrying, backing off to 2 s.
      reconnectStrategy: (retries, cause) => (connected ? Math.min(100 * 2 ** retries, 2000) : cause),
    },
  });
  client.on('error', (err: unknown) => {
    if (connected) down(err);
  });
  client.on('ready', back);
  try {
    await withTimeout(client.connect(), connectTimeoutMs, 'connecting to Redis');
    connected = true;
  } catch (err) {
    client.destroy();
    throw new Error(`Redis at REDIS_URL did not answer (${errorCode(err)})`);
  }
  return {
    async run<T>(args: string[]): Promise<T | undefined> {
      if (!client.isReady) return undefined;
      try {
        const reply = await withTimeout(client.sendCommand<T>(args), commandTimeoutMs, 'a Redis command');
        back();
        return reply;
      } catch (err) {
        down(err);
        return undefined;
      }
    },
    async close() {
      connected = false;
      if (client.isOpen) await client.close();
      else client.destroy();
    },
  };
}
