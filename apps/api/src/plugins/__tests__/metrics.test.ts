import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bid, fundedBidder, MANY_LOGINS, sellerId } from '../../test/bidding';
import { insertListingRow } from '../../test/listings';
import { depositByCard } from '../../test/paystack';
import { openEventStream } from '../../test/sse';
import { startTestApp, type TestApp } from '../../test/test-app';
import { PaystackError } from '../../paystack/http';
import { createMetrics, paystackOperation } from '../metrics';
import { scheduleJob } from '../job-queue';

let app: TestApp;
let seller: string;

beforeAll(async () => {
  app = await startTestApp({ ...MANY_LOGINS, metrics: { host: '127.0.0.1', port: 0 } });
  seller = await sellerId(app);
});
afterAll(() => app.close());

async function scrape(): Promise<string> {
  const answer = await fetch(app.metricsUrl!);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toContain('text/plain');
  return answer.text();
}

/** The value of one series in Prometheus text, 0 when it is absent. */
function figure(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = line.match(/^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/);
    if (!match || match[1] !== name) continue;
    const present = match[2] ? match[2].split(/,(?=\w+=")/) : [];
    if (wanted.every((label) => present.includes(label))) return Number(match[3]);
  }
  return 0;
}

async function eventually(check: () => Promise<void>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(50);
    }
  }
}

const liveAuction = () =>
  insertListingRow(app, seller, {
    startingPriceKobo: 50_000_00,
    currentPriceKobo: 50_000_00,
    endsAt: new Date(Date.now() + 3_600_000),
  });

