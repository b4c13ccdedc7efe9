import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_CONFIRM_DAYS, TERMS } from '@naijabid/shared/constants';
import { walletAccount } from '../modules/wallet/repository';
import { insertUser } from '../test/bidding';
import { insertListingRow } from '../test/listings';
import { closeNow, fund, rows } from '../test/orders';
import { startServerProcess, stop } from '../test/server-process';
import { startTestApp, type TestApp } from '../test/test-app';
import { payOrder } from '../workflows/orders/pay-order';
import { JOB_MAX_ATTEMPTS } from '../plugins/job-queue';
import { placeBid } from '../workflows/bidding/place-bid';
import { shipOrder } from '../workflows/orders/ship-order';

const onRealServers = Boolean(process.env.TEST_DATABASE_URL && process.env.REDIS_URL);
const naira = (amount: number) => amount * 100;
const HOUR_MS = 3_600_000;

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

/** An order paid for pickup; shipped by its seller too when `shipped`. */
async function paidOrder({ shipped }: { shipped: boolean }): Promise<string> {
  const db = app.database.db;
  const orderId = await unpaidOrder();
  const [parties] = await rows<{ buyer_id: string; seller_id: string }>(
    db,
    sql`select buyer_id, seller_id from orders where id = ${orderId}`,
  );
  // The seller's wallet exists before any payout, so a test can hold its row.
  await walletAccount(db, parties!.seller_id);
  await payOrder(db, {
    orderId,
    buyerId: parties!.buyer_id,
    idempotencyKey: randomUUID(),
    delivery: { method: 'pickup' },
  });
  if (shipped)
    await shipOrder(db, { orderId, userId: parties!.seller_id, carrier: 'GIG Logistics', trackingNumber: 'GIG-0001' });
  return orderId;
}

/** Hours until the order's shipping deadline has passed. */
async function hoursPastShipBy(orderId: string): Promise<number> {
  const [order] = await rows<{ ship_by: Date }>(app.database.db, sql`select ship_by from orders where id = ${orderId}`);
  return Math.ceil((new Date(order!.ship_by).getTime() - Date.now()) / HOUR_MS) + 1;
}

const advance = (orderId: string, hours: number) =>
  app.request('POST', `/api/v1/dev/orders/${orderId}/advance`, { body: { hours } });

