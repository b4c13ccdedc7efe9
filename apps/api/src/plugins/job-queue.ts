import { and, asc, eq, inArray, isNull, lt, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { startBackgroundTask } from '../background-task';
import type { Database } from '../db/client';
import { jobs } from '../db/schema';
import { serializeError } from '../log-safety';
import type { LiveEvent } from './event-bus';
import type { Mailer, OutgoingMail } from './mailer';

/**
 * Durable work for later (docs/decisions/008-our-own-job-queue.md). A job is inserted in the
 * transaction that makes it necessary, so it exists exactly when that transaction committed,
 * and every server process runs the jobs that are due:
 *
 * 1. Claim: in one short transaction, due jobs nobody holds are locked `FOR UPDATE SKIP
 *    LOCKED` (another process skips them rather than waits), and each gets a lease
 *    (`locked_until`) and one more attempt, committed before any work starts, so a job that
 *    kills its process is still counted and waits out its lease before another try.
 * 2. Run: a job whose effect is in the database runs in one transaction that locks the job
 *    row again, checks it is not done, makes its effect and marks it done, so the effect is
 *    committed exactly once whatever runs twice. A job whose effect is outside (mail) makes
 *    it, then is marked done: sent at least once, twice only if the process dies between the
 *    two.
 * 3. A failure rolls the effect back and the job waits a backoff before its next attempt.
 */

/**
 * A job that finds it is early (what it waits for moved later: a watched auction's end after
 * a late bid) answers when to run instead. Nothing failed, so its attempts start again.
 */
export interface RunAgain {
  runAgainAt: Date;
}

/** Work done inside the job's transaction; answers live events to publish once committed. */
export interface DatabaseJob {
  inTransaction: (tx: Database, payload: unknown) => Promise<LiveEvent[] | RunAgain>;
}

/** Work done outside the database (a mail), then marked done. */
export interface OutsideJob {
  outside: (payload: unknown) => Promise<void>;
}

export type JobHandlers = Record<string, DatabaseJob | OutsideJob>;

export interface NewJob {
  kind: string;
  payload: unknown;
  runAt: Date;
  /** Scheduling the same work again (a deadline, a mail) finds the first job and adds none. */
  dedupeKey: string;
}

/** Inserts a job in the caller's transaction: it exists if and only if that transaction commits. */
export async function scheduleJob(tx: Database, job: NewJob): Promise<void> {
  await tx.insert(jobs).values(job).onConflictDoNothing({ target: jobs.dedupeKey });
}

/** Moves the unfinished jobs whose dedupe key starts with `prefix` `hours` nearer (development only). */
export async function bringJobsForward(tx: Database, dedupeKeyPrefix: string, hours: number): Promise<void> {
  await tx
    .update(jobs)
    .set({ runAt: sql`${jobs.runAt} - make_interval(hours => ${hours})` })
    .where(and(isNull(jobs.doneAt), sql`left(${jobs.dedupeKey}, ${dedupeKeyPrefix.length}) = ${dedupeKeyPrefix}`));
}

/** Sets when the unfinished jobs whose dedupe key starts with `prefix` run (what they wait for moved). */
export async function rescheduleJobs(tx: Database, dedupeKeyPrefix: string, runAt: Date): Promise<void> {
  await tx
    .update(jobs)
    .set({ runAt })
    .where(and(isNull(jobs.doneAt), sql`left(${jobs.dedupeKey}, ${dedupeKeyPrefix.length}) = ${dedupeKeyPrefix}`));
}

export const SEND_MAIL = 'send_mail';

/** Mail that must go only if the caller's transaction commits, and must not be lost if the process dies after. */
export function scheduleMail(tx: Database, mail: OutgoingMail, dedupeKey: string): Promise<void> {
  return scheduleJob(tx, { kind: SEND_MAIL, payload: mail, runAt: new Date(), dedupeKey });
}

export function mailJobs(mailer: Mailer): JobHandlers {
  return { [SEND_MAIL]: { outside: (payload) => mailer.send(payload as OutgoingMail) } };
}

export interface JobQueueOptions {
  /** How long a claim keeps other processes off a job; a job must finish well within it. */
  leaseSeconds: number;
  /** Jobs claimed per run. */
  batchSize?: number;
  /** The kinds this run claims (a lane's), or those it leaves to other lanes; every kind by default. */
  kinds?: { only: string[] } | { except: string[] };
  /** Claimed jobs run this many at a time; one by one by default. */
  concurrency?: number;
  /**
   * At most `perClaim` jobs with the same `key` (an SQL expression over the `jobs` row, such as
   * the user a push goes to) are claimed at once, so one party's many jobs cannot fill a run.
   */
  fairShare?: { key: SQL; perClaim: number };
}

/**
 * Jobs that wait on services outside our control (a browser's push service, which a user
 * names) run in a lane of their own, with their own concurrency: a slow or silent service
 * then holds only its lane's slots, never those of deadlines, forfeits and mail, which run
 * in the main lane with every kind no lane names.
 */
export interface JobLane {
  kinds: string[];
  concurrency: number;
  batchSize?: number;
  fairShare?: JobQueueOptions['fairShare'];
}

/** After this many attempts a job is left undone, with its last error, for an operator. */
export const JOB_MAX_ATTEMPTS = 20;
const BACKOFF_BASE_SECONDS = 5;
const BACKOFF_MAX_SECONDS = 60 * 60;
/** An error longer than this is cut: the column is for reading, not for dumps. */
const LAST_ERROR_MAX_LENGTH = 2_000;
const DEFAULT_BATCH_SIZE = 20;

/** 5 s, 10 s, 20 s... doubling to at most an hour: a dependency down for hours is not hammered. */
export function backoffSeconds(attempts: number): number {
  return Math.min(BACKOFF_BASE_SECONDS * 2 ** Math.max(attempts - 1, 0), BACKOFF_MAX_SECONDS);
}

export interface JobOutcome {
  id: string;
  kind: string;
  attempts: number;
  /** Set when the job failed this time; `givenUp` once it has no attempts left. */
  error?: unknown;
  givenUp?: boolean;
  /** Set when the job found itself early and waits until then. */
  runAgainAt?: Date;
  events: LiveEvent[];
}

type Claimed = { id: string; kind: string; payload: unknown; attempts: number };

function kindFilter(kinds: JobQueueOptions['kinds']): SQL | undefined {
  if (!kinds || ('except' in kinds && kinds.except.length === 0)) return undefined;
  return 'only' in kinds ? inArray(jobs.kind, kinds.only) : notInArray(jobs.kind, kinds.except);
}

async function claimDueJobs(db: Database, options: JobQueueOptions): Promise<Claimed[]> {
  const claimable = and(
    isNull(jobs.doneAt),
    lte(jobs.runAt, sql`now()`),
    or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, sql`now()`)),
    lt(jobs.attempts, JOB_MAX_ATTEMPTS),
    kindFilter(options.kinds),
  );
  const { fairShare } = options;
  const fair = fairShare
    ? sql`${jobs.id} in (select ranked.id from (
        select ${jobs.id} as id, row_number() over (partition by ${fairShare.key} order by ${jobs.runAt}) as place
        from ${jobs} where ${claimable}) as ranked where ranked.place <= ${fairShare.perClaim})`
    : undefined;
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(claimable, fair))
      .orderBy(asc(jobs.runAt))
      .limit(options.batchSize ?? DEFAULT_BATCH_SIZE)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const claimed = await tx
      .update(jobs)
      .set({
        attempts: sql`${jobs.attempts} + 1`,
        lockedUntil: sql`now() + make_interval(secs => ${options.leaseSeconds})`,
      })
      .where(
        sql`${jobs.id} in (${sql.join(
          due.map((job) => sql`${job.id}::uuid`),
          sql`, `,
        )})`,
      )
      .returning({ id: jobs.id, kind: jobs.kind, payload: jobs.payload, attempts: jobs.attempts, runAt: jobs.runAt });
    return claimed.sort((a, b) => a.runAt.getTime() - b.runAt.getTime());
  });
}

