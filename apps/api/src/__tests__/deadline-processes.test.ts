import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMS } from '@naijabid/shared/constants';
import { insertUser } from '../test/bidding';
import { insertListingRow } from '../test/listings';
import { closeNow, fund, rows } from '../test/orders';
import { startServerProcess, stop } from '../test/server-process';
import { startTestApp, type TestApp } from '../test/test-app';
import { placeBid } from '../workflows/place-bid';

const onRealServers = Boolean(process.env.TEST_DATABASE_URL && process.env.REDIS_URL);
const naira = (amount: number) => amount * 100;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** A sold auction's unpaid order; its buyer and seller are new. */
async function unpaidOrder(): Promise<string> {
  const db = app.database.db;
  const seller = await insertUser(db, 'deadline-seller');
  const buyer = await insertUser(db, 'deadline-buyer');
  await fund(db, buyer, naira(50_000));
  const listing = await insertListingRow(app, seller, {
    startingPriceKobo: naira(20_000),
    currentPriceKobo: naira(20_000),
  });
  await placeBid(db, {
    listingId: listing.id,
    bidderId: buyer,
    maxAmountKobo: naira(30_000),
    idempotencyKey: randomUUID(),
  });
  return (await closeNow(db, listing.id))!;
}

const advance = (orderId: string, hours: number) =>
  app.request('POST', `/api/v1/dev/orders/${orderId}/advance`, { body: { hours } });

async function waitFor(done: () => Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** What a forfeit left behind, to show it happened once: transitions, ledger moves, strikes, mails, tries. */
async function forfeitTraces(orderId: string) {
  const [traces] = await rows<{
    status: string;
    forfeits: number;
    shares: number;
    strikes: number;
    mails: number;
    attempts: number;
    done: boolean;
  }>(
    app.database.db,
    sql`select o.status,
      (select count(*)::int from order_events e where e.order_id = o.id and e.to_status = 'forfeited') as forfeits,
      (select count(*)::int from ledger_transfers t join ledger_accounts a on a.id = t.debit_account_id where a.listing_id = o.listing_id and t.purpose like 'forfeit_%') as shares,
      u.forfeit_strikes as strikes,
      (select count(*)::int from dev_mail m where m.to_address = u.email and m.subject like 'Your win of%') as mails,
      j.attempts, j.done_at is not null as done
    from orders o join users u on u.id = o.buyer_id join jobs j on j.dedupe_key = ${`order:${orderId}:payment-deadline`}
    where o.id = ${orderId}`,
  );
  return traces!;
}

const jobsDone = async (kind: string, output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg?: string; kind?: string })
    .filter((line) => line.msg === 'job done' && line.kind === kind).length;

describe.runIf(onRealServers)('payment deadlines with several server processes on PostgreSQL', () => {
  it('forfeits each unpaid order exactly once while two processes run the jobs', async () => {
    const orderIds = await Promise.all(Array.from({ length: 8 }, () => unpaidOrder()));
    const servers = await Promise.all([0, 1].map(() => startServerProcess(app.databaseUrl!, process.env.REDIS_URL!)));
    try {
      for (const orderId of orderIds) expect((await advance(orderId, TERMS.paymentDueHours)).status).toBe(200);
      await waitFor(
        async () => (await Promise.all(orderIds.map(forfeitTraces))).every((traces) => traces.mails === 1),
        'the orders were not forfeited',
      );
      for (const orderId of orderIds) {
        expect(await forfeitTraces(orderId)).toEqual({
          status: 'forfeited',
          forfeits: 1,
          shares: 2,
          strikes: 1,
          mails: 1,
          attempts: 1,
          done: true,
        });
      }
      const done = await Promise.all(servers.map((server) => jobsDone('order_payment_deadline', server.output())));
      expect(done[0]! + done[1]!).toBe(orderIds.length);
    } finally {
      await Promise.all(servers.map((server) => stop(server.child)));
    }
  }, 120_000);

  it('forfeits an order once when the process running its deadline is killed in the middle', async () => {
    const orderId = await unpaidOrder();
    const leaseSeconds = '3';
    const first = await startServerProcess(app.databaseUrl!, process.env.REDIS_URL!, {
      JOB_LEASE_SECONDS: leaseSeconds,
    });
    // The reminders run first, so the deadline is the only job the first process is in when killed.
    await advance(orderId, TERMS.paymentDueHours - 1);
    await waitFor(
      async () =>
        (
          await rows(
            app.database.db,
            sql`select 1 from jobs where dedupe_key like ${`order:${orderId}:%`} and done_at is null and kind <> 'order_payment_deadline'`,
          )
        ).length === 0,
      'the reminders did not run',
    );
    // The test holds the buyer's wallet row, so the forfeit stops in the middle (the order
    // locked, no money moved yet), waiting for it.
    const blocker = new pg.Client({ connectionString: app.databaseUrl });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query(
        `select id from ledger_accounts where kind = 'user_wallet' and user_id = (select buyer_id from orders where id = $1) for update`,
        [orderId],
      );
      await advance(orderId, 1);
      await waitFor(async () => {
        const waiting = await blocker.query(
          `select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        return waiting.rowCount! > 0;
      }, 'the first process did not start the deadline');
      const killed = new Promise((resolve) => first.child.on('exit', resolve));
      first.child.kill('SIGKILL');
      await killed;
      await blocker.query('rollback');
    } finally {
      await blocker.end();
    }
    expect(await forfeitTraces(orderId)).toMatchObject({
      status: 'awaiting_payment',
      forfeits: 0,
      shares: 0,
      attempts: 1,
      done: false,
    });

    const second = await startServerProcess(app.databaseUrl!, process.env.REDIS_URL!, {
      JOB_LEASE_SECONDS: leaseSeconds,
    });
    try {
      await waitFor(
        async () => (await forfeitTraces(orderId)).mails === 1,
        'the second process did not forfeit the order',
      );
      expect(await forfeitTraces(orderId)).toEqual({
        status: 'forfeited',
        forfeits: 1,
        shares: 2,
        strikes: 1,
        mails: 1,
        attempts: 2,
        done: true,
      });
    } finally {
      await stop(second.child);
    }
  }, 120_000);
});