async function waitFor(
  done: () => Promise<boolean>,
  what: string,
  { timeoutMs = 60_000, explain = async () => '' }: { timeoutMs?: number; explain?: () => Promise<string> } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out: ${what}\n${await explain()}`);
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

/** What a delivery deadline left behind: transitions, payouts to the seller, mails, tries. */
async function autoConfirmTraces(orderId: string) {
  const [traces] = await rows<{
    status: string;
    delivered: number;
    completed: number;
    payouts: number;
    mails: number;
    attempts: number;
    done: boolean;
  }>(
    app.database.db,
    sql`select o.status,
      (select count(*)::int from order_events e where e.order_id = o.id and e.to_status = 'delivered' and e.actor = 'system') as delivered,
      (select count(*)::int from order_events e where e.order_id = o.id and e.to_status = 'completed') as completed,
      (select count(*)::int from ledger_transfers t join ledger_accounts a on a.id = t.debit_account_id where a.order_id = o.id and t.purpose = 'order_payout') as payouts,
      (select count(*)::int from dev_mail m where m.to_address = u.email and m.subject like '% was delivered: your money is on its way') as mails,
      j.attempts, j.done_at is not null as done
    from orders o join users u on u.id = o.seller_id join jobs j on j.dedupe_key = ${`order:${orderId}:auto-confirm`}
    where o.id = ${orderId}`,
  );
  return traces!;
}

/** What a shipping deadline left behind: the buyer's live notices and mails, tries. */
async function shipOverdueTraces(orderId: string) {
  const [traces] = await rows<{ status: string; notices: number; mails: number; attempts: number; done: boolean }>(
    app.database.db,
    sql`select o.status,
      (select count(*)::int from events e where e.channel = 'user:' || o.buyer_id and e.type = 'order_ship_overdue') as notices,
      (select count(*)::int from dev_mail m where m.to_address = u.email and m.subject like '% was not shipped in time') as mails,
      j.attempts, j.done_at is not null as done
    from orders o join users u on u.id = o.buyer_id join jobs j on j.dedupe_key = ${`order:${orderId}:ship-deadline`}
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

describe.runIf(onRealServers)('order deadlines with several server processes on PostgreSQL', () => {
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
    // The reminders, and whatever else is due (the earlier tests' mail), run first, so the
    // deadline is the only job the first process is in when killed: due jobs run oldest first.
    await advance(orderId, TERMS.paymentDueHours - 1);
    await waitFor(
      async () =>
        (
          await rows(
            app.database.db,
            sql`select 1 from jobs where done_at is null and run_at <= now() and attempts < ${JOB_MAX_ATTEMPTS}
              and (locked_until is null or locked_until <= now()) and dedupe_key is distinct from ${`order:${orderId}:payment-deadline`}`,
          )
        ).length === 0 &&
        (
          await rows(
            app.database.db,
            sql`select 1 from jobs where dedupe_key like ${`order:${orderId}:%`} and done_at is null and kind <> 'order_payment_deadline'`,
          )
        ).length === 0,
      'the reminders and the jobs due before them did not run',
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
      await waitFor(
        async () => {
          const waiting = await blocker.query(
            `select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          );
          return waiting.rowCount! > 0;
        },
        'the first process did not start the deadline',
        {
          // What a run on a loaded machine needs to tell why: the job as the queue sees it,
          // what the database is doing, and what the first process said.
          explain: async () =>
            JSON.stringify({
              jobs: await rows(
                app.database.db,
                sql`select kind, run_at, now() as now, attempts, locked_until, done_at, last_error from jobs where dedupe_key like ${`order:${orderId}:%`}`,
              ),
              activity: (
                await blocker.query(
                  `select state, wait_event_type, wait_event, left(query, 120) as query from pg_stat_activity where datname = current_database()`,
                )
              ).rows,
              firstProcess: first.output().slice(-4_000),
            }),
        },
      );
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
  it('releases each shipped order once at its delivery deadline, and warns each late seller’s buyer once, with two processes', async () => {
    const shippedIds = await Promise.all(Array.from({ length: 4 }, () => paidOrder({ shipped: true })));
    const unshippedIds = await Promise.all(Array.from({ length: 4 }, () => paidOrder({ shipped: false })));
    const servers = await Promise.all([0, 1].map(() => startServerProcess(app.databaseUrl!, process.env.REDIS_URL!)));
    try {
      for (const orderId of shippedIds) expect((await advance(orderId, DELIVERY_CONFIRM_DAYS * 24)).status).toBe(200);
      for (const orderId of unshippedIds)
        expect((await advance(orderId, await hoursPastShipBy(orderId))).status).toBe(200);
      await waitFor(
        async () =>
          (await Promise.all(shippedIds.map(autoConfirmTraces))).every((traces) => traces.mails === 1) &&
          (await Promise.all(unshippedIds.map(shipOverdueTraces))).every((traces) => traces.mails === 1),
        'the deadlines did not run',
      );
      for (const orderId of shippedIds) {
        expect(await autoConfirmTraces(orderId)).toEqual({
          status: 'completed',
          delivered: 1,
          completed: 1,
          payouts: 1,
          mails: 1,
          attempts: 1,
          done: true,
        });
      }
      for (const orderId of unshippedIds) {
        expect(await shipOverdueTraces(orderId)).toEqual({
          status: 'paid',
          notices: 1,
          mails: 1,
          attempts: 1,
          done: true,
        });
      }
      const outputs = servers.map((server) => server.output());
      const confirmed = await Promise.all(outputs.map((output) => jobsDone('order_auto_confirm', output)));
      const warned = await Promise.all(outputs.map((output) => jobsDone('order_ship_deadline', output)));
      expect(confirmed[0]! + confirmed[1]!).toBe(shippedIds.length);
      expect(warned[0]! + warned[1]!).toBe(unshippedIds.length);
    } finally {
      await Promise.all(servers.map((server) => stop(server.child)));
    }
  }, 120_000);

  it('pays the seller once when the process confirming a delivery at its deadline is killed in the middle', async () => {
    const orderId = await paidOrder({ shipped: true });
    const leaseSeconds = '3';
    const first = await startServerProcess(app.databaseUrl!, process.env.REDIS_URL!, {
      JOB_LEASE_SECONDS: leaseSeconds,
    });
    // The order's other due jobs run first (payment deadline and reminders, which leave a paid
    // order alone, and mail), so the delivery deadline is the only job in flight when killed.
    await advance(orderId, DELIVERY_CONFIRM_DAYS * 24 - 1);
    await waitFor(
      async () =>
        (
          await rows(
            app.database.db,
            sql`select 1 from jobs where dedupe_key like ${`order:${orderId}:%`} and done_at is null
                and kind not in ('order_auto_confirm', 'order_ship_deadline')`,
          )
        ).length === 0,
      'the earlier jobs did not run',
    );
    // The test holds the seller's wallet row, so the release stops in the middle (the order
    // locked, no money moved yet), waiting for it.
    const blocker = new pg.Client({ connectionString: app.databaseUrl });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query(
        `select id from ledger_accounts where kind = 'user_wallet' and user_id = (select seller_id from orders where id = $1) for update`,
        [orderId],
      );
      await advance(orderId, 1);
      await waitFor(async () => {
        const waiting = await blocker.query(
          `select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        return waiting.rowCount! > 0;
      }, 'the first process did not start the delivery deadline');
      const killed = new Promise((resolve) => first.child.on('exit', resolve));
      first.child.kill('SIGKILL');
      await killed;
      await blocker.query('rollback');
    } finally {
      await blocker.end();
    }
    expect(await autoConfirmTraces(orderId)).toMatchObject({
      status: 'shipped',
      delivered: 0,
      completed: 0,
      payouts: 0,
      attempts: 1,
      done: false,
    });

    const second = await startServerProcess(app.databaseUrl!, process.env.REDIS_URL!, {
      JOB_LEASE_SECONDS: leaseSeconds,
    });
    try {
      await waitFor(
        async () => (await autoConfirmTraces(orderId)).mails === 1,
        'the second process did not confirm the delivery',
      );
      expect(await autoConfirmTraces(orderId)).toEqual({
        status: 'completed',
        delivered: 1,
        completed: 1,
        payouts: 1,
        mails: 1,
        attempts: 2,
        done: true,
      });
    } finally {
      await stop(second.child);
    }
  }, 120_000);
});
