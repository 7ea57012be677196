/**
 * Counters in Redis (REDIS_URL), shared by every instance of the API. One Lua script adds and sets the
 * window's expiry atomically. When Redis stops answering, each instance counts in its own memory until
 * Redis is back: the limits loosen to one set per instance rather than stopping registrations.
 */
import type { RedisLink } from '../redis/link';
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

/** The write-limit counters over the shared link (the link closes with the server, not here). */
export function redisCounterStore(link: RedisLink): CounterStore {
  const fallback = new MemoryCounterStore();
  return {
    async hit(key: string, amount: number, windowMs: number): Promise<CounterHit> {
      const reply = await link.run<[number, number]>([
        'EVAL',
        HIT_SCRIPT,
        '1',
        REDIS_KEY_PREFIX + key,
        String(amount),
        String(windowMs),
      ]);
      if (!reply) return fallback.hitNow(key, amount, windowMs);
      return { count: Number(reply[0]), resetMs: Number(reply[1]) };
    },
    close: () => fallback.close(),
  };
}
