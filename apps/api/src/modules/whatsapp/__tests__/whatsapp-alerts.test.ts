import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WHATSAPP_ALERTS } from '@naijabid/shared/constants';
import { WHATSAPP_ALERT_KINDS } from '@naijabid/shared/schemas/whatsapp';
import { functionsFolder } from '../../../db/function-files';
import { whatsAppMessages } from '@naijabid/shared/messages/whatsapp';
import { formatNaira } from '@naijabid/shared/money';
import { bid, fundedBidder, MANY_LOGINS, type Bidder } from '../../../test/bidding';
import { insertListingRow } from '../../../test/listings';
import { rows } from '../../../test/orders';
import { smsTo, verifyPhone } from '../../../test/phone';
import { startTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/test-app';
import { appendEvent, userChannel } from '../../live/repository';
import { unsubscribeKey } from '../../notifications/unsubscribe-token';
import { createDevMailboxMailer } from '../../../plugins/mailer';
import { createDevSmsOutbox } from '../../../plugins/sms';
import { mailJobs, runDueJobs, type JobOutcome } from '../../../plugins/job-queue';
import { noticeMailJobs } from '../../../workflows/notices/notice-mail';
import { whatsAppAlertJobs } from '../../../workflows/notices/whatsapp-alerts';
import { createWhatsAppSender, signWebhookBody, type WhatsAppSender } from '../../../whatsapp/cloud-api';
import { fakeWhatsAppJobs, startFakeWhatsApp, type FakeWhatsAppOptions } from '../../../whatsapp/fake';

const settings = {
  token: 'test-whatsapp-token-0123456789',
  phoneNumberId: '106540352242922',
  appSecret: 'test-app-secret-0123456789abcdef',
  verifyToken: 'test-verify-token-0123456789',
};
const NOT_DELIVERED_WITHIN_SECONDS = 120;
const naira = (amount: number) => amount * 100;

let app: TestApp;
let fake: { baseUrl: string; close: () => Promise<void> };
let fakeOptions: FakeWhatsAppOptions;
let seller: Bidder;

beforeAll(async () => {
  fakeOptions = {
    ...settings,
    db: () => app.database.db,
    webhookUrl: () => `${app.baseUrl}/api/v1/webhooks/whatsapp`,
    // Each test says what the phone reports, through the fake's status buttons.
    autoDeliver: false,
  };
  fake = await startFakeWhatsApp(fakeOptions);
  app = await startTestApp({
    ...MANY_LOGINS,
    whatsapp: { ...settings, baseUrl: fake.baseUrl },
    whatsappAlerts: { notDeliveredWithinSeconds: NOT_DELIVERED_WITHIN_SECONDS, perHour: WHATSAPP_ALERTS.perHour },
  });
  seller = await fundedBidder(app, 0);
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

const whatsappUp = () => createWhatsAppSender({ ...settings, baseUrl: () => fake.baseUrl });
/** Nobody listens on port 1: WhatsApp down. */
const whatsappDown = () => createWhatsAppSender({ ...settings, baseUrl: () => 'http://127.0.0.1:1', timeoutMs: 2_000 });

/** Runs the jobs due now and those they schedule for now, as a server's runner would; answers every outcome. */
async function runJobs(whatsapp: WhatsAppSender = whatsappUp()): Promise<JobOutcome[]> {
  const db = app.database.db;
  const handlers = {
    ...mailJobs(createDevMailboxMailer(db)),
    ...noticeMailJobs({ publicUrl: app.baseUrl, unsubscribeKey: unsubscribeKey(TEST_JWT_SECRET) }),
    ...whatsAppAlertJobs({
      db,
      whatsapp,
      sms: createDevSmsOutbox(db),
      publicUrl: 'https://naijabid.test',
      notDeliveredWithinSeconds: NOT_DELIVERED_WITHIN_SECONDS,
      perHour: WHATSAPP_ALERTS.perHour,
      log: app.log,
    }),
    ...fakeWhatsAppJobs(fakeOptions),
  };
  const outcomes: JobOutcome[] = [];
  for (
    let batch = await runDueJobs(db, handlers, { leaseSeconds: 60 });
    batch.length > 0;
    batch = await runDueJobs(db, handlers, { leaseSeconds: 60 })
  )
    outcomes.push(...batch);
  return outcomes;
}

/** A user with a verified phone who turned WhatsApp alerts on in Settings. */
async function optedInUser(): Promise<Bidder & { phone: string }> {
  const user = await fundedBidder(app, naira(500_000));
  const phone = await verifyPhone(app, user.token);
  const answer = await app.request('PUT', '/api/v1/me/whatsapp', { token: user.token, body: { optedIn: true } });
  expect(answer.status).toBe(200);
  expect(answer.body).toEqual({
    message: whatsAppMessages.optedIn,
    data: { available: true, optedIn: true, phone },
  });
  return { ...user, phone };
}

/** A notice as a workflow appends it: the trigger stores it and queues its alert in the same transaction. */
async function notify(userId: string, kind: string, data: Record<string, unknown>): Promise<void> {
  await app.database.db.transaction((tx) => appendEvent(tx, userChannel(userId), kind, data));
}

interface FakeMessage {
  wamid: string;
  body: {
    messaging_product: string;
    to: string;
    type: string;
    template: { name: string; language: { code: string }; components: Array<{ type: string; parameters: unknown[] }> };
  };
}
const fakeMessagesTo = (phone: string) =>
  rows<FakeMessage>(
    app.database.db,
    sql`select wamid, body from fake_whatsapp_messages where to_number = ${phone.slice(1)} order by created_at`,
  );

interface AlertRow {
  id: string;
  kind: string;
  status: string;
  urgent: boolean;
  wamid: string | null;
  send_attempts: number;
  sms_sent_at: Date | null;
}
const alertsOf = (userId: string) =>
  rows<AlertRow>(app.database.db, sql`select * from whatsapp_alerts where user_id = ${userId} order by created_at`);

/** What the phone reports of a message, through the fake's status button; its signed webhook goes with the next jobs. */
async function phoneReports(wamid: string, status: 'delivered' | 'read' | 'failed') {
  const answer = await fetch(`${fake.baseUrl}/fake/messages/${encodeURIComponent(wamid)}/${status}`, {
    method: 'POST',
    redirect: 'manual',
  });
  expect(answer.status).toBe(303);
  await runJobs();
}

function statusWebhook(wamid: string, status: string) {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '0',
        changes: [
          { field: 'messages', value: { statuses: [{ id: wamid, status, timestamp: '1', recipient_id: '234' }] } },
        ],
      },
    ],
  });
}

