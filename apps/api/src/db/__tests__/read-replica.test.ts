import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn } from '../../test/accounts';
import { bid, fundedBidder, MANY_LOGINS, type Bidder } from '../../test/bidding';
import { createListing } from '../../test/listings';
import { depositByCard } from '../../test/paystack';
import { startReplicatedPostgres, type ReplicatedPostgres } from '../../test/replicated-postgres';
import { startTestApp, type TestApp } from '../../test/test-app';
import { openReadReplica } from '../client';
import { createReplicaReads, type ReadServer } from '../read-replica';

// This file starts its own primary and streaming replica (the test's, not TEST_DATABASE_URL's
// server, whose pg_hba allows no replication), so it runs in both passes of the suite.

const naira = (amount: number) => amount * 100;
/** Long enough that the app under test keeps reading the paused replica through each step below. */
const PATIENT_MAX_LAG_SECONDS = 30;

let servers: ReplicatedPostgres;
/** Reads the replica while it is up to 30 s behind. */
let patient: TestApp;
/** The same databases, leaving the replica once it is 1 s behind. */
let strict: TestApp;
let seller: Awaited<ReturnType<typeof signUpAndLogIn>>;
let bidder: Bidder;
let firstListingId: string;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Still waiting for ${what}: ${JSON.stringify(value)}`);
    await sleep(100);
  }
}

/** One figure of the app's Prometheus text ("NaN" read as NaN); undefined when the series is absent. */
async function figure(app: TestApp, series: string): Promise<number | undefined> {
  const text = await (await fetch(app.metricsUrl!)).text();
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const replicaInUse = (app: TestApp) => figure(app, 'naijabid_db_read_replica_in_use');

async function searchTitles(app: TestApp, words: string): Promise<string[]> {
  const answer = await app.request('GET', `/api/v1/auctions?q=${encodeURIComponent(words)}`);
  expect(answer.status).toBe(200);
  return answer.body.data.items.map((item: { title: string }) => item.title);
}

async function auctionPage(app: TestApp, listingId: string, token?: string) {
  const answer = await app.request('GET', `/api/v1/auctions/${listingId}`, { token });
  expect(answer.status).toBe(200);
  return answer.body.data.auction as { bidCount: number; yourBid: { maxAmount: number } | null };
}

async function replicaHas(listingId: string): Promise<boolean> {
  return (await servers.onReplica('select 1 from listings where id = $1', [listingId])).length === 1;
}

beforeAll(async () => {
  servers = await startReplicatedPostgres();
  const settings = (maxLagSeconds: number) => ({
    ...MANY_LOGINS,
    readReplica: { url: servers.replicaUrl, maxLagSeconds },
    metrics: { host: '127.0.0.1', port: 0 },
  });
  patient = await startTestApp(settings(PATIENT_MAX_LAG_SECONDS), { databaseUrl: servers.primaryUrl });
  strict = await startTestApp(settings(1), { databaseUrl: servers.primaryUrl });
  seller = await signUpAndLogIn(patient, { accountType: 'seller' });
  bidder = await fundedBidder(patient, naira(200_000));
  firstListingId = (await createListing(patient, seller.token, { title: 'Hisense 43 inch Smart TV' })).id;
  await eventually(() => replicaHas(firstListingId), Boolean, 'the replica to replay the first listing');
  for (const app of [patient, strict])
    await eventually(
      () => replicaInUse(app),
      (inUse) => inUse === 1,
      'the replica',
    );
}, 120_000);

afterAll(async () => {
  await Promise.all([patient?.close(), strict?.close()]);
  await servers?.remove();
});

describe('a read replica (DATABASE_READ_URL)', () => {
  it('serves browse, search and auction pages, while a writer reads their own writes on the primary', async () => {
    // Without a lag there is nothing to tell the servers apart by: stop the replica's replay.
    const viewer = await signUpAndLogIn(patient);
    const depositor = await signUpAndLogIn(patient);
    await servers.pauseReplay();

    const listing = await createListing(patient, seller.token, { title: 'Thermocool chest freezer 200 litres' });
    expect((await bid(patient, bidder, firstListingId, naira(190_000))).status).toBe(201);
    await depositByCard(patient, depositor.token, naira(5_000));

    // Everyone's browse and search read the replica, which has not replayed the new listing...
    expect(await searchTitles(patient, 'Thermocool freezer')).toEqual([]);
    const browsed = (await patient.request('GET', '/api/v1/auctions')).body.data.items;
    expect(browsed.find((item: { id: string }) => item.id === firstListingId)).toMatchObject({ bidCount: 0 });
    // ...nor the bid: an anonymous visitor and a signed-in viewer who wrote nothing see none.
    expect((await auctionPage(patient, firstListingId)).bidCount).toBe(0);
    expect(await auctionPage(patient, firstListingId, viewer.token)).toMatchObject({ bidCount: 0, yourBid: null });

    // The writers read the primary: the bidder's page has the bid, the seller's the new listing.
    expect(await auctionPage(patient, firstListingId, bidder.token)).toMatchObject({
      bidCount: 1,
      yourBid: { maxAmount: naira(190_000) },
    });
    expect((await auctionPage(patient, listing.id, seller.token)).bidCount).toBe(0);
    const mine = (await patient.request('GET', '/api/v1/me/listings', { token: seller.token })).body.data.items;
    expect(mine.map((item: { id: string }) => item.id)).toContain(listing.id);
    // The wallet is always the primary's: the deposit is there.
    const wallet = (await patient.request('GET', '/api/v1/wallet', { token: depositor.token })).body.data;
    expect(wallet.available).toBe(naira(5_000));
    // A link to the new listing opened by anyone: not on the replica, so asked of the primary.
    expect((await auctionPage(patient, listing.id)).bidCount).toBe(0);
    expect(await replicaHas(listing.id)).toBe(false);

    // Past its 1 s, the strict app has left the replica for the primary; the patient one has not.
    expect(
      await eventually(
        () => searchTitles(strict, 'Thermocool freezer'),
        (titles) => titles.length === 1,
        'a read of the primary',
      ),
    ).toEqual(['Thermocool chest freezer 200 litres']);
    expect(await replicaInUse(strict)).toBe(0);
    expect(await figure(strict, 'naijabid_db_read_replica_lag_seconds')).toBeGreaterThan(1);
    expect(await replicaInUse(patient)).toBe(1);
    expect(await searchTitles(patient, 'Thermocool freezer')).toEqual([]);

    await servers.resumeReplay();
    await eventually(
      () => searchTitles(patient, 'Thermocool freezer'),
      (titles) => titles.length === 1,
      'the replica to catch up',
    );
    await eventually(
      () => replicaInUse(strict),
      (inUse) => inUse === 1,
      'the strict app to use the replica again',
    );
    expect(await figure(patient, 'naijabid_db_reads_total{server="replica"}')).toBeGreaterThan(0);
    expect(await figure(patient, 'naijabid_db_reads_total{server="primary"}')).toBeGreaterThan(0);
    expect(await figure(patient, 'naijabid_db_read_replica_lag_seconds')).toBeLessThan(PATIENT_MAX_LAG_SECONDS);
  }, 90_000);

  it('sends reads to the primary the moment the replica is down, and back once it returns', async () => {
    await servers.pauseReplay();
    const listing = await createListing(patient, seller.token, { title: 'Nexus 1.5 HP split air conditioner' });
    expect(await searchTitles(patient, 'Nexus conditioner')).toEqual([]);

    await servers.stopReplica();
    // The first read after the stop already answers, from the primary.
    expect(await searchTitles(patient, 'Nexus conditioner')).toEqual(['Nexus 1.5 HP split air conditioner']);
    expect((await auctionPage(patient, listing.id)).bidCount).toBe(0);
    expect(await replicaInUse(patient)).toBe(0);
    expect(await figure(patient, 'naijabid_db_read_replica_lag_seconds')).toBeNaN();

    // Restarted, it replays again (a pause does not outlive a restart) and reads go back to it.
    await servers.startReplica();
    await eventually(
      () => replicaInUse(patient),
      (inUse) => inUse === 1,
      'the replica to be used again',
    );
    await eventually(() => replicaHas(listing.id), Boolean, 'the replica to replay the listing');
    const before = await figure(patient, 'naijabid_db_reads_total{server="replica"}');
    expect(await searchTitles(patient, 'Nexus conditioner')).toEqual(['Nexus 1.5 HP split air conditioner']);
    expect(await figure(patient, 'naijabid_db_reads_total{server="replica"}')).toBe(before! + 1);
  }, 90_000);

  it('never reads a server that is not a standby (a read URL naming a primary)', async () => {
    const primary = await openReadReplica(servers.primaryUrl, 2);
    const warnings: string[] = [];
    const failures: unknown[] = [];
    const reads = createReplicaReads({
      primary: primary.db,
      replica: primary.db,
      maxLagSeconds: 5,
      recentWriters: { wroteRecently: async () => false },
      log: { info: () => undefined, warn: (_details, message) => warnings.push(message) },
      onReplicaFailure: (error) => failures.push(error),
    });
    const served: ReadServer[] = [];
    reads.onRead((server) => served.push(server));
    try {
      await eventually(
        async () => warnings.length,
        (count) => count === 1,
        'the first check',
      );
      await reads.run((db) => db.execute(sql`select 1`));
      expect(served).toEqual(['primary']);
      expect(reads.status()).toEqual({ inUse: false, lagSeconds: undefined });
      expect(failures).toEqual([]);
    } finally {
      await reads.close();
      await primary.close();
    }
  });
});
