import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { devMail } from '../../db/schema';
import { rows } from '../../test/orders';
import { startTestApp, type TestApp } from '../../test/test-app';
import { backoffSeconds, runDueJobs, scheduleJob, type JobHandlers } from '../job-queue';

let app: TestApp;
let db: Database;
beforeAll(async () => {
  app = await startTestApp();
  db = app.database.db;
});
afterAll(() => app.close());

const lease = { leaseSeconds: 60 };

/** A job whose effect is a row in the database: a mail kept in the development mailbox. */
function recordingJobs(failFirst = new Set<string>()): JobHandlers {
  return {
    record: {
      inTransaction: async (tx, payload) => {
        const to = (payload as { to: string }).to;
        await tx.insert(devMail).values({ toAddress: to, subject: 'job', textBody: '', htmlBody: '' });
        if (failFirst.delete(to)) throw new Error(`first try for ${to} fails after its effect`);
        return [];
      },
    },
  };
}

const recorded = async (to: string) =>
  (await rows<{ count: number }>(db, sql`select count(*)::int as count from dev_mail where to_address = ${to}`))[0]!
    .count;
const jobOf = async (key: string) =>
  (
    await rows<{ attempts: number; last_error: string | null; done_at: unknown; wait: number }>(
      db,
      sql`select attempts, last_error, done_at, extract(epoch from run_at - now())::float8 as wait from jobs where dedupe_key = ${key}`,
    )
  )[0]!;

