const DEADLOCK_DETECTED = '40P01';
const SERIALIZATION_FAILURE = '40001';

/**
 * Whether PostgreSQL rolled the work back only because it met another transaction (a
 * deadlock, a serialization failure) and it may pass when it runs again. Drivers and Drizzle
 * wrap the database's error in causes.
 */
function isRetryableConflict(error: unknown): boolean {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    const { code } = cause as Error & { code?: unknown };
    if (code === DEADLOCK_DETECTED || code === SERIALIZATION_FAILURE) return true;
  }
  return false;
}

/**
 * Runs `work` again, `attempts` tries in all, while the database answers that it should be
 * retried. Only for work that keeps nothing when it fails: one transaction or one statement.
 */
export async function retryingConflicts<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isRetryableConflict(error)) throw error;
    }
  }
}
