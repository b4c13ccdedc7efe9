import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { liveNoticeMessages } from '@naijabid/shared/messages';
import { pushErrorMessages, pushSettingsLabels } from '@naijabid/shared/messages/push';
import { formatNaira } from '@naijabid/shared/money';
import { noticeTexts } from '@naijabid/shared/messages/notifications';
import { ENDING_FINAL_NOTICE_MINUTES } from '@naijabid/shared/schemas/watchlist';
import { PUSH_KINDS, PUSHED_NOTICE_KINDS } from '@naijabid/shared/schemas/push';
import { bid, fundedBidder, MANY_LOGINS, sellerId, type Bidder } from '../../../test/bidding';
import { insertListingRow } from '../../../test/listings';
import { rows } from '../../../test/orders';
import { startFakePushService, type FakePushService, type TestSubscription } from '../../../test/push-service';
import { startTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/test-app';
import { unsubscribeKey } from '../../notifications/unsubscribe-token';
import { createDevMailboxMailer } from '../../../plugins/mailer';
import { noticeMailJobs } from '../../../workflows/notices/notice-mail';
import { watchReminderJobs } from '../../../workflows/notices/watch-reminder';
import { mailJobs, runDueJobs, type JobOutcome } from '../../../plugins/job-queue';
import { PUSH_ENDPOINT_MAX_FAILURES, pushJobs, SEND_PUSH_JOB } from '../../../workflows/notices/push-notice';
import { savedSearchMatchJobs } from '../../../workflows/notices/saved-search-matches';
import { savedSearchNoticeTexts } from '@naijabid/shared/messages/saved-searches';
import { scheduleListingLive } from '../../auctions/live-job';
import { loadConfig } from '../../../config';
import { AppError } from '../../../errors';
import { createPushService } from '../service';
import { createVapidSource } from '../vapid';
import type { PushEndpointPolicy } from '../endpoint-guard';

let app: TestApp;
let push: FakePushService;
let seller: string;
const naira = (amount: number) => amount * 100;
/** What the test app runs with: no keys set, so the development pair in the database. */
const VAPID = loadConfig({ NODE_ENV: 'test' }).vapid;
/** The fake push service listens on loopback, where only this test setting lets pushes go. */
const LOOPBACK_PUSH = loadConfig({ NODE_ENV: 'test', PUSH_ENDPOINTS_ON_LOOPBACK_FOR_TESTS: 'true' }).pushEndpoints;
/** What production allows: the known push services only. */
const PRODUCTION_PUSH: PushEndpointPolicy = { knownServicesOnly: true, loopbackForTests: false };

beforeAll(async () => {
  push = await startFakePushService();
  app = await startTestApp({ ...MANY_LOGINS, pushEndpoints: LOOPBACK_PUSH });
  seller = await sellerId(app);
});
afterAll(async () => {
  await app?.close();
  await push?.close();
});
// Every push that reached the fake push service was signed and encrypted correctly.
afterEach(() => {
  expect(push.refused).toEqual([]);
});

const subscribe = (who: Bidder, subscription: TestSubscription | Record<string, unknown>) =>
  app.request('POST', '/api/v1/me/push/subscriptions', { token: who.token, body: subscription });

/**
 * Runs the due jobs (and those they make due) as a server's runner does, pushes included, and
 * answers the pushes' outcomes (a failure is an outcome, not a thrown error).
 */
async function runPushJobs(): Promise<JobOutcome[]> {
  const db = app.database.db;
  const handlers = {
    ...mailJobs(createDevMailboxMailer(db)),
    ...noticeMailJobs({ publicUrl: app.baseUrl, unsubscribeKey: unsubscribeKey(TEST_JWT_SECRET) }),
    ...watchReminderJobs(),
    ...savedSearchMatchJobs(),
    ...pushJobs({ db, vapid: createVapidSource(db, { ...VAPID, isProduction: false }), pushEndpoints: LOOPBACK_PUSH }),
  };
  const pushes: JobOutcome[] = [];
  for (
    let outcomes = await runDueJobs(db, handlers, { leaseSeconds: 60 });
    outcomes.length > 0;
    outcomes = await runDueJobs(db, handlers, { leaseSeconds: 60 })
  ) {
    for (const outcome of outcomes) {
      if (outcome.kind === SEND_PUSH_JOB) pushes.push(outcome);
      else if (outcome.error) throw outcome.error;
    }
  }
  return pushes;
}

/** A subscribed bidder who leads an auction and is then outbid: answers the auction. */
async function outbid(who: Bidder, title = `Tecno Camon ${Math.random().toString(36).slice(2, 8)}`) {
  const listing = await insertListingRow(app, seller, {
    title,
    startingPriceKobo: naira(20_000),
    currentPriceKobo: naira(20_000),
  });
  const rival = await fundedBidder(app, naira(100_000));
  expect((await bid(app, who, listing.id, naira(25_000))).status).toBe(201);
  expect((await bid(app, rival, listing.id, naira(30_000))).status).toBe(201);
  return listing;
}

const pushJobRows = (userId: string) =>
  rows<{ attempts: number; done: boolean; lastError: string | null; runLater: boolean }>(
    app.database.db,
    sql`select j.attempts, j.done_at is not null as done, j.last_error as "lastError", j.run_at > now() as "runLater"
        from jobs j join notifications n on n.id = (j.payload->>'notificationId')::bigint
        where j.kind = ${SEND_PUSH_JOB} and n.user_id = ${userId} order by j.created_at`,
  );

const subscriptionCount = async (userId: string) =>
  (
    await rows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from push_subscriptions where user_id = ${userId}`,
    )
  )[0]!.n;

describe('web push', () => {
  it('pushes an outbid, signed with the server key and encrypted to the subscription, in the job queue', async () => {
    const buyer = await fundedBidder(app, naira(100_000));
    const settings = await app.request('GET', '/api/v1/me/push', { token: buyer.token });
    expect(settings.status).toBe(200);
    const publicKey = settings.body.data.publicKey as string;
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect(settings.body.data.preferences).toEqual(Object.fromEntries(PUSH_KINDS.map((kind) => [kind, true])));

    const browser = push.subscribe();
    const subscribed = await subscribe(buyer, browser);
    expect(subscribed.status).toBe(201);
    expect(subscribed.body.message).toBe(pushSettingsLabels.subscribed);

    const listing = await outbid(buyer);
    // Nothing goes in the request: the push is a job, committed with the notice.
    expect(push.received.filter((p) => p.subscription === browser.id)).toEqual([]);
    expect(await pushJobRows(buyer.id)).toEqual([{ attempts: 0, done: false, lastError: null, runLater: false }]);

    expect((await runPushJobs()).map((outcome) => outcome.error)).toEqual([undefined]);
    const received = await push.nextPush(browser.id);
    expect(received.payload).toEqual({
      title: liveNoticeMessages.outbid(listing.title),
      body: liveNoticeMessages.outbidDetail(formatNaira(naira(25_500))),
      url: `/auctions/${listing.id}`,
      tag: `outbid:${listing.id}`,
    });
    expect(received.vapidKey).toBe(publicKey);
    expect(received.subject).toBe(VAPID.subject);
    expect(received.urgency).toBe('high');
    expect(Number(received.ttl)).toBeGreaterThan(0);
    expect((await pushJobRows(buyer.id))[0]).toMatchObject({ attempts: 1, done: true });
    // The same VAPID key for every process: it is kept in the database.
    expect((await app.request('GET', '/api/v1/me/push', { token: buyer.token })).body.data.publicKey).toBe(publicKey);
  });

  it("pushes a watched auction's last ten minutes, not its hour-before reminder (which is mailed)", async () => {
    const buyer = await fundedBidder(app, 0);
    const browser = push.subscribe();
    expect((await subscribe(buyer, browser)).status).toBe(201);
    const title = `Itel smart TV ${Math.random().toString(36).slice(2, 8)}`;
    const listing = await insertListingRow(app, seller, {
      title,
      startingPriceKobo: naira(20_000),
      currentPriceKobo: naira(20_000),
      endsAt: new Date(Date.now() + 2 * 3_600_000),
    });
    expect((await app.request('PUT', `/api/v1/me/watchlist/${listing.id}`, { token: buyer.token })).status).toBe(200);
    const endsIn = (seconds: number) =>
      app.request('POST', `/api/v1/dev/auctions/${listing.id}/ends-in`, { body: { seconds } });

    // Half an hour left: the hour-before reminder goes, with no push.
    expect((await endsIn(30 * 60)).status).toBe(200);
    expect(await runPushJobs()).toEqual([]);
    const kinds = async () =>
      (
        await rows<{ kind: string }>(
          app.database.db,
          sql`select kind from notifications where user_id = ${buyer.id} order by id`,
        )
      ).map((row) => row.kind);
    expect(await kinds()).toEqual(['ending_soon']);

    // Nine minutes left: the last reminder goes, pushed.
    expect((await endsIn(9 * 60)).status).toBe(200);
    expect((await runPushJobs()).map((outcome) => outcome.error)).toEqual([undefined]);
    expect(await kinds()).toEqual(['ending_soon', 'ending_final']);
    const received = await push.nextPush(browser.id);
    expect(received.payload).toEqual({
      title: noticeTexts.endingFinal(title, ENDING_FINAL_NOTICE_MINUTES),
      body: noticeTexts.endingSoonDetail(formatNaira(naira(20_000))),
      url: `/auctions/${listing.id}`,
      tag: `ending_final:${listing.id}`,
    });
    expect(received.urgency).toBe('high');
  });

  it('pushes a new auction that matches a saved search its owner hears of on the bell, not one told by the daily mail', async () => {
    const buyer = await fundedBidder(app, 0);
    const browser = push.subscribe();
    expect((await subscribe(buyer, browser)).status).toBe(201);
    const word = `hisense${Math.random().toString(36).slice(2, 8)}`;
    const saved = (notify: string, q: string) =>
      app.request('POST', '/api/v1/me/saved-searches', { token: buyer.token, body: { query: { q }, notify } });
    expect((await saved('bell', word)).status).toBe(201);
    expect((await saved('daily_mail', `${word}x`)).status).toBe(201);
    const publish = async (title: string) => {
      const listing = await insertListingRow(app, seller, {
        title,
        startsAt: new Date(),
        startingPriceKobo: naira(90_000),
        currentPriceKobo: naira(90_000),
      });
      await scheduleListingLive(app.database.db, listing.id, listing.startsAt);
      return listing;
    };
    const onTheBell = await publish(`${word} fridge`);
    await publish(`${word}x freezer`);

    expect((await runPushJobs()).map((outcome) => outcome.error)).toEqual([undefined]);
    const received = await push.nextPush(browser.id);
    expect(received.payload).toEqual({
      title: savedSearchNoticeTexts.match(word),
      body: savedSearchNoticeTexts.matchDetail(onTheBell.title, formatNaira(naira(90_000))),
      url: `/auctions/${onTheBell.id}`,
      tag: `saved_search_match:${onTheBell.id}`,
    });
    expect(push.received.filter((p) => p.subscription === browser.id)).toHaveLength(1);
  });

  it('sends nothing for a kind the user turned off', async () => {
    const buyer = await fundedBidder(app, naira(100_000));
    const browser = push.subscribe();
    expect((await subscribe(buyer, browser)).status).toBe(201);
    const off = await app.request('PUT', '/api/v1/me/push/preferences', {
      token: buyer.token,
      body: { outbid: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ outbid: false, won: true });
    await outbid(buyer);
    await runPushJobs();
    expect(await pushJobRows(buyer.id)).toMatchObject([{ done: true }]);
    expect(push.received.filter((p) => p.subscription === browser.id)).toEqual([]);
  });

  it('sends nothing to a suspended or closed account', async () => {
    const suspended = await fundedBidder(app, naira(100_000));
    const closed = await fundedBidder(app, naira(100_000));
    const [first, second] = [push.subscribe(), push.subscribe()];
    expect((await subscribe(suspended, first)).status).toBe(201);
    expect((await subscribe(closed, second)).status).toBe(201);
    await outbid(suspended);
    await outbid(closed);
    // Suspended or closed after the notice, before the push goes: the job reads the account as it is now.
    await app.database.db.execute(sql`update users set suspended_at = now() where id = ${suspended.id}`);
    await app.database.db.execute(sql`update users set closed_at = now() where id = ${closed.id}`);
    await runPushJobs();
    expect(await pushJobRows(suspended.id)).toMatchObject([{ done: true }]);
    expect(await pushJobRows(closed.id)).toMatchObject([{ done: true }]);
    expect(push.received.filter((p) => [first.id, second.id].includes(p.subscription))).toEqual([]);
  });

  it('forgets a subscription the push service answers 410 (or 404) for', async () => {
    const buyer = await fundedBidder(app, naira(100_000));
    const [gone, missing, live] = [push.subscribe(), push.subscribe(), push.subscribe()];
    for (const browser of [gone, missing, live]) expect((await subscribe(buyer, browser)).status).toBe(201);
    push.answer(gone.id, 410);
    push.answer(missing.id, 404);
    await outbid(buyer);
    expect((await runPushJobs()).map((outcome) => outcome.error)).toEqual([undefined, undefined, undefined]);
    expect(await subscriptionCount(buyer.id)).toBe(1);
    expect((await push.nextPush(live.id)).subscription).toBe(live.id);
  });

  it('retries with a backoff while the push service is down, then delivers', async () => {
    const buyer = await fundedBidder(app, naira(100_000));
    const browser = push.subscribe();
    expect((await subscribe(buyer, browser)).status).toBe(201);
    push.answer(browser.id, 503);
    await outbid(buyer);
    const [failed] = await runPushJobs();
    expect(failed?.error).toBeInstanceOf(Error);
    expect(await pushJobRows(buyer.id)).toEqual([
      { attempts: 1, done: false, lastError: 'PushServiceError: The push service answered 503', runLater: true },
    ]);
    expect(await subscriptionCount(buyer.id)).toBe(1);

    push.answer(browser.id, 201);
    await app.database.db.execute(
      sql`update jobs set run_at = now() where kind = ${SEND_PUSH_JOB} and done_at is null`,
    );
    expect((await runPushJobs()).map((outcome) => outcome.error)).toEqual([undefined]);
    expect((await push.nextPush(browser.id)).payload).toMatchObject({ tag: expect.stringMatching(/^outbid:/) });
    expect(await pushJobRows(buyer.id)).toMatchObject([{ attempts: 2, done: true }]);
  });

  it(`drops an endpoint whose pushes failed ${PUSH_ENDPOINT_MAX_FAILURES} times`, async () => {
    const buyer = await fundedBidder(app, naira(100_000));
    const [failing, live] = [push.subscribe(), push.subscribe()];
    for (const browser of [failing, live]) expect((await subscribe(buyer, browser)).status).toBe(201);
    push.answer(failing.id, 500);
    await outbid(buyer);
    await runPushJobs();
    for (let failures = 1; failures < PUSH_ENDPOINT_MAX_FAILURES; failures += 1) {
      expect(await subscriptionCount(buyer.id)).toBe(2);
      await app.database.db.execute(
        sql`update jobs set run_at = now() where kind = ${SEND_PUSH_JOB} and done_at is null`,
      );
      expect((await runPushJobs()).map((outcome) => outcome.error?.constructor.name)).toEqual(['PushServiceError']);
    }
    expect(await subscriptionCount(buyer.id)).toBe(1);
    expect((await push.nextPush(live.id)).subscription).toBe(live.id);
  });

  it('unsubscribes a browser, which then gets nothing', async () => {
    const buyer = await fundedBidder(app, naira(100_000));
    const browser = push.subscribe();
    expect((await subscribe(buyer, browser)).status).toBe(201);
    const removed = await app.request('POST', '/api/v1/me/push/subscriptions/remove', {
      token: buyer.token,
      body: { endpoint: browser.endpoint },
    });
    expect(removed.status).toBe(200);
    await outbid(buyer);
    expect(await pushJobRows(buyer.id)).toEqual([]);
  });

  it('refuses a subscription with malformed keys, and answers a signed-out request 401', async () => {
    const buyer = await fundedBidder(app, 0);
    const browser = push.subscribe();
    const bad = await subscribe(buyer, { ...browser, keys: { p256dh: 'short', auth: browser.keys.auth } });
    expect(bad.status).toBe(400);
    expect((await subscribe(buyer, { endpoint: 'ftp://example.ng/x', keys: browser.keys })).status).toBe(400);
    expect((await app.request('POST', '/api/v1/me/push/subscriptions', { body: browser })).status).toBe(401);
  });

  it('pushes exactly the kinds the shared list names (the notice trigger lists them too)', () => {
    const trigger = readFileSync(new URL('../../../../sql/functions/store_user_notice.sql', import.meta.url), 'utf8');
    const listed = /JOIN push_subscriptions[\s\S]*?IN \(([^)]*)\)/.exec(trigger)![1]!;
    expect([...listed.matchAll(/'([a-z_]+)'/g)].map((match) => match[1]).sort()).toEqual(
      Object.keys(PUSHED_NOTICE_KINDS).sort(),
    );
  });
});

describe('push endpoints that reach inside our network', () => {
  const ISSUE_ENDPOINTS = [
    'https://127.0.0.1:9464/metrics',
    'https://169.254.169.254/latest/meta-data/',
    'https://localhost:6379/',
    'https://[::1]/',
    'https://10.0.0.1/',
    'http://0x7f000001:9464/metrics',
    'https://2130706433/',
    'https://[::ffff:127.0.0.1]/',
    'https://localhost/',
    'https://user:pass@fcm.googleapis.com/fcm/send/x',
  ];

  it('refuses them at subscription, outside production too, with a 422', async () => {
    const db = app.database.db;
    const vapid = createVapidSource(db, { ...VAPID, isProduction: false });
    const development = createPushService({
      db,
      vapid,
      endpoints: loadConfig({ NODE_ENV: 'development' }).pushEndpoints,
    });
    const buyer = await fundedBidder(app, 0);
    const { keys } = push.subscribe();
    for (const endpoint of ISSUE_ENDPOINTS) {
      const refusal = await development.subscribe(buyer.id, { endpoint, keys }).catch((error: unknown) => error);
      expect(refusal, endpoint).toMatchObject({
        code: 'push_endpoint_refused',
        message: pushErrorMessages.endpointRefused,
      });
    }
    // Through the API, the test app's loopback allowance still refuses everything that is not loopback.
    for (const endpoint of [
      'https://169.254.169.254/latest/meta-data/',
      'https://10.0.0.1/',
      'http://user:pass@127.0.0.1:9/',
    ]) {
      const answer = await subscribe(buyer, { endpoint, keys });
      expect(answer.status, endpoint).toBe(422);
      expect(answer.body.message).toBe(pushErrorMessages.endpointRefused);
    }
    expect(await subscriptionCount(buyer.id)).toBe(0);
  });

  it('checks again at every send: an internal endpoint stored earlier is forgotten, and nothing is sent to it', async () => {
    const buyer = await fundedBidder(app, naira(100_000));
    const { keys } = push.subscribe();
    await app.database.db.execute(
      sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth)
          values (${buyer.id}, 'https://169.254.169.254/latest/meta-data/', ${keys.p256dh}, ${keys.auth})`,
    );
    await outbid(buyer);
    expect((await runPushJobs()).map((outcome) => outcome.error)).toEqual([undefined]);
    expect(await subscriptionCount(buyer.id)).toBe(0);
    expect(await pushJobRows(buyer.id)).toMatchObject([{ done: true }]);
  });

  it("a production server refuses a push service that is not a browser vendor's", () => {
    expect(loadConfig({ NODE_ENV: 'test' }).pushEndpoints).toEqual({
      knownServicesOnly: false,
      loopbackForTests: false,
    });
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        PUSH_ENDPOINTS_ON_LOOPBACK_FOR_TESTS: 'true',
      }),
    ).toThrow(/PUSH_ENDPOINTS_ON_LOOPBACK_FOR_TESTS is for tests and development only/);
  });
});

