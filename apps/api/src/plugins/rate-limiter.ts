import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  RLWrapperTimeouts,
  type RateLimiterAbstract,
  type RateLimiterCompatibleAbstract,
} from 'rate-limiter-flexible';

export interface RateLimit {
  /** Counts one hit; resolves to the seconds to wait when the limit is already used up. */
  hit(key: string): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }>;
  /** Gives back one hit counted for an attempt that turned out legitimate. */
  refund(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

/**
 * Longest a limit waits for Redis before counting in memory instead: a Redis that accepts
 * connections but has stopped answering would otherwise hold every login and upload.
 */
const REDIS_ANSWER_TIMEOUT_MS = 250;

export type RateLimitFactory = (name: string, points: number, windowSeconds: number) => RateLimit;

/**
 * Limits live in Redis when several processes share it (REDIS_URL), else in this process's
 * memory, as docs/product.md#system says. Both stores count atomically, so parallel requests cannot
 * slip past a limit. While Redis is unreachable every limit falls back at once to this
 * process's memory: each process then enforces the same numbers on its own, which bounds
 * abuse as well, where refusing every login, sign-up and upload would lock everyone out.
 */
export function createRateLimitFactory(options: { redis?: Redis; keyPrefix: string }): RateLimitFactory {
  return (name, points, windowSeconds) => {
    const settings = { points, duration: windowSeconds, keyPrefix: `${options.keyPrefix}:${name}` };
    const inMemory = new RateLimiterMemory(settings);
    const limiter: RateLimiterAbstract | RateLimiterCompatibleAbstract = options.redis
      ? new RLWrapperTimeouts({
          limiter: new RateLimiterRedis({
            ...settings,
            storeClient: options.redis,
            rejectIfRedisNotReady: true,
            insuranceLimiter: inMemory,
          }),
          timeoutMs: REDIS_ANSWER_TIMEOUT_MS,
          insuranceLimiter: inMemory,
        })
      : inMemory;
    const secondsUntilReset = (state: RateLimiterRes) => Math.max(1, Math.ceil(state.msBeforeNext / 1000));
    return {
      async hit(key) {
        try {
          await limiter.consume(key);
          return { allowed: true };
        } catch (rejection) {
          if (rejection instanceof RateLimiterRes)
            return { allowed: false, retryAfterSeconds: secondsUntilReset(rejection) };
          throw rejection;
        }
      },
      async refund(key) {
        await limiter.reward(key, 1);
      },
      async reset(key) {
        await limiter.delete(key);
      },
    };
  };
}