describe('the job queue', () => {
  it('keeps one job for one dedupe key however often it is scheduled', async () => {
    const key = `test:${randomUUID()}`;
    for (let time = 0; time < 3; time += 1) {
      await db.transaction((tx) =>
        scheduleJob(tx, { kind: 'record', payload: { to: key }, runAt: new Date(), dedupeKey: key }),
      );
    }
    expect((await rows(db, sql`select id from jobs where dedupe_key = ${key}`)).length).toBe(1);
    await runDueJobs(db, recordingJobs(), lease);
    expect(await recorded(key)).toBe(1);
  });

  it('rolls a failed job back, retries it after a backoff with its error kept, and commits its effect once', async () => {
    const key = `test:${randomUUID()}`;
    await db.transaction((tx) =>
      scheduleJob(tx, { kind: 'record', payload: { to: key }, runAt: new Date(), dedupeKey: key }),
    );
    const handlers = recordingJobs(new Set([key]));
    const [failed] = (await runDueJobs(db, handlers, lease)).filter((outcome) => outcome.kind === 'record');
    expect(failed?.error).toBeInstanceOf(Error);
    expect(await recorded(key)).toBe(0);
    const waiting = await jobOf(key);
    expect(waiting).toMatchObject({
      attempts: 1,
      last_error: `Error: first try for ${key} fails after its effect`,
      done_at: null,
    });
    expect(waiting.wait).toBeGreaterThan(backoffSeconds(1) - 2);
    expect(await runDueJobs(db, handlers, lease)).toEqual([]);

    await db.execute(sql`update jobs set run_at = now() where dedupe_key = ${key}`);
    await runDueJobs(db, handlers, lease);
    expect(await recorded(key)).toBe(1);
    expect(await jobOf(key)).toMatchObject({ attempts: 2, done_at: expect.anything() });
    await db.execute(sql`update jobs set run_at = now() where dedupe_key = ${key}`);
    expect(await runDueJobs(db, handlers, lease)).toEqual([]);
    expect(await recorded(key)).toBe(1);
  });

  it('keeps a database failure by its SQLSTATE, not by the values its statement quoted', async () => {
    const key = `test:${randomUUID()}`;
    await db.transaction((tx) => scheduleJob(tx, { kind: 'cast', payload: {}, runAt: new Date(), dedupeKey: key }));
    const casting: JobHandlers = {
      cast: {
        inTransaction: async (tx) => {
          await tx.execute(sql`select ${'buyer@example.ng'}::int`);
          return [];
        },
      },
    };
    await runDueJobs(db, casting, lease);
    const { last_error } = await jobOf(key);
    expect(last_error).toContain('22P02');
    expect(last_error).not.toContain('buyer@example.ng');
  });

  it('runs each job once when several runners claim at the same time', async () => {
    const keys = Array.from({ length: 30 }, () => `test:${randomUUID()}`);
    await db.transaction(async (tx) => {
      for (const key of keys)
        await scheduleJob(tx, { kind: 'record', payload: { to: key }, runAt: new Date(), dedupeKey: key });
    });
    const handlers = recordingJobs();
    await Promise.all(Array.from({ length: 4 }, () => runDueJobs(db, handlers, { leaseSeconds: 60, batchSize: 10 })));
    await runDueJobs(db, handlers, { leaseSeconds: 60, batchSize: 30 });
    expect(await Promise.all(keys.map(recorded))).toEqual(keys.map(() => 1));
  });

  // Only a server runs two transactions at once; the embedded database has one connection.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'runs a claimed job that another transaction holds for a moment, once that transaction ends',
    async () => {
      const [holder, held] = [`test:${randomUUID()}`, `test:${randomUUID()}`];
      const start = Date.now() - 60_000;
      await db.transaction(async (tx) => {
        await scheduleJob(tx, { kind: 'hold', payload: {}, runAt: new Date(start), dedupeKey: holder });
        await scheduleJob(tx, { kind: 'record', payload: { to: held }, runAt: new Date(start + 1), dedupeKey: held });
      });
      // Another runner's claim, say, whose snapshot saw the job free: it locks the row, finds
      // the job leased and leaves it, and holds the lock until its transaction ends.
      let holding: Promise<void> | undefined;
      const handlers: JobHandlers = {
        ...recordingJobs(),
        hold: {
          inTransaction: async () => {
            let locked!: () => void;
            const rowLocked = new Promise<void>((resolve) => (locked = resolve));
            holding = db.transaction(async (other) => {
              await other.execute(sql`select id from jobs where dedupe_key = ${held} for update`);
              locked();
              await new Promise((resolve) => setTimeout(resolve, 300));
            });
            await rowLocked;
            return [];
          },
        },
      };
      await runDueJobs(db, handlers, lease);
      await holding;
      expect(await recorded(held)).toBe(1);
      expect(await jobOf(held)).toMatchObject({ attempts: 1, done_at: expect.anything() });
    },
  );

  it('leaves a claimed job to its claimant until the lease ends, then lets another take it', async () => {
    const key = `test:${randomUUID()}`;
    await db.transaction((tx) =>
      scheduleJob(tx, { kind: 'record', payload: { to: key }, runAt: new Date(), dedupeKey: key }),
    );
    // A claimant that died after claiming: the lease is set and the attempt counted.
    await db.execute(
      sql`update jobs set attempts = 1, locked_until = now() + interval '1 hour' where dedupe_key = ${key}`,
    );
    await runDueJobs(db, recordingJobs(), lease);
    expect(await recorded(key)).toBe(0);
    await db.execute(sql`update jobs set locked_until = now() - interval '1 second' where dedupe_key = ${key}`);
    await runDueJobs(db, recordingJobs(), lease);
    expect(await recorded(key)).toBe(1);
    expect((await jobOf(key)).attempts).toBe(2);
  });

  it('gives back at once the jobs it claimed but has not started when stopped, for another runner to take', async () => {
    const keys = Array.from({ length: 3 }, () => `test:${randomUUID()}`);
    const start = Date.now() - 60_000;
    await db.transaction(async (tx) => {
      for (const [index, key] of keys.entries())
        await scheduleJob(tx, { kind: 'record', payload: { to: key }, runAt: new Date(start + index), dedupeKey: key });
    });
    let started!: () => void;
    const firstStarted = new Promise<void>((resolve) => (started = resolve));
    let finish!: () => void;
    const firstMayFinish = new Promise<void>((resolve) => (finish = resolve));
    const record = recordingJobs().record!;
    const slowFirst: JobHandlers = {
      record: {
        inTransaction: async (tx, payload) => {
          if ((payload as { to: string }).to === keys[0]) {
            started();
            await firstMayFinish;
          }
          return 'inTransaction' in record ? record.inTransaction(tx, payload) : [];
        },
      },
    };
    const stopping = new AbortController();
    const stopped = runDueJobs(db, slowFirst, lease, stopping.signal);
    await firstStarted;
    stopping.abort();
    finish();
    expect((await stopped).filter((outcome) => outcome.kind === 'record')).toHaveLength(1);
    expect(await recorded(keys[0]!)).toBe(1);
    // The other two are free now, not after the 60 s lease, and the claim counted no attempt.
    expect(await Promise.all(keys.slice(1).map(async (key) => (await jobOf(key)).attempts))).toEqual([0, 0]);
    await runDueJobs(db, recordingJobs(), lease);
    expect(await Promise.all(keys.map(recorded))).toEqual([1, 1, 1]);
  });
});
