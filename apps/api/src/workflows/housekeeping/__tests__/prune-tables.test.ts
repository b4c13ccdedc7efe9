import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import type { Database } from '../../../db/client';
import { auditLog } from '../../../db/schema';
import { runDueJobs } from '../../../plugins/job-queue';
import { insertUser } from '../../../test/bidding';
import { fund, rows } from '../../../test/orders';
import { startTestApp, type TestApp } from '../../../test/test-app';
import {
  HOUSEKEEPING_INTERVAL_MS,
  HOUSEKEEPING_JOB,
  housekeepingJobs,
  pruneExpired,
  scheduleHousekeeping,
} from '../prune-tables';

let app: TestApp;
let db: Database;
beforeAll(async () => {
  app = await startTestApp();
  db = app.database.db;
});
afterAll(() => app.close());

const retentionDays = loadConfig({}).retentionDays;
const lease = { leaseSeconds: 60 };
const daysAgo = (days: number) => sql`now() - make_interval(days => ${days}::int)`;

async function ids(table: string, column = 'id'): Promise<string[]> {
  return (await rows<{ id: unknown }>(db, sql`select ${sql.raw(column)} as id from ${sql.raw(table)}`))
    .map((row) => `${table}:${String(row.id)}`)
    .sort();
}

/** Runs an insert into `table` that answers `id`, and names the row as `ids` does. */
async function insertedId(table: string, query: ReturnType<typeof sql>): Promise<string> {
  return `${table}:${String((await rows<{ id: unknown }>(db, query))[0]!.id)}`;
}

const notice = (userId: string, sentDaysAgo: number, read: boolean) =>
  insertedId(
    'notifications',
    sql`insert into notifications (user_id, kind, data, read_at, created_at)
    values (${userId}, 'outbid', '{}', ${read ? sql`now()` : null}, ${daysAgo(sentDaysAgo)}) returning id`,
  );
const job = (doneDaysAgo: number | null, attempts = 1) =>
  insertedId(
    'jobs',
    sql`insert into jobs (kind, payload, dedupe_key, run_at, attempts, done_at, created_at)
    values ('test', '{}', ${`test:${randomUUID()}`}, ${daysAgo(100)}, ${attempts},
      ${doneDaysAgo === null ? null : daysAgo(doneDaysAgo)}, ${daysAgo(100)}) returning id`,
  );
const code = (userId: string, usedDaysAgo: number | null, expiresInDays: number) =>
  insertedId(
    'verification_codes',
    sql`insert into verification_codes (user_id, code_hash, expires_at, used_at, created_at)
    values (${userId}, 'x', ${daysAgo(-expiresInDays)}, ${usedDaysAgo === null ? null : daysAgo(usedDaysAgo)},
      ${daysAgo(30)}) returning id`,
  );
const googleSignIn = (userId: string, usedDaysAgo: number | null, expiresInDays: number) =>
  insertedId(
    'google_sign_ins',
    sql`insert into google_sign_ins (ticket_hash, user_id, purpose, google_subject, expires_at, used_at, created_at)
    values (${randomUUID()}, ${userId}, 'session', 'subject', ${daysAgo(-expiresInDays)},
      ${usedDaysAgo === null ? null : daysAgo(usedDaysAgo)}, ${daysAgo(30)}) returning id`,
  );
const session = (
  userId: string,
  { createdDaysAgo, expiresInDays, revokedDaysAgo = null, address = null }: SessionAges,
) =>
  insertedId(
    'sessions',
    sql`insert into sessions (user_id, created_at, expires_at, revoked_at, client_address_hash)
    values (${userId}, ${daysAgo(createdDaysAgo)}, ${daysAgo(-expiresInDays)},
      ${revokedDaysAgo === null ? null : daysAgo(revokedDaysAgo)}, ${address}) returning id`,
  );
interface SessionAges {
  createdDaysAgo: number;
  expiresInDays: number;
  revokedDaysAgo?: number | null;
  address?: string | null;
}
const webhook = (delivered: number | null, givenUp: number | null = null) =>
  insertedId(
    'fake_paystack_webhooks',
    sql`insert into fake_paystack_webhooks (event, body, delivered_at, given_up_at, run_at)
    values ('charge.success', '{}', ${delivered === null ? null : daysAgo(delivered)},
      ${givenUp === null ? null : daysAgo(givenUp)}, ${daysAgo(-1)}) returning id`,
  );