describe('metrics', () => {
  it('are served on their own loopback listener and never on the public port', async () => {
    expect(new URL(app.metricsUrl!).hostname).toBe('127.0.0.1');
    expect(new URL(app.metricsUrl!).port).not.toBe(new URL(app.baseUrl).port);
    const onPublicPort = await app.request('GET', '/metrics');
    expect(onPublicPort.status).toBe(404);
    expect(JSON.stringify(onPublicPort.body)).not.toContain('naijabid_');
    const text = await scrape();
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(figure(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toContain('naijabid_db_pool_connections{state="waiting"}');
  });

  it('report the database connections in use', async () => {
    // A scrape inside a transaction would wait for the one embedded connection: the query runs beside it instead.
    // Drizzle sends a query once it is awaited, so it is started with `then`.
    const sleeping = app.database.db.execute(sql`select pg_sleep(0.5)`).then(() => undefined);
    await sleep(100);
    const inUse = figure(await scrape(), 'naijabid_db_pool_connections', { state: 'in_use' });
    await sleeping;
    expect(inUse).toBeGreaterThanOrEqual(1);
  });

  it('count requests by route pattern and status, never by raw URL', async () => {
    const route = { method: 'GET', route: '/api/v1/auctions/:id', status: '404' };
    const before = figure(await scrape(), 'naijabid_http_request_duration_seconds_count', route);
    for (const id of [randomUUID(), randomUUID()])
      expect((await app.request('GET', `/api/v1/auctions/${id}`)).status).toBe(404);
    const text = await scrape();
    expect(figure(text, 'naijabid_http_request_duration_seconds_count', route)).toBe(before + 2);
    expect(figure(text, 'naijabid_http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBe(before + 2);
    expect(text).not.toMatch(/route="\/api\/v1\/auctions\/[0-9a-f]{8}-/);
  });

  it('count bids accepted and refused by reason, with their latency', async () => {
    const listing = await liveAuction();
    const rich = await fundedBidder(app, 1_000_000_00);
    const poor = await fundedBidder(app, 0);
    const before = await scrape();

    expect((await bid(app, rich, listing.id, 60_000_00)).status).toBe(201);
    const refused = await bid(app, poor, listing.id, 70_000_00);
    expect(refused.body.code).toBe('insufficient_funds');

    const after = await scrape();
    expect(figure(after, 'naijabid_bids_accepted_total')).toBe(figure(before, 'naijabid_bids_accepted_total') + 1);
    const reason = { reason: 'insufficient_funds' };
    expect(figure(after, 'naijabid_bids_refused_total', reason)).toBe(
      figure(before, 'naijabid_bids_refused_total', reason) + 1,
    );
    expect(figure(after, 'naijabid_bid_duration_seconds_count')).toBe(
      figure(before, 'naijabid_bid_duration_seconds_count') + 2,
    );
  });

  it('count open live streams and the events sent on them', async () => {
    const listing = await liveAuction();
    const before = await scrape();
    const stream = await openEventStream(`${app.baseUrl}/api/v1/auctions/${listing.id}/events`);
    await stream.waitForReady();
    expect(figure(await scrape(), 'naijabid_live_streams_open')).toBe(figure(before, 'naijabid_live_streams_open') + 1);

    const bidder = await fundedBidder(app, 1_000_000_00);
    expect((await bid(app, bidder, listing.id, 60_000_00)).status).toBe(201);
    await stream.waitFor(1);
    // The ready frame and the bid's event at least.
    expect(figure(await scrape(), 'naijabid_live_events_sent_total')).toBeGreaterThanOrEqual(
      figure(before, 'naijabid_live_events_sent_total') + 2,
    );
    await stream.close();
    await eventually(async () =>
      expect(figure(await scrape(), 'naijabid_live_streams_open')).toBe(figure(before, 'naijabid_live_streams_open')),
    );
  });

  it('read the job queue by kind: due jobs and how late the oldest is', async () => {
    const kind = `metrics_probe_${randomUUID().slice(0, 8)}`;
    await app.database.db.transaction((tx) =>
      scheduleJob(tx, { kind, payload: {}, runAt: new Date(Date.now() - 120_000), dedupeKey: kind }),
    );
    const text = await scrape();
    expect(figure(text, 'naijabid_jobs_due', { kind })).toBe(1);
    expect(figure(text, 'naijabid_jobs_lag_seconds', { kind })).toBeGreaterThanOrEqual(120);
    expect(figure(text, 'naijabid_jobs_given_up', { kind })).toBe(0);
  });

  it('count mail and SMS sent, and Paystack calls with their latency', async () => {
    const before = await scrape();
    const sent = (text: string, channel: string) =>
      figure(text, 'naijabid_outbox_messages_total', { channel, outcome: 'sent' });
    // A seller's sign-up mails a code and texts one to the phone.
    await sellerId(app);
    const depositor = await fundedBidder(app, 0);
    await depositByCard(app, depositor.token, 5_000_00);

    const after = await scrape();
    expect(sent(after, 'mail')).toBeGreaterThan(sent(before, 'mail'));
    expect(sent(after, 'sms')).toBe(sent(before, 'sms') + 1);
    const initialize = { operation: 'POST /transaction/initialize' };
    expect(figure(after, 'naijabid_paystack_call_duration_seconds_count', initialize)).toBe(
      figure(before, 'naijabid_paystack_call_duration_seconds_count', initialize) + 1,
    );
  });

  it('report the reconciliation differences, counted in the background', async () => {
    await eventually(async () => expect(await scrape()).toMatch(/^naijabid_reconciliation_differences 0$/m));
  });
});

describe('Paystack call metrics', () => {
  it('name an operation by its words, never its references', () => {
    expect(paystackOperation('GET', '/transaction/verify/nb-0f3a')).toBe('GET /transaction/verify');
    expect(paystackOperation('GET', '/bank/resolve?account_number=0123456789&bank_code=058')).toBe('GET /bank/resolve');
    expect(paystackOperation('GET', '/transfer/verify/TRF_1ptvuv321ahaa7q')).toBe('GET /transfer/verify');
  });

  it('count a failed call by operation and status', async () => {
    const metrics = await createMetrics({
      database: app.database,
      reconciliationDifferences: async () => 0,
      log: app.log,
    });
    const failing = metrics.timePaystack(async () => {
      throw new PaystackError(502, 'Bad gateway');
    });
    await expect(failing('POST', '/transfer', z.unknown())).rejects.toThrow('Bad gateway');
    const text = await metrics.registry.metrics();
    expect(figure(text, 'naijabid_paystack_call_failures_total', { operation: 'POST /transfer', status: '502' })).toBe(
      1,
    );
    expect(figure(text, 'naijabid_paystack_call_duration_seconds_count', { operation: 'POST /transfer' })).toBe(1);
  });
});
