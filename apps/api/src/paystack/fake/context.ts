import { setTimeout as sleep } from 'node:timers/promises';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { startBackgroundTask } from '../../background-task';
import { createOutageLogger, isOutageError } from '../../outages';
import type { Database } from '../../db/client';
import { fakePaystackWebhooks } from '../../db/schema';
import { SIGNATURE_HEADER, signBody } from '../signature';

/**
 * What the fake Paystack's route files (transactions.ts, transfers.ts) share: the secret key
 * its callers must present and its webhooks are signed with, the database that holds all of
 * its state (so any process serving it, on any node, answers alike), and a webhook outbox
 * that, like Paystack, retries until our server answers 200.
 */
export interface FakePaystackContext {
  secretKey: string;
  db: () => Database;
  /**
   * The fake's own public address, for the checkout pages it hands out. Mounted on our server
   * it is the address the payment returns to (`callbackUrl`), which is where the user is.
   */
  publicUrl: (callbackUrl: string | null) => string;
  /** True when the request carries `Authorization: Bearer <secretKey>`, as Paystack requires. */
  authorized: (request: FastifyRequest) => boolean;
  /**
   * Records the signed webhook `{ event, data }` in the caller's transaction, so it exists
   * exactly when the change it reports committed; call `deliverSoon` after the commit.
   */
  queueWebhook: (tx: Database, event: string, data: Record<string, unknown>) => Promise<void>;
  /** Delivers what is due now, without waiting for the next poll. */
  deliverSoon: () => void;
  /** Adds work to each poll (a transfer's bank outcome that is due), and whether any is due now. */
  addDueWork: (work: DueWork) => void;
  /**
   * Resolves when every webhook queued so far has been delivered or given up, and the work
   * that was due when it was called is done (a bank's later move is not waited for); tests await it.
   */
  webhooksSettled: () => Promise<void>;
  /** Stops polling, waiting for a poll under way. */
  stop: () => Promise<void>;
}

export interface DueWork {
  run: (db: Database) => Promise<void>;
  /** Whether any of it was due by `asOf` and is still to do. */
  outstanding: (db: Database, asOf: Date) => Promise<boolean>;
}

/** Paystack retries a failed webhook for days; the fake, which serves tests and demos, gives up sooner. */
const RETRY_DELAYS_MS = [200, 1_000, 5_000, 15_000, 60_000];
/** Every process serving the fake looks for due webhooks this often (a new one is sent at once by its own process). */
const POLL_INTERVAL_MS = 500;
/** A claimed webhook is left to its process this long: a delivery times out well within it. */
const LEASE_SECONDS = 30;
const DELIVERY_TIMEOUT_MS = 10_000;
const BATCH_SIZE = 20;

export interface FakePaystackContextOptions {
  secretKey: string;
  /** Read at each use: a fake started alone in a test gets the app's database once the app exists. */
  db: () => Database | undefined;
  /** Where its webhooks go (our POST /api/v1/webhooks/paystack); read when each is sent. */
  webhookUrl: () => string;
  publicUrl: (callbackUrl: string | null) => string;
  log: FastifyBaseLogger;
  /** Tests: a webhook for which this answers true is never sent, as if Paystack's were lost. */
  dropWebhook?: (event: string, data: Record<string, unknown>) => boolean;
}

