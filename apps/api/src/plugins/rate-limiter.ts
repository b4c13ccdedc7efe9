import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  RLWrapperTimeouts,
  type RateLimiterAbstract,
  type RateLimiterCompatibleAbstract,
} from 'rate-limiter-flexible';

/** One hit counted; `used` is how many the key has counted in its window, this one included. */
export type RateLimitHit =
  { allowed: true; used: number } | { allowed: false; used: number; retryAfterSeconds: number };

export interface RateLimit {
  /** Counts one hit; resolves to the seconds to wait when the limit is already used up. */
  hit(key: string): Promise<RateLimitHit>;
  /** Gives back one hit counted for an attempt that turned out legitimate. */
  refund(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

/**
 * Longest a limit waits for Redis before going by this process's own count alone: a Redis
 * that accepts connections but has stopped answering would otherwise hold every login and upload.
 */
const REDIS_ANSWER_TIMEOUT_MS = 250;

export type RateLimitFactory = (name: string, points: number, windowSeconds: number) => RateLimit;

type Count = { allowed: boolean; used: number; msBeforeNext: number };

async function count(limiter: RateLimiterAbstract | RateLimiterCompatibleAbstract, key: string): Promise<Count> {
  try {
    const state = await limiter.consume(key);
    return { allowed: true, used: state.consumedPoints, msBeforeNext: state.msBeforeNext };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes)
      return { allowed: false, used: rejection.consumedPoints, msBeforeNext: rejection.msBeforeNext };
    throw rejection;
  }
}

/**
 * Limits live in Redis when several processes share it (REDIS_URL), as docs/product.md#system
 * says, and every hit is also counted in this process's memory; a hit is allowed only when
 * both counts allow it. Both stores count atomically, so parallel requests cannot slip past a
 * limit. While Redis is unreachable or slow the memory count alone decides: each process then
 * enforces the same numbers on its own, which bounds abuse as well, where refusing every
 * login, sign-up and upload would lock everyone out. Because memory has counted every hit
 * all along (not only from the moment Redis failed), a fallback never lets one process grant
 * more than the limit in a window, even on a fresh process whose first burst outruns Redis.
 */
export function createRateLimitFactory(options: { redis?: Redis; keyPrefix: string }): RateLimitFactory {
  return (name, points, windowSeconds) => {
    const settings = { points, duration: windowSeconds, keyPrefix: `${options.keyPrefix}:${name}` };
    const inMemory = new RateLimiterMemory(settings);
    const shared = options.redis
      ? new RLWrapperTimeouts({
          limiter: new RateLimiterRedis({ ...settings, storeClient: options.redis, rejectIfRedisNotReady: true }),
          timeoutMs: REDIS_ANSWER_TIMEOUT_MS,
        })
      : undefined;
    /** What Redis answers, or undefined when it is down, slow or failing: memory decides then. */
    const inRedis = async <T>(operation: (limiter: RLWrapperTimeouts) => Promise<T>): Promise<T | undefined> =>
      shared ? operation(shared).catch(() => undefined) : undefined;

    return {
      async hit(key) {
        const counts = await Promise.all([count(inMemory, key), inRedis((limiter) => count(limiter, key))]);
        const known = counts.filter((counted): counted is Count => counted !== undefined);
        const used = Math.max(...known.map((counted) => counted.used));
        const refusals = known.filter((counted) => !counted.allowed);
        if (refusals.length === 0) return { allowed: true, used };
        const waitMs = Math.max(...refusals.map((refusal) => refusal.msBeforeNext));
        return { allowed: false, used, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
      },
      async refund(key) {
        await Promise.all([inMemory.reward(key, 1), inRedis((limiter) => limiter.reward(key, 1))]);
      },
      async reset(key) {
        await Promise.all([inMemory.delete(key), inRedis((limiter) => limiter.delete(key))]);
      },
    };
  };
}
