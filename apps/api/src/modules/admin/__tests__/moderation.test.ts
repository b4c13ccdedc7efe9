import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bidSecurityFor, FORFEITS_BEFORE_BIDDING_BAR } from '@naijabid/shared/auction-rules';
import { adminServerMessages, listingTakenDownMessages } from '@naijabid/shared/messages/admin';
import { TEST_PASSWORD } from '../../../test/accounts';
import { bid, fundedBidder, MANY_LOGINS, type Bidder } from '../../../test/bidding';
import { insertListingRow } from '../../../test/listings';
import { ledgerImbalance, signedInOperator } from '../../../test/operators';
import { rows, runJobs } from '../../../test/orders';
import { verifyPhone } from '../../../test/phone';
import { startTestApp, type TestApp } from '../../../test/test-app';

let app: TestApp;
let operator: Bidder;
const naira = (amount: number) => amount * 100;
const HOUR_MS = 3_600_000;

beforeAll(async () => {
  app = await startTestApp(MANY_LOGINS);
  operator = await signedInOperator(app);
});
afterAll(() => app.close());

const act = (path: string, reason = 'Reported by three buyers for counterfeit goods') =>
  app.request('POST', `/api/v1/admin${path}`, { token: operator.token, body: { reason } });
const read = (path: string) => app.request('GET', `/api/v1/admin${path}`, { token: operator.token });
const available = async (who: { token: string }) =>
  (await app.request('GET', '/api/v1/wallet', { token: who.token })).body.data.available as number;
const login = (email: string) =>
  app.request('POST', '/api/v1/auth/login', { body: { email, password: TEST_PASSWORD } });
const buyNow = (who: { token: string }, listingId: string) =>
  app.request('POST', `/api/v1/auctions/${listingId}/buy-now`, { token: who.token });

async function seller(): Promise<Bidder> {
  const account = await fundedBidder(app, 0);
  await app.database.db.execute(sql`update users set account_type = 'seller' where id = ${account.id}`);
  return account;
}

async function listingRow(listingId: string) {
  const [row] = await rows<{ status: string; ends_at: Date; starts_at: Date; leader_hold_id: string | null }>(
    app.database.db,
    sql`select status, ends_at, starts_at, leader_hold_id from listings where id = ${listingId}`,
  );
  return row!;
}

async function unresolvedHolds(listingId: string): Promise<number> {
  const [row] = await rows<{ n: number }>(
    app.database.db,
    sql`select count(*)::int as n from ledger_transfers t join ledger_accounts a on a.id = t.credit_account_id
        where a.listing_id = ${listingId} and t.phase = 'pending'
        and not exists (select 1 from ledger_transfers r where r.pending_id = t.id)`,
  );
  return row!.n;
}

