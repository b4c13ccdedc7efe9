import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { noticeMailMessages } from '@naijabid/shared/messages/notifications';
import { PUSH_SUBSCRIPTIONS_PER_USER } from '@naijabid/shared/schemas/push';
import { loadConfig } from '../../../config';
import { unsubscribeKey } from '../../../modules/notifications/unsubscribe-token';
import { createVapidSource } from '../../../modules/push/vapid';
import { createDevMailboxMailer } from '../../../plugins/mailer';
import { mailJobs, startJobRunner, type JobOutcome } from '../../../plugins/job-queue';
import { bid, fundedBidder, MANY_LOGINS, sellerId, type Bidder } from '../../../test/bidding';
import { insertListingRow } from '../../../test/listings';
import { closeNow, rows } from '../../../test/orders';
import { startFakePushService, type FakePushService } from '../../../test/push-service';
import { startTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/test-app';
import { orderJobs } from '../../orders/order-jobs';
import { JOB_LANES } from '..';
import { noticeMailJobs } from '../notice-mail';
import { pushJobs, SEND_PUSH_JOB } from '../push-notice';
import { watchReminderJobs } from '../watch-reminder';

const PUSH_ENDPOINTS = loadConfig({ NODE_ENV: 'test', PUSH_ENDPOINTS_ON_LOOPBACK_FOR_TESTS: 'true' }).pushEndpoints;
const TARPIT_ENDPOINTS = 50;
/** "On time": the runner ticks once a second; a deadline or mail held behind one push would wait its timeout. */
const ON_TIME_MS = 4_000;
const naira = (amount: number) => amount * 100;

let app: TestApp;
let push: FakePushService;
let tarpit: Server;
const heldSockets: Socket[] = [];
let seller: string;

beforeAll(async () => {
  push = await startFakePushService();
  // Accepts every connection and never answers.
  tarpit = createServer((socket) => heldSockets.push(socket));
  await new Promise<void>((resolve) => tarpit.listen(0, '127.0.0.1', resolve));
  app = await startTestApp({ ...MANY_LOGINS, pushEndpoints: PUSH_ENDPOINTS });
  seller = await sellerId(app);
});
afterAll(async () => {
  for (const socket of heldSockets) socket.destroy();
  await new Promise((resolve) => tarpit?.close(resolve));
  await app?.close();
  await push?.close();
});

/** `who` leads an auction and is outbid on it. */
async function outbid(who: Bidder) {
  const listing = await insertListingRow(app, seller, {
    startingPriceKobo: naira(20_000),
    currentPriceKobo: naira(20_000),
  });
  const rival = await fundedBidder(app, naira(100_000));
  expect((await bid(app, who, listing.id, naira(25_000))).status).toBe(201);
  expect((await bid(app, rival, listing.id, naira(30_000))).status).toBe(201);
  return listing;
}

it('runs a payment deadline and an outbid mail on time while 50 push endpoints hold their connections open', async () => {
  const db = app.database.db;
  const tarpitOrigin = `http://127.0.0.1:${(tarpit.address() as AddressInfo).port}`;
  const attackers = await Promise.all(
    Array.from({ length: TARPIT_ENDPOINTS / PUSH_SUBSCRIPTIONS_PER_USER }, () => fundedBidder(app, naira(100_000))),
  );
  for (const [a, attacker] of attackers.entries()) {
    for (let n = 0; n < PUSH_SUBSCRIPTIONS_PER_USER; n += 1) {
      const endpoint = `${tarpitOrigin}/push/${a}-${n}`;
      const answer = await app.request('POST', '/api/v1/me/push/subscriptions', {
        token: attacker.token,
        body: { endpoint, keys: push.subscribe().keys },
      });
      expect(answer.status).toBe(201);
    }
  }
  // Their pushes fall due first, ahead of everything else.
  for (const attacker of attackers) await outbid(attacker);
  const pendingPushes = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from jobs where kind = ${SEND_PUSH_JOB} and done_at is null`,
  );
  expect(pendingPushes[0]!.n).toBe(TARPIT_ENDPOINTS);

  // A winner who does not pay: the deadline falls due now.
  const winner = await fundedBidder(app, naira(20_000));
  const listing = await insertListingRow(app, seller, {
    startingPriceKobo: naira(50_000),
    currentPriceKobo: naira(50_000),
  });
  expect((await bid(app, winner, listing.id, naira(60_000))).status).toBe(201);
  const orderId = (await closeNow(db, listing.id))!;
  expect((await app.request('POST', `/api/v1/dev/orders/${orderId}/advance`, { body: { hours: 48 } })).status).toBe(
    200,
  );
  // A bidder outbid now, with no push: their mail falls due now.
  const bidder = await fundedBidder(app, naira(100_000));
  const mailed = noticeMailMessages.outbidSubject((await outbid(bidder)).title);

  const outcomes: JobOutcome[] = [];
  const started = Date.now();
  const stop = startJobRunner(
    db,
    {
      ...mailJobs(createDevMailboxMailer(db)),
      ...orderJobs({ forfeitSellerSharePercent: 50 }),
      ...watchReminderJobs(),
      ...noticeMailJobs({ publicUrl: app.baseUrl, unsubscribeKey: unsubscribeKey(TEST_JWT_SECRET) }),
      ...pushJobs({
        db,
        vapid: createVapidSource(db, { ...loadConfig({ NODE_ENV: 'test' }).vapid, isProduction: false }),
        pushEndpoints: PUSH_ENDPOINTS,
      }),
    },
    { leaseSeconds: 60, lanes: JOB_LANES },
    (outcome) => outcomes.push(outcome),
    (error) => {
      throw error;
    },
  );
  try {
    let forfeitedAt: number | undefined;
    let mailedAt: number | undefined;
    const fairShare = new Set<number>();
    while (Date.now() - started < ON_TIME_MS && !(forfeitedAt && mailedAt)) {
      const [order] = await rows<{ status: string }>(db, sql`select status from orders where id = ${orderId}`);
      if (!forfeitedAt && order?.status === 'forfeited') forfeitedAt = Date.now();
      if (!mailedAt && (await app.mailTo(bidder.email)).some((mail) => mail.subject === mailed)) mailedAt = Date.now();
      // Pushes under way, per user: one account never holds more than its share of the lane.
      const claimed = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from jobs j join push_subscriptions s on s.id = (j.payload->>'subscriptionId')::uuid
            where j.kind = ${SEND_PUSH_JOB} and j.done_at is null and j.locked_until > now() group by s.user_id`,
      );
      for (const row of claimed) fairShare.add(row.n);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(forfeitedAt, 'the payment deadline ran on time').toBeDefined();
    expect(mailedAt, 'the outbid mail went on time').toBeDefined();
    expect(Math.max(...fairShare)).toBeLessThanOrEqual(2);
    // The tarpit really held the pushes: none of them was answered.
    expect(heldSockets.length).toBeGreaterThan(0);
    expect(outcomes.filter((outcome) => outcome.kind === SEND_PUSH_JOB && !outcome.error)).toEqual([]);
  } finally {
    await stop();
  }
  // Setting up 50 subscriptions and six auctions takes a while on a loaded machine; only the runner's part is timed.
}, 180_000);