/** Claims due webhooks nobody holds, with a lease and one more attempt, committed before any is sent. */
async function claimDueWebhooks(db: Database) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: fakePaystackWebhooks.id })
      .from(fakePaystackWebhooks)
      .where(
        and(
          isNull(fakePaystackWebhooks.deliveredAt),
          isNull(fakePaystackWebhooks.givenUpAt),
          lte(fakePaystackWebhooks.runAt, sql`now()`),
          or(isNull(fakePaystackWebhooks.lockedUntil), lte(fakePaystackWebhooks.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(fakePaystackWebhooks.id))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const claimed = await tx
      .update(fakePaystackWebhooks)
      .set({
        attempts: sql`${fakePaystackWebhooks.attempts} + 1`,
        lockedUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
      })
      .where(
        inArray(
          fakePaystackWebhooks.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
    return claimed.sort((a, b) => a.id - b.id);
  });
}

/** Deletes at most `limit` webhooks delivered more than `days` ago, and answers how many. */
export async function pruneDeliveredWebhooks(db: Database, days: number, limit: number): Promise<number> {
  const old = db
    .select({ id: fakePaystackWebhooks.id })
    .from(fakePaystackWebhooks)
    .where(sql`${fakePaystackWebhooks.deliveredAt} < now() - make_interval(days => ${days}::int)`)
    .limit(limit);
  const pruned = await db
    .delete(fakePaystackWebhooks)
    .where(inArray(fakePaystackWebhooks.id, old))
    .returning({ id: fakePaystackWebhooks.id });
  return pruned.length;
}

export function createFakePaystackContext({
  secretKey,
  db,
  webhookUrl,
  publicUrl,
  log,
  dropWebhook,
}: FakePaystackContextOptions): FakePaystackContext {
  const dueWork: DueWork[] = [];

  async function post(body: string): Promise<number> {
    const answer = await fetch(webhookUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(secretKey, body) },
      body,
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    await answer.body?.cancel();
    return answer.status;
  }

  async function deliverDueWebhooks(database: Database): Promise<void> {
    for (const webhook of await claimDueWebhooks(database)) {
      const attempt = { event: webhook.event, attempt: webhook.attempts };
      try {
        const status = await post(webhook.body);
        if (status === 200) {
          await database
            .update(fakePaystackWebhooks)
            .set({ deliveredAt: sql`now()`, lockedUntil: null })
            .where(eq(fakePaystackWebhooks.id, webhook.id));
          continue;
        }
        log.warn({ ...attempt, status }, 'fake Paystack webhook refused; retrying');
      } catch (error) {
        log.warn({ ...attempt, err: error }, 'fake Paystack webhook not delivered; retrying');
      }
      const delay = RETRY_DELAYS_MS[webhook.attempts - 1];
      if (delay === undefined) log.error({ event: webhook.event }, 'fake Paystack webhook given up');
      await database
        .update(fakePaystackWebhooks)
        .set(
          delay === undefined
            ? { givenUpAt: sql`now()`, lockedUntil: null }
            : { runAt: sql`now() + make_interval(secs => ${delay / 1000})`, lockedUntil: null },
        )
        .where(eq(fakePaystackWebhooks.id, webhook.id));
    }
  }

  function database(): Database {
    const handle = db();
    if (!handle) throw new Error('The fake Paystack has no database yet');
    return handle;
  }

  async function poll(): Promise<void> {
    const database = db();
    if (!database) return;
    for (const work of dueWork) await work.run(database);
    await deliverDueWebhooks(database);
  }

  // One poll at a time in this process; a request for one while one runs is served by another right after.
  let running: Promise<void> | undefined;
  let again = false;
  function pollNow(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await poll();
      } while (again);
    })().finally(() => {
      running = undefined;
    });
    return running;
  }
  // A stopped database fails every poll: one line per quiet period, as the server's own outages.
  const logOutage = createOutageLogger(log);
  const reportFailure = (error: unknown) => {
    if (isOutageError(error)) logOutage(error, 'fake Paystack polling its webhooks');
    else log.warn({ err: error }, 'fake Paystack could not deliver its webhooks; it tries again at the next poll');
  };
  const stopPolling = startBackgroundTask(POLL_INTERVAL_MS, () => pollNow(), reportFailure);

  async function undelivered(database: Database): Promise<boolean> {
    const [row] = await database
      .select({ id: fakePaystackWebhooks.id })
      .from(fakePaystackWebhooks)
      .where(and(isNull(fakePaystackWebhooks.deliveredAt), isNull(fakePaystackWebhooks.givenUpAt)))
      .limit(1);
    return row !== undefined;
  }

  return {
    secretKey,
    db: database,
    publicUrl,
    authorized: (request) => request.headers.authorization === `Bearer ${secretKey}`,
    async queueWebhook(tx, event, data) {
      if (dropWebhook?.(event, data)) {
        log.info({ event }, 'fake Paystack dropped a webhook, as asked');
        return;
      }
      await tx.insert(fakePaystackWebhooks).values({ event, body: JSON.stringify({ event, data }) });
    },
    deliverSoon() {
      pollNow().catch(reportFailure);
    },
    addDueWork(work) {
      dueWork.push(work);
    },
    async webhooksSettled() {
      const asOf = new Date();
      for (;;) {
        await pollNow();
        const handle = database();
        const outstanding = [undelivered(handle), ...dueWork.map((work) => work.outstanding(handle, asOf))];
        if (!(await Promise.all(outstanding)).some(Boolean)) return;
        await sleep(25);
      }
    },
    async stop() {
      await stopPolling();
      await running;
    },
  };
}