describe('users', () => {
  it('finds accounts by email or name and shows one whole: wallet, ledger, bids, orders, listings and strikes', async () => {
    const bidder = await fundedBidder(app, naira(50_000));
    const owner = await seller();
    const listing = await insertListingRow(app, owner.id, { buyNowPriceKobo: naira(400_000) });
    expect((await bid(app, bidder, listing.id, naira(200_000))).status).toBe(201);

    const byEmail = await read(`/users?q=${encodeURIComponent(bidder.email.toUpperCase())}`);
    expect(byEmail.body.data.items.map((user: any) => user.id)).toEqual([bidder.id]);
    const byName = await read(`/users?q=${encodeURIComponent(`${bidder.firstName} ${bidder.lastName}`)}`);
    expect(byName.body.data.items.map((user: any) => user.id)).toContain(bidder.id);
    expect((await read('/users?q=%25')).status).toBe(200);
    const phone = await verifyPhone(app, bidder.token);
    // As an operator types it from a call: the national form, with spaces.
    const national = `0${phone.slice(4, 7)} ${phone.slice(7, 10)} ${phone.slice(10)}`;
    const byPhone = await read(`/users?q=${encodeURIComponent(national)}`);
    expect(byPhone.body.data.items).toEqual([expect.objectContaining({ id: bidder.id, phone })]);

    const page = await read(`/users/${bidder.id}`);
    expect(page.status).toBe(200);
    const security = bidSecurityFor(naira(200_000));
    expect(page.body.data).toMatchObject({
      user: { id: bidder.id, suspended: false, forfeitStrikes: 0, forfeitedOrders: 0, biddingBarred: false },
      wallet: { balance: naira(50_000), held: security, available: naira(50_000) - security },
      bids: [{ listingId: listing.id, maxAmount: naira(200_000) }],
    });
    expect(page.body.data.ledger.items.map((line: any) => [line.purpose, line.status, line.amount])).toEqual([
      ['bid_security', 'held', -security],
      ['deposit', 'completed', naira(50_000)],
    ]);
    // Outbid, the hold is released: still one line, as the bidder's own wallet lists it.
    const rival = await fundedBidder(app, naira(100_000));
    expect((await bid(app, rival, listing.id, naira(300_000))).status).toBe(201);
    const ledger = (await read(`/users/${bidder.id}`)).body.data.ledger;
    expect(ledger).toEqual(
      (await app.request('GET', '/api/v1/wallet/transactions', { token: bidder.token })).body.data,
    );
    expect(ledger.items.map((line: any) => [line.purpose, line.status])).toEqual([
      ['bid_security', 'released'],
      ['deposit', 'completed'],
    ]);
    expect((await read(`/users/${owner.id}`)).body.data.listings).toMatchObject([
      { id: listing.id, status: 'scheduled' },
    ]);
    expect((await read('/users/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('suspends an account: no login, sessions ended, its live listings paused against bids and Buy Now', async () => {
    const owner = await seller();
    const bidder = await fundedBidder(app, naira(500_000));
    const listing = await insertListingRow(app, owner.id, { buyNowPriceKobo: naira(400_000) });
    const upcoming = await insertListingRow(app, owner.id, {
      startsAt: new Date(Date.now() + HOUR_MS),
      endsAt: new Date(Date.now() + 2 * HOUR_MS),
    });

    const noReason = await app.request('POST', `/api/v1/admin/users/${owner.id}/suspend`, {
      token: operator.token,
      body: {},
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe(adminServerMessages.reasonRequired);

    const suspended = await act(`/users/${owner.id}/suspend`);
    expect(suspended.status).toBe(200);
    expect(suspended.body.message).toBe(adminServerMessages.suspended(2));
    expect(suspended.body.data.user).toMatchObject({ suspended: true });
    expect((await app.request('GET', '/api/v1/me', { token: owner.token })).status).toBe(401);
    const refused = await login(owner.email);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'account_suspended', message: adminServerMessages.accountSuspended });

    expect((await listingRow(listing.id)).status).toBe('paused');
    expect((await listingRow(upcoming.id)).status).toBe('paused');
    expect((await bid(app, bidder, listing.id, naira(200_000))).status).toBe(409);
    expect((await buyNow(bidder, listing.id)).status).toBe(404);
    const live = await app.request('GET', '/api/v1/auctions?status=live&limit=60', { token: bidder.token });
    expect(live.body.data.items.map((item: any) => item.id)).not.toContain(listing.id);

    expect((await act(`/users/${owner.id}/suspend`)).status).toBe(409);
    expect((await act(`/users/${operator.id}/suspend`)).body.message).toBe(adminServerMessages.cannotSuspendOperator);
    const audit = await read(`/audit?recordType=user&recordId=${owner.id}`);
    const ownerName = (await read(`/users/${owner.id}`)).body.data.user.name;
    expect(audit.body.data.items).toMatchObject([
      { action: 'user.suspend', recordTitle: ownerName, operator: { id: operator.id }, details: { sessionsEnded: 1 } },
    ]);
  });

  it('stops a suspended bidder bidding: their sessions end and they cannot log back in', async () => {
    const owner = await seller();
    const bidder = await fundedBidder(app, naira(500_000));
    const listing = await insertListingRow(app, owner.id);
    expect((await act(`/users/${bidder.id}/suspend`)).status).toBe(200);
    expect((await bid(app, bidder, listing.id, naira(200_000))).status).toBe(401);
    expect((await login(bidder.email)).status).toBe(403);
  });

  it('restores an account: login again, and paused listings resume with the time they had left, even past their old end', async () => {
    const owner = await seller();
    const bidder = await fundedBidder(app, naira(500_000));
    const listing = await insertListingRow(app, owner.id);
    expect((await act(`/users/${owner.id}/suspend`)).status).toBe(200);
    // Paused two hours ago with 30 minutes left: its old end passed while it was paused.
    await app.database.db.execute(
      sql`update listings set starts_at = now() - interval '3 hours', paused_at = now() - interval '2 hours',
          ends_at = now() - interval '90 minutes' where id = ${listing.id}`,
    );
    expect((await act(`/users/${owner.id}/restore`, 'Documents checked; the listings are genuine')).status).toBe(200);
    const resumed = await listingRow(listing.id);
    expect(resumed.status).toBe('scheduled');
    const left = new Date(resumed.ends_at).getTime() - Date.now();
    expect(left).toBeGreaterThan(29 * 60_000);
    expect(left).toBeLessThan(31 * 60_000);
    expect((await bid(app, bidder, listing.id, naira(200_000))).status).toBe(201);
    expect((await login(owner.email)).status).toBe(200);
    expect((await act(`/users/${owner.id}/restore`)).status).toBe(409);
    expect((await read(`/users/${owner.id}`)).body.data.audit).toMatchObject([
      {
        action: 'user.restore',
        reason: 'Documents checked; the listings are genuine',
        details: { resumedListingIds: [listing.id] },
      },
      { action: 'user.suspend' },
    ]);
    const [moved] = await rows<{ data: any }>(
      app.database.db,
      sql`select data from events where channel = ${`auction:${listing.id}`} and type = 'end_moved'`,
    );
    expect(moved?.data.endsAt).toBe(new Date(resumed.ends_at).toISOString());
  });

  it('lifts a bidding bar after forfeits: the strikes stay on record, the bids go through again', async () => {
    const owner = await seller();
    const bidder = await fundedBidder(app, naira(500_000));
    const listing = await insertListingRow(app, owner.id);
    await app.database.db.execute(
      sql`update users set forfeit_strikes = ${FORFEITS_BEFORE_BIDDING_BAR} where id = ${bidder.id}`,
    );
    expect((await bid(app, bidder, listing.id, naira(200_000))).body.code).toBe('bidding_barred');
    expect((await read(`/users/${bidder.id}`)).body.data.user.biddingBarred).toBe(true);

    const lifted = await act(`/users/${bidder.id}/lift-bar`, 'Paid the seller directly; agreed with support');
    expect(lifted.status).toBe(200);
    expect(lifted.body.data.user).toMatchObject({ biddingBarred: false, forfeitStrikes: 0 });
    expect((await bid(app, bidder, listing.id, naira(200_000))).status).toBe(201);
    expect((await act(`/users/${bidder.id}/lift-bar`)).body.message).toBe(adminServerMessages.notBarred);
    expect((await read(`/audit?recordType=user&recordId=${bidder.id}`)).body.data.items).toMatchObject([
      { action: 'user.lift_bar', details: { strikesLifted: FORFEITS_BEFORE_BIDDING_BAR } },
    ]);
  });
});

describe('listings', () => {
  it('takes a listing down: every hold released in one transaction, bids left untouched, bidders and seller told', async () => {
    const owner = await seller();
    const first = await fundedBidder(app, naira(500_000));
    const second = await fundedBidder(app, naira(500_000));
    const listing = await insertListingRow(app, owner.id, { title: 'Counterfeit iPhone 15 Pro Max' });
    expect((await bid(app, first, listing.id, naira(200_000))).status).toBe(201);
    expect((await bid(app, second, listing.id, naira(300_000))).status).toBe(201);
    expect(await unresolvedHolds(listing.id)).toBe(1);
    const bidsBefore = await rows(
      app.database.db,
      sql`select * from bids where listing_id = ${listing.id} order by sequence`,
    );

    const found = await read(`/listings?q=${encodeURIComponent('counterfeit iphone')}`);
    expect(found.body.data.items.map((item: any) => item.id)).toContain(listing.id);

    const down = await act(`/listings/${listing.id}/take-down`, 'Counterfeit: the IMEI belongs to another phone');
    expect(down.status).toBe(200);
    expect(down.body.message).toBe(adminServerMessages.takenDown(2));
    expect(down.body.data.listing).toMatchObject({ id: listing.id, status: 'taken_down' });
    expect(await unresolvedHolds(listing.id)).toBe(0);
    expect(await available(second)).toBe(naira(500_000));
    expect(await ledgerImbalance(app)).toBe(0);
    expect(
      await rows(app.database.db, sql`select * from bids where listing_id = ${listing.id} order by sequence`),
    ).toEqual(bidsBefore);
    expect((await bid(app, first, listing.id, naira(400_000))).status).toBe(409);
    expect((await app.request('GET', `/api/v1/auctions/${listing.id}`, { token: first.token })).status).toBe(404);

    for (const who of [first, second, owner]) {
      const [notice] = await rows<{ data: any }>(
        app.database.db,
        sql`select data from events where channel = ${`user:${who.id}`} and type = 'listing_taken_down'`,
      );
      expect(notice?.data).toEqual({ listingId: listing.id, title: 'Counterfeit iPhone 15 Pro Max' });
    }
    await runJobs(app);
    // The first bidder was also mailed when the second outbid them; the take-down is its own mail.
    expect((await app.mailTo(first.email)).map((mail) => mail.text)).toContain(
      listingTakenDownMessages.bidderText('Counterfeit iPhone 15 Pro Max'),
    );
    expect((await app.mailTo(owner.email)).map((mail) => mail.text).join('\n')).toContain(
      'the IMEI belongs to another phone',
    );
    expect((await read(`/audit?recordType=listing&recordId=${listing.id}`)).body.data.items).toMatchObject([
      { action: 'listing.take_down', recordTitle: listing.title, details: { bidsVoided: 2, bidders: 2 } },
    ]);
    expect((await act(`/listings/${listing.id}/take-down`)).status).toBe(409);
  });

  it('restores a listing taken down by mistake with its bids standing, the leader’s security held again', async () => {
    const owner = await seller();
    const leader = await fundedBidder(app, naira(500_000));
    const listing = await insertListingRow(app, owner.id);
    expect((await bid(app, leader, listing.id, naira(300_000))).status).toBe(201);
    expect((await act(`/listings/${listing.id}/take-down`)).status).toBe(200);
    expect(await available(leader)).toBe(naira(500_000));

    const restored = await act(`/listings/${listing.id}/restore`, 'Taken down by mistake: wrong listing id');
    expect(restored.status).toBe(200);
    expect(restored.body.data.listing).toMatchObject({ status: 'scheduled', bidCount: 1 });
    expect(await available(leader)).toBe(naira(500_000) - bidSecurityFor(naira(300_000)));
    expect(await unresolvedHolds(listing.id)).toBe(1);
    const challenger = await fundedBidder(app, naira(500_000));
    expect((await bid(app, challenger, listing.id, naira(400_000))).status).toBe(201);
    expect(await available(leader)).toBe(naira(500_000));
    expect(await ledgerImbalance(app)).toBe(0);
    expect((await act(`/listings/${listing.id}/restore`)).status).toBe(409);
    expect((await read(`/audit?recordType=listing&recordId=${listing.id}`)).body.data.items).toMatchObject([
      { action: 'listing.restore', reason: 'Taken down by mistake: wrong listing id', details: { bidsStanding: 1 } },
      { action: 'listing.take_down' },
    ]);

    const ended = await insertListingRow(app, owner.id);
    expect((await act(`/listings/${ended.id}/take-down`)).status).toBe(200);
    await app.database.db.execute(
      sql`update listings set ends_at = now() - interval '1 minute' where id = ${ended.id}`,
    );
    const late = await act(`/listings/${ended.id}/restore`);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(adminServerMessages.listingTimeRunOut);
  });
});