describe('WhatsApp alerts', () => {
  it("queues alerts from the notice trigger for exactly the shared list's kinds", () => {
    const trigger = readFileSync(path.join(functionsFolder, 'queue_whatsapp_alert.sql'), 'utf8');
    const listed = /stored\.kind IN \(([^)]*)\)/.exec(trigger)![1]!.match(/'([a-z_]+)'/g)!;
    expect(listed.map((kind) => kind.slice(1, -1))).toEqual([...WHATSAPP_ALERT_KINDS]);
  });

  it('offers the switch only with a verified phone, and refuses to turn it on without one', async () => {
    const user = await fundedBidder(app, 0);
    const settingsAnswer = await app.request('GET', '/api/v1/me/whatsapp', { token: user.token });
    expect(settingsAnswer.body.data).toEqual({ available: false, optedIn: false, phone: null });
    const refused = await app.request('PUT', '/api/v1/me/whatsapp', { token: user.token, body: { optedIn: true } });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'phone_not_verified', message: whatsAppMessages.phoneNotVerified });
  });

  it('sends an opted-in bidder who is outbid an approved template message, and records its delivery from the webhook', async () => {
    const user = await optedInUser();
    const rival = await fundedBidder(app, naira(500_000));
    const listing = await insertListingRow(app, seller.id, { title: 'Tecno Camon 30' });
    expect((await bid(app, user, listing.id, naira(190_000))).status).toBe(201);
    expect((await bid(app, rival, listing.id, naira(200_000))).status).toBe(201);
    const outcomes = await runJobs();
    expect(outcomes.filter((outcome) => outcome.error)).toEqual([]);

    const [message, ...others] = await fakeMessagesTo(user.phone);
    expect(others).toEqual([]);
    expect(message!.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: user.phone.slice(1),
      type: 'template',
      template: {
        name: 'naijabid_outbid',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Tecno Camon 30' },
              { type: 'text', text: formatNaira(naira(191_000)) },
              { type: 'text', text: `https://naijabid.test/auctions/${listing.id}` },
            ],
          },
        ],
      },
    });
    // The fake's `sent` webhook came back signed and was recorded; an hour from the end, not urgent.
    expect(await alertsOf(user.id)).toMatchObject([
      { kind: 'outbid', status: 'sent', urgent: false, wamid: message!.wamid },
    ]);
    await phoneReports(message!.wamid, 'delivered');
    expect((await alertsOf(user.id))[0]!.status).toBe('delivered');
    await phoneReports(message!.wamid, 'read');
    expect((await alertsOf(user.id))[0]!.status).toBe('read');
  });

  it('refuses a status webhook whose signature is missing or forged, and changes nothing', async () => {
    const user = await optedInUser();
    await notify(user.id, 'order_shipped', {
      orderId: crypto.randomUUID(),
      listingId: crypto.randomUUID(),
      title: 'Oraimo earbuds',
    });
    await runJobs();
    const [alert] = await alertsOf(user.id);
    const body = statusWebhook(alert!.wamid!, 'delivered');
    for (const signature of [undefined, signWebhookBody('not-the-app-secret-0123456789', body), 'sha256=00']) {
      const answer = await app.request('POST', '/api/v1/webhooks/whatsapp', {
        rawBody: body,
        headers: signature ? { 'x-hub-signature-256': signature } : {},
      });
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ code: 'unauthenticated' });
    }
    expect((await alertsOf(user.id))[0]!.status).toBe('sent');
    const signed = await app.request('POST', '/api/v1/webhooks/whatsapp', {
      rawBody: body,
      headers: { 'x-hub-signature-256': signWebhookBody(settings.appSecret, body) },
    });
    expect(signed.status).toBe(200);
    expect(signed.body).toEqual({ data: { recorded: 1 } });
    expect((await alertsOf(user.id))[0]!.status).toBe('delivered');
  });

  it('answers the verification handshake with the challenge, only for the verify token', async () => {
    const query = (token: string) =>
      `/api/v1/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`;
    const answer = await app.request('GET', query(settings.verifyToken));
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('1158201444');
    const wrong = await app.request('GET', query('someone-elses-token-0123'));
    expect(wrong.status).toBe(401);
    const notSubscribe = await app.request(
      'GET',
      `/api/v1/webhooks/whatsapp?hub.mode=unsubscribe&hub.verify_token=${settings.verifyToken}&hub.challenge=1`,
    );
    expect(notSubscribe.status).toBe(401);
  });

  it("echoes only a challenge of digits, never markup or text of the caller's own", async () => {
    for (const challenge of ['<script>alert(1)</script>', 'hello', '12a', ' 12', '']) {
      const answer = await app.request(
        'GET',
        `/api/v1/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${settings.verifyToken}&hub.challenge=${encodeURIComponent(challenge)}`,
      );
      expect([challenge, answer.status]).toEqual([challenge, 401]);
      expect(String(answer.body)).not.toContain(challenge || 'never');
    }
  });

  it('sends an urgent alert that failed by SMS, and a failed alert that is not urgent nowhere else', async () => {
    const user = await optedInUser();
    const rival = await fundedBidder(app, naira(500_000));
    // Outbid twice: in an auction ending in 5 minutes (urgent) and in one ending in an hour (not).
    const ending = await insertListingRow(app, seller.id, {
      title: 'PS5 Slim',
      endsAt: new Date(Date.now() + 5 * 60_000),
    });
    const later = await insertListingRow(app, seller.id, { title: 'Xbox Series S' });
    for (const listing of [ending, later]) {
      expect((await bid(app, user, listing.id, naira(190_000))).status).toBe(201);
      expect((await bid(app, rival, listing.id, naira(200_000))).status).toBe(201);
    }
    await runJobs();
    const alerts = await alertsOf(user.id);
    expect(alerts.map((alert) => alert.urgent)).toEqual([true, false]);
    for (const alert of alerts) await phoneReports(alert.wamid!, 'failed');

    expect((await alertsOf(user.id)).map((alert) => alert.status)).toEqual(['failed', 'failed']);
    const sms = await smsTo(app, user.phone);
    // The phone-verification code, then the one fallback.
    expect(sms.map((message) => message.text)).toEqual([
      whatsAppMessages.smsOutbid('PS5 Slim', `https://naijabid.test/auctions/${ending.id}`),
      expect.stringContaining('verification code'),
    ]);
    // A late `delivered` after the failure changes nothing, and no second SMS goes.
    await phoneReports(alerts[0]!.wamid!, 'delivered');
    expect((await smsTo(app, user.phone)).length).toBe(2);
  });

  it('sends an urgent alert not delivered in time by SMS, and one delivered in time by WhatsApp only', async () => {
    const late = await optedInUser();
    const prompt = await optedInUser();
    for (const user of [late, prompt])
      await notify(user.id, 'payment_due', {
        orderId: crypto.randomUUID(),
        listingId: crypto.randomUUID(),
        title: 'Infinix Hot 40',
        amountDue: naira(150_000),
        dueAt: new Date(Date.now() + 24 * 3_600_000).toISOString(),
      });
    await runJobs();
    const [promptAlert] = await alertsOf(prompt.id);
    await phoneReports(promptAlert!.wamid!, 'delivered');
    // The deadline is a job NOT_DELIVERED_WITHIN_SECONDS after the send; nothing happens before it.
    const deadlines = await rows<{ run_at: Date }>(
      app.database.db,
      sql`select jobs.run_at from jobs join whatsapp_alerts on whatsapp_alerts.id = (jobs.payload->>'alertId')::uuid
          where jobs.kind = 'whatsapp_deadline' and jobs.done_at is null and whatsapp_alerts.user_id in (${late.id}, ${prompt.id})`,
    );
    expect(deadlines.length).toBe(2);
    for (const deadline of deadlines)
      expect(new Date(deadline.run_at).getTime()).toBeGreaterThan(
        Date.now() + (NOT_DELIVERED_WITHIN_SECONDS - 10) * 1000,
      );
    await runJobs();
    expect((await smsTo(app, late.phone)).length).toBe(1);

    await app.database.db.execute(
      sql`update jobs set run_at = now() where kind = 'whatsapp_deadline' and done_at is null`,
    );
    await runJobs();
    expect((await smsTo(app, late.phone))[0]!.text).toBe(
      whatsAppMessages.smsPaymentDue('Infinix Hot 40', 'https://naijabid.test/cart'),
    );
    expect((await smsTo(app, prompt.phone)).length).toBe(1);
    expect((await alertsOf(late.id))[0]!.sms_sent_at).not.toBeNull();
  });

  it('retries a send while WhatsApp is down, with a growing backoff, then sends an urgent alert by SMS', async () => {
    const user = await optedInUser();
    await notify(user.id, 'won', {
      listingId: crypto.randomUUID(),
      title: 'Samsung A15',
      price: naira(95_000),
      outcome: 'sold',
    });
    const delays: number[] = [];
    for (let attempt = 1; attempt <= WHATSAPP_ALERTS.sendAttempts; attempt += 1) {
      const outcomes = await runJobs(whatsappDown());
      const send = outcomes.find((outcome) => outcome.kind === 'whatsapp_send')!;
      const [job] = await rows<{ run_at: Date; last_error: string | null }>(
        app.database.db,
        sql`select run_at, last_error from jobs where id = ${send.id}`,
      );
      if (attempt < WHATSAPP_ALERTS.sendAttempts) {
        expect(send.error).toBeDefined();
        expect(job!.last_error).toContain('WhatsApp did not answer');
        delays.push(new Date(job!.run_at).getTime() - Date.now());
        expect((await smsTo(app, user.phone)).length).toBe(1);
        // Time passes: the backoff is over.
        await app.database.db.execute(sql`update jobs set run_at = now() where id = ${send.id}`);
      } else expect(send.error).toBeUndefined();
    }
    expect(delays[0]).toBeGreaterThan(3_000);
    expect(delays[1]).toBeGreaterThan(delays[0]!);
    expect(await alertsOf(user.id)).toMatchObject([{ status: 'failed', send_attempts: WHATSAPP_ALERTS.sendAttempts }]);
    expect((await smsTo(app, user.phone))[0]!.text).toBe(
      whatsAppMessages.smsWon('Samsung A15', 'https://naijabid.test/cart'),
    );
    expect(await fakeMessagesTo(user.phone)).toEqual([]);
  });

  it('sends one user no more than the hourly limit', async () => {
    const user = await optedInUser();
    for (let index = 0; index < WHATSAPP_ALERTS.perHour + 2; index += 1)
      await notify(user.id, 'order_shipped', {
        orderId: crypto.randomUUID(),
        listingId: crypto.randomUUID(),
        title: `Item ${index}`,
      });
    await runJobs();
    expect((await fakeMessagesTo(user.phone)).length).toBe(WHATSAPP_ALERTS.perHour);
    expect((await alertsOf(user.id)).length).toBe(WHATSAPP_ALERTS.perHour);
  });

  it('sends nothing to a user who opted out, or whose account is suspended or closed', async () => {
    const optedOut = await optedInUser();
    const off = await app.request('PUT', '/api/v1/me/whatsapp', { token: optedOut.token, body: { optedIn: false } });
    expect(off.body).toEqual({
      message: whatsAppMessages.optedOut,
      data: { available: true, optedIn: false, phone: optedOut.phone },
    });
    const suspended = await optedInUser();
    await app.database.db.execute(sql`update users set suspended_at = now() where id = ${suspended.id}`);
    // Suspended after the notice, before its alert was made.
    const suspendedLater = await optedInUser();
    const closedLater = await optedInUser();
    const won = { listingId: crypto.randomUUID(), title: 'iPhone 12', price: naira(300_000), outcome: 'sold' };
    for (const user of [optedOut, suspended, suspendedLater, closedLater]) await notify(user.id, 'won', won);
    await app.database.db.execute(sql`update users set suspended_at = now() where id = ${suspendedLater.id}`);
    await app.database.db.execute(sql`update users set closed_at = now() where id = ${closedLater.id}`);
    await runJobs();
    for (const user of [optedOut, suspended, suspendedLater, closedLater]) {
      expect(await fakeMessagesTo(user.phone)).toEqual([]);
      expect(await alertsOf(user.id)).toEqual([]);
      expect((await smsTo(app, user.phone)).length).toBe(1);
    }
  });
});
