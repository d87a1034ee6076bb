import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

const LOCK_TTL_MS = 30_000;
const WAIT_LIMIT_MS = 20_000;

/**
 * Runs one conversation turn at a time per session, in arrival order: an in-process queue per key,
 * plus a Redis lock when Redis is configured so copies of the server behind a load balancer take
 * turns too. A turn that cannot get the lock within 20 s gets `null` (the caller says "busy").
 */
export function createSessionLock(redis?: Redis) {
  const tails = new Map<string, Promise<unknown>>();

  async function withRedisLock<T>(key: string, run: () => Promise<T>): Promise<T | null> {
    if (!redis) return run();
    const token = randomUUID();
    const redisKey = `plubot:lock:${key}`;
    const giveUpAt = Date.now() + WAIT_LIMIT_MS;
    let delay = 5;
    while ((await redis.set(redisKey, token, 'PX', LOCK_TTL_MS, 'NX')) !== 'OK') {
      if (Date.now() > giveUpAt) return null;
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, 100);
    }
    try {
      return await run();
    } finally {
      await redis.eval(
        "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end",
        1,
        redisKey,
        token,
      );
    }
  }

  return function withSessionLock<T>(key: string, run: () => Promise<T>): Promise<T | null> {
    const previous = tails.get(key) ?? Promise.resolve();
    const current = previous.catch(() => undefined).then(() => withRedisLock(key, run));
    tails.set(key, current);
    void current
      .catch(() => undefined)
      .finally(() => {
        if (tails.get(key) === current) tails.delete(key);
      });
    return current;
  };
}

export type WithSessionLock = ReturnType<typeof createSessionLock>;