/**
 * Locks the job row if it is still to do, waiting for any transaction that holds it: a
 * process that outlived its lease running the job (which then finds it done), or a moment's
 * lock that leaves it undone (another runner's claim that locked the row before it saw the
 * lease). Skipping a locked row would leave the job undone under this runner's lease.
 */
async function lockUndone(tx: Database, id: string): Promise<boolean> {
  const rows = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, id), isNull(jobs.doneAt)))
    .for('update');
  return rows.length > 0;
}

async function markDone(tx: Database, id: string): Promise<void> {
  await tx
    .update(jobs)
    .set({ doneAt: sql`now()`, lockedUntil: null })
    .where(eq(jobs.id, id));
}

async function runOne(db: Database, job: Claimed, handlers: JobHandlers): Promise<LiveEvent[] | RunAgain> {
  const handler = handlers[job.kind];
  if (!handler) throw new Error(`No handler for jobs of kind ${job.kind}`);
  if ('outside' in handler) {
    await handler.outside(job.payload);
    await db.transaction(async (tx) => {
      if (await lockUndone(tx, job.id)) await markDone(tx, job.id);
    });
    return [];
  }
  return db.transaction(async (tx) => {
    // Done by another process whose lease this one outlived.
    if (!(await lockUndone(tx, job.id))) return [];
    const outcome = await handler.inTransaction(tx, job.payload);
    if ('runAgainAt' in outcome) {
      await tx
        .update(jobs)
        .set({ runAt: outcome.runAgainAt, attempts: 0, lockedUntil: null })
        .where(eq(jobs.id, job.id));
      return outcome;
    }
    await markDone(tx, job.id);
    return outcome;
  });
}

