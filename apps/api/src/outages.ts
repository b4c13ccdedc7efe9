import type { FastifyBaseLogger } from 'fastify';

/** How long a client is asked to wait when a dependency is down; outages seen here last seconds. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;
/** One warning per outage window instead of one line per failed request. */
const OUTAGE_LOG_INTERVAL_MS = 10_000;

/** Socket errors of a connection to PostgreSQL or Redis that failed or dropped. */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * SQLSTATEs that mean the database cannot serve now, not that the query was wrong:
 * connection exceptions (class 08), shutdowns and restarts (57P01-57P03), too many connections.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** What node-postgres and ioredis say, without a code, when a connection is gone or never came. */
const CONNECTION_LOST_MESSAGES = [
  /^Connection terminated/,
  // pg's answer to a query on a client whose connection was cut between two queries of a transaction.
  /^Client has encountered a connection error and is not queryable/,
  /^timeout exceeded when trying to connect/,
  /^Connection is closed/,
  /^Reached the max retries per request limit/,
  /^Stream isn't writeable/,
];

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current instanceof Error && chain.length < 5; current = current.cause) chain.push(current);
  return chain;
}

/** Whether an error (or what caused it) means PostgreSQL, Redis or the photo store is unreachable. */
export function isOutageError(error: unknown): boolean {
  return causes(error).some((cause) => {
    const { code, message, name } = cause as Error & { code?: unknown };
    if (name === 'MaxRetriesPerRequestError' || name === 'PhotoStoreUnavailableError') return true;
    if (
      typeof code === 'string' &&
      (CONNECTION_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08'))
    ) {
      return true;
    }
    return CONNECTION_LOST_MESSAGES.some((pattern) => pattern.test(message));
  });
}

/**
 * Logs an outage at warn level at most once per interval, with how many failures the
 * quiet period held: a stopped database must not write a line per request.
 */
export function createOutageLogger(log: Pick<FastifyBaseLogger, 'warn'>): (error: unknown, what: string) => void {
  let lastLoggedAt = -Infinity;
  let suppressed = 0;
  return (error, what) => {
    const now = performance.now();
    if (now - lastLoggedAt < OUTAGE_LOG_INTERVAL_MS) {
      suppressed += 1;
      return;
    }
    log.warn({ err: error, failuresSinceLastWarning: suppressed }, `${what}: a dependency is unavailable`);
    lastLoggedAt = now;
    suppressed = 0;
  };
}