const whatsappAlert = (userId: string, madeDaysAgo: number) =>
  insertedId(
    'whatsapp_alerts',
    sql`insert into whatsapp_alerts (user_id, notification_id, kind, urgent, to_phone, template, parameters, created_at)
    values (${userId}, ${Math.floor(Math.random() * 1e12)}, 'outbid', false, '+2348030000000', 'naijabid_outbid', '[]',
      ${daysAgo(madeDaysAgo)}) returning id`,
  );
const fakeWhatsAppMessage = (sentDaysAgo: number) =>
  insertedId(
    'fake_whatsapp_messages',
    sql`insert into fake_whatsapp_messages (wamid, to_number, body, status, created_at)
    values (${`wamid.${randomUUID()}`}, '2348030000000', '{}', 'delivered', ${daysAgo(sentDaysAgo)}) returning wamid as id`,
  );

/** A match made `madeDaysAgo`, on an auction over (ended) `overDaysAgo`, or still on (null). */
const savedSearchMatch = (userId: string, madeDaysAgo: number, overDaysAgo: number | null = madeDaysAgo) =>
  insertedId(
    'saved_search_matches',
    sql`with listing as (insert into listings (seller_id, title, description, category, brand, condition,
        starting_price_kobo, current_price_kobo, status, outcome, starts_at, ends_at, updated_at)
      values (${userId}, 'Old match', 'A listing a saved search matched.', 'Electronics', '', 'new', 10000, 10000,
        ${overDaysAgo === null ? 'scheduled' : 'ended'}, ${overDaysAgo === null ? null : 'unsold'}, now(),
        now() + interval '1 hour', ${overDaysAgo === null ? sql`now()` : daysAgo(overDaysAgo)}) returning id)
    insert into saved_search_matches (user_id, listing_id, search_name, notify, created_at)
    select ${userId}, id, 'Old', 'bell', ${daysAgo(madeDaysAgo)} from listing returning listing_id as id`,
  );
const digestDay = (userId: string, claimedDaysAgo: number) =>
  insertedId(
    'saved_search_digests',
    sql`insert into saved_search_digests (user_id, day, created_at)
    values (${userId}, ${randomUUID()}, ${daysAgo(claimedDaysAgo)}) returning day as id`,
  );

/** What nothing may prune: money, sales, disputes, the audit log and the bid log. */
const kept = () =>
  rows<Record<string, number>>(
    db,
    sql`select (select count(*) from ledger_transfers)::int as transfers, (select count(*) from ledger_accounts)::int as accounts,
      (select count(*) from orders)::int as orders, (select count(*) from order_disputes)::int as disputes,
      (select count(*) from order_events)::int as "orderEvents", (select count(*) from audit_log)::int as audit,
      (select count(*) from bids)::int as bids`,
  );