/**
 * What an operator reads of a failure, written as the logs write it (src/log-safety.ts): a
 * database error by its SQLSTATE and constraint, never its message, which quotes the values
 * (an address, an amount) the statement was given.
 */
function failureText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const logged = serializeError(error);
  if (logged.type !== 'DatabaseError') return `${error.name}: ${error.message}`;
  return [logged.type, logged.code, logged.constraint, logged.statement].filter(Boolean).join(' ');
}

async function recordFailure(db: Database, job: Claimed, error: unknown): Promise<void> {
  const message = failureText(error).slice(0, LAST_ERROR_MAX_LENGTH);
  await db
    .update(jobs)
    .set({
      lastError: message,
      lockedUntil: null,
      runAt: sql`now() + make_interval(secs => ${backoffSeconds(job.attempts)})`,
    })
    .where(and(eq(jobs.id, job.id), isNull(jobs.doneAt)));
}

/**
 * Claims the jobs due now (of `options.kinds`) and runs them oldest first, one by one or
 * `options.concurrency` at a time. Several processes may run this at once (see the top of
 * this file). A failed job is rescheduled and reported in its outcome; the others still run.
 */
export async function runDueJobs(
  db: Database,
  handlers: JobHandlers,
  options: JobQueueOptions,
  stopping?: AbortSignal,
): Promise<JobOutcome[]> {
  const outcomes: JobOutcome[] = [];
  const claimed = await claimDueJobs(db, options);
  let next = 0;
  // Each worker takes the next job not started; all stop starting once the process stops.
  async function worker(): Promise<void> {
    while (next < claimed.length && !stopping?.aborted) {
      const job = claimed[next++]!;
      const outcome = { id: job.id, kind: job.kind, attempts: job.attempts };
      try {
        const result = await runOne(db, job, handlers);
        outcomes.push('runAgainAt' in result ? { ...outcome, ...result, events: [] } : { ...outcome, events: result });
      } catch (error) {
        await recordFailure(db, job, error);
        outcomes.push({ ...outcome, error, givenUp: job.attempts >= JOB_MAX_ATTEMPTS, events: [] });
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(options.concurrency ?? 1, claimed.length) }, worker));
  if (next < claimed.length) await giveBack(db, claimed.slice(next));
  return outcomes;
}

/**
 * Ends the lease of claimed jobs this process will not start (it is stopping), so another
 * process takes them at its next run instead of after the lease; the attempt the claim
 * counted is taken back, as none was made. A job whose lease ran out meanwhile and that
 * another process claimed since (its attempts moved on) is that process's, and left alone.
 */
async function giveBack(db: Database, unstarted: Claimed[]): Promise<void> {
  await db
    .update(jobs)
    .set({ lockedUntil: sql`now()`, attempts: sql`${jobs.attempts} - 1` })
    .where(
      and(
        isNull(jobs.doneAt),
        or(...unstarted.map((job) => and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts)))),
      ),
    );
}

/**
 * Deletes at most `limit` jobs done more than `days` ago, and answers how many. Undone jobs,
 * those given up included, stay for an operator.
 */
export async function pruneFinishedJobs(db: Database, days: number, limit: number): Promise<number> {
  const old = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(sql`${jobs.doneAt} < now() - make_interval(days => ${days}::int)`)
    .limit(limit);
  const pruned = await db.delete(jobs).where(inArray(jobs.id, old)).returning({ id: jobs.id });
  return pruned.length;
}

const RUNNER_INTERVAL_MS = 1000;

/**
 * Runs `runDueJobs` every second in this process for the main lane (every kind no lane names)
 * and for each of `lanes` on its own, each lane one run at a time, until stopped. The stop
 * claims nothing more, lets the jobs under way finish and gives back the claimed jobs not started.
 */
export function startJobRunner(
  db: Database,
  handlers: JobHandlers,
  options: JobQueueOptions & { lanes?: JobLane[] },
  onOutcome: (outcome: JobOutcome) => void,
  onError: (error: unknown) => void,
): () => Promise<void> {
  const stopping = new AbortController();
  const { lanes = [], ...main } = options;
  const runs: JobQueueOptions[] = [
    { ...main, kinds: { except: lanes.flatMap((lane) => lane.kinds) } },
    ...lanes.map(({ kinds, concurrency, batchSize, fairShare }) => ({
      leaseSeconds: main.leaseSeconds,
      kinds: { only: kinds },
      concurrency,
      batchSize,
      fairShare,
    })),
  ];
  const stops = runs.map((run) =>
    startBackgroundTask(
      RUNNER_INTERVAL_MS,
      async () => (await runDueJobs(db, handlers, run, stopping.signal)).forEach(onOutcome),
      onError,
    ),
  );
  return async () => {
    stopping.abort();
    await Promise.all(stops.map((stop) => stop()));
  };
}