describe('moving a push endpoint to another account', () => {
  it('refuses another account the endpoint without its keys, and moves it with them (another account on that browser)', async () => {
    const victim = await fundedBidder(app, naira(100_000));
    const attacker = await fundedBidder(app, 0);
    const browser = push.subscribe();
    expect((await subscribe(victim, browser)).status).toBe(201);

    const stranger = push.subscribe();
    const moved = await subscribe(attacker, { endpoint: browser.endpoint, keys: stranger.keys });
    expect(moved.status).toBe(422);
    expect(moved.body.message).toBe(pushErrorMessages.endpointRefused);
    expect(await subscriptionCount(victim.id)).toBe(1);
    expect(await subscriptionCount(attacker.id)).toBe(0);
    // The victim still gets their own notices.
    await outbid(victim);
    expect((await runPushJobs()).map((outcome) => outcome.error)).toEqual([undefined]);
    expect((await push.nextPush(browser.id)).payload).toMatchObject({ tag: expect.stringMatching(/^outbid:/) });

    // The same browser signed in to another account holds the keys: the subscription follows it.
    const nextAccount = await fundedBidder(app, 0);
    expect((await subscribe(nextAccount, browser)).status).toBe(201);
    expect(await subscriptionCount(victim.id)).toBe(0);
    expect(await subscriptionCount(nextAccount.id)).toBe(1);
    // Its owner renews it with new keys.
    expect((await subscribe(nextAccount, { endpoint: browser.endpoint, keys: stranger.keys })).status).toBe(201);
  });
});

describe('web push without keys in production', () => {
  it('offers no key and refuses subscriptions, so nothing is ever sent', async () => {
    const db = app.database.db;
    const vapid = createVapidSource(db, { keys: undefined, subject: VAPID.subject, isProduction: true });
    const service = createPushService({ db, vapid, endpoints: PRODUCTION_PUSH });
    const buyer = await fundedBidder(app, 0);
    expect((await service.settings(buyer.id)).publicKey).toBeNull();
    const refusal = await service.subscribe(buyer.id, push.subscribe()).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: 'push_unavailable', message: pushErrorMessages.unavailable });
  });

  it('refuses a plain-http push address in production', async () => {
    const db = app.database.db;
    const keys = await createVapidSource(db, { keys: undefined, subject: VAPID.subject, isProduction: false })();
    const service = createPushService({
      db,
      vapid: createVapidSource(db, { keys, subject: VAPID.subject, isProduction: true }),
      endpoints: PRODUCTION_PUSH,
    });
    const buyer = await fundedBidder(app, 0);
    const refusal = await service.subscribe(buyer.id, push.subscribe()).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ code: 'push_endpoint_refused' });
  });
});
