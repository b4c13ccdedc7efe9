import type { Redis } from 'ioredis';

/** Past this a Redis answer is not waited for, as for the rate limits: the read goes to the primary. */
const REDIS_ANSWER_TIMEOUT_MS = 250;

/**
 * Signed-in users who wrote within the last `windowMs`, so their reads that a replica could
 * serve go to the primary and show what they just did. Kept in this process's memory and,
 * with REDIS_URL, in Redis, where every process and node sees it: the next request of a user
 * may reach any of them. When Redis cannot tell, the user counts as a recent writer (the
 * primary is always right, only busier).
 */
export interface RecentWriters {
  wrote(userId: string): Promise<void>;
  wroteRecently(userId: string): Promise<boolean>;
}

export function createRecentWriters(options: {
  windowMs: number;
  redis?: Redis | undefined;
  keyPrefix: string;
  /** Redis failed to note a write: another process may serve that user the replica's older answer, within the window. */
  onRedisFailure: (error: unknown) => void;
}): RecentWriters {
  const { windowMs, redis } = options;
  // Insertion order is expiry order (every entry lives windowMs from its last write), so the expired ones are in front.
  const writtenUntil = new Map<string, number>();
  const key = (userId: string) => `${options.keyPrefix}:wrote:${userId}`;

  function forgetExpired(now: number): void {
    for (const [userId, until] of writtenUntil) {
      if (until > now) return;
      writtenUntil.delete(userId);
    }
  }

  return {
    async wrote(userId) {
      const now = Date.now();
      forgetExpired(now);
      writtenUntil.delete(userId);
      writtenUntil.set(userId, now + windowMs);
      if (!redis) return;
      try {
        await withinTimeout(redis.set(key(userId), '1', 'PX', windowMs));
      } catch (error) {
        options.onRedisFailure(error);
      }
    },
    async wroteRecently(userId) {
      if ((writtenUntil.get(userId) ?? 0) > Date.now()) return true;
      if (!redis) return false;
      try {
        return (await withinTimeout(redis.exists(key(userId)))) === 1;
      } catch {
        return true;
      }
    },
  };
}

function withinTimeout<T>(answer: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Redis did not answer in time')), REDIS_ANSWER_TIMEOUT_MS);
  });
  return Promise.race([answer, timeout]).finally(() => clearTimeout(timer));
}