describe('housekeeping', () => {
  it('deletes what outlived its retention and keeps what is newer, still in use, or needed', async () => {
    const user = await insertUser(db, 'housekeeping');
    const other = await insertUser(db, 'housekeeping-other');
    await fund(db, user, 500_000);
    await db
      .insert(auditLog)
      .values({ action: 'test', recordType: 'user', recordId: user, reason: 'housekeeping test' });
    const { readNotices, unreadNotices, finishedJobs, usedCodes, googleTickets, endedSessions } = retentionDays;
    const before = await kept();

    const gone = [
      await notice(user, readNotices + 1, true),
      await notice(user, unreadNotices + 1, false),
      await job(finishedJobs + 1),
      await code(user, usedCodes + 1, 10),
      await code(user, null, -(usedCodes + 1)),
      await googleSignIn(user, googleTickets + 1, 10),
      await googleSignIn(user, null, -(googleTickets + 1)),
      await session(user, { createdDaysAgo: 90, expiresInDays: 10, revokedDaysAgo: endedSessions + 1 }),
      await session(user, { createdDaysAgo: 90, expiresInDays: -(endedSessions + 1), address: 'a' }),
      await webhook(finishedJobs + 1),
      await whatsappAlert(user, finishedJobs + 1),
      await fakeWhatsAppMessage(finishedJobs + 1),
      await savedSearchMatch(user, finishedJobs + 1),
      await digestDay(user, finishedJobs + 1),
    ];
    const stay = [
      await notice(user, readNotices - 1, true),
      await notice(user, readNotices + 1, false),
      await job(finishedJobs - 1),
      // Given up: undone, for an operator, however old.
      await job(null, 20),
      await code(user, usedCodes - 1, -(usedCodes - 2)),
      await code(user, null, 1),
      await googleSignIn(user, null, 1),
      await googleSignIn(user, 0, 1),
      await session(user, { createdDaysAgo: 90, expiresInDays: 10, revokedDaysAgo: endedSessions - 1 }),
      await session(user, { createdDaysAgo: 1, expiresInDays: 29 }),
      // The newest session from an address stays for the abuse signals, however old: here
      // the user's, and another account's from the same address.
      await session(user, { createdDaysAgo: 80, expiresInDays: -(endedSessions + 1), address: 'a' }),
      await session(other, { createdDaysAgo: 95, expiresInDays: -(endedSessions + 5), address: 'a' }),
      await webhook(finishedJobs - 1),
      await webhook(null, finishedJobs + 1),
      await webhook(null),
      await whatsappAlert(user, finishedJobs - 1),
      await fakeWhatsAppMessage(finishedJobs - 1),
      await savedSearchMatch(user, finishedJobs - 1),
      // Its auction still on, or over too lately to have been relisted: a relist asks for it.
      await savedSearchMatch(user, finishedJobs + 1, null),
      await savedSearchMatch(user, finishedJobs + 1, 1),
      await digestDay(user, finishedJobs - 1),
    ];

    const pruned = await db.transaction((tx) => pruneExpired(tx, retentionDays, 1_000));
    expect(pruned).toEqual({
      notices: 2,
      finishedJobs: 1,
      codes: 2,
      googleSignIns: 2,
      sessions: 2,
      fakePaystackWebhooks: 1,
      whatsappAlerts: 1,
      fakeWhatsAppMessages: 1,
      savedSearchMatches: 1,
      savedSearchDigests: 1,
    });
    const left = [
      ...(await ids('notifications')),
      ...(await ids('jobs')),
      ...(await ids('verification_codes')),
      ...(await ids('google_sign_ins')),
      ...(await ids('sessions')),
      ...(await ids('fake_paystack_webhooks')),
      ...(await ids('whatsapp_alerts')),
      ...(await ids('fake_whatsapp_messages', 'wamid')),
      ...(await ids('saved_search_matches', 'listing_id')),
      ...(await ids('saved_search_digests', 'day')),
    ];
    expect(left.filter((id) => gone.includes(id))).toEqual([]);
    expect(stay.filter((id) => !left.includes(id))).toEqual([]);
    expect(await kept()).toEqual(before);
    expect((await kept())[0]!.transfers).toBeGreaterThan(0);
    // The app's close waits for the fake's webhooks to settle, and this one was never to be sent.
    await db.execute(sql`delete from fake_paystack_webhooks where delivered_at is null and given_up_at is null`);
  });

  it('is one job however many processes start it, reschedules itself once per run, and works a backlog off in batches', async () => {
    await Promise.all([scheduleHousekeeping(db), scheduleHousekeeping(db)]);
    const housekeeping = () =>
      rows<{ attempts: number; done_at: unknown; wait: number }>(
        db,
        sql`select attempts, done_at, extract(epoch from run_at - now())::float8 as wait from jobs where kind = ${HOUSEKEEPING_JOB}`,
      );
    expect(await housekeeping()).toHaveLength(1);

    const user = await insertUser(db, 'backlog');
    for (let count = 0; count < 5; count += 1) await notice(user, retentionDays.readNotices + 1, true);
    const batchSize = 2;
    const handlers = housekeepingJobs({ retentionDays, log: app.log, batchSize });
    const ranBy = async (runners: number) => {
      const outcomes = await Promise.all(Array.from({ length: runners }, () => runDueJobs(db, handlers, lease)));
      return outcomes.flat().filter((outcome) => outcome.kind === HOUSEKEEPING_JOB);
    };
    const backlog = async () =>
      (
        await rows<{ count: number }>(db, sql`select count(*)::int as count from notifications where user_id = ${user}`)
      )[0]!.count;

    // Two full batches: each run finds more to do and runs again at once.
    for (const left of [3, 1]) {
      const ran = await ranBy(1);
      expect(ran).toHaveLength(1);
      expect(ran[0]!.error).toBeUndefined();
      expect(await backlog()).toBe(left);
      expect((await housekeeping())[0]!.wait).toBeLessThan(1);
    }
    // The last, short batch, with two runners at once as two server processes: one runs it,
    // and the job waits for the next interval, still one undone job.
    expect(await ranBy(2)).toHaveLength(1);
    expect(await backlog()).toBe(0);
    const [waiting, ...others] = await housekeeping();
    expect(others).toEqual([]);
    expect(waiting).toMatchObject({ attempts: 0, done_at: null });
    expect(waiting!.wait).toBeGreaterThan(HOUSEKEEPING_INTERVAL_MS / 1000 - 60);
    expect(await ranBy(2)).toEqual([]);

    await scheduleHousekeeping(db);
    expect(await housekeeping()).toHaveLength(1);
  });
});
