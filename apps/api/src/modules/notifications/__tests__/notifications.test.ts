import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMS } from '@naijabid/shared/constants';
import { orderMailMessages } from '@naijabid/shared/messages';
import { mailPreferenceLabels, noticeMailMessages } from '@naijabid/shared/messages/notifications';
import { nubanCheckDigit } from '@naijabid/shared/nuban';
import { bid, fundedBidder, MANY_LOGINS, type Bidder } from '../../../test/bidding';
import { startFakeTransfers, type FakeTransfers } from '../../../test/fake-paystack-transfers';
import { insertListingRow } from '../../../test/listings';
import { closeNow, rows, runJobs } from '../../../test/orders';
import { depositByCard } from '../../../test/paystack';
import { ensureVerifiedPhone } from '../../../test/phone';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { handleTransferEvent } from '../../../workflows/money/settle-withdrawal';

let fake: FakeTransfers;
let app: TestApp;
let seller: Bidder;
const naira = (amount: number) => amount * 100;

beforeAll(async () => {
  fake = await startFakeTransfers();
  app = await startTestApp(MANY_LOGINS, { paystackTransfers: fake.transfers });
  fake.onTransferEvent(async (event) => app.events.publish(await handleTransferEvent(app.database.db, event, app.log)));
  seller = await fundedBidder(app, 0);
  await app.database.db.execute(sql`update users set account_type = 'seller' where id = ${seller.id}`);
});
afterAll(async () => {
  await fake?.close();
  await app?.close();
});

const post = (who: { token: string }, path: string, body?: unknown) =>
  app.request('POST', `/api/v1${path}`, { token: who.token, body });
const get = (who: { token: string }, path: string) => app.request('GET', `/api/v1${path}`, { token: who.token });
const advance = (orderId: string, hours: number) =>
  app.request('POST', `/api/v1/dev/orders/${orderId}/advance`, { body: { hours } });

function auction(changes: { reservePriceKobo?: number; title?: string } = {}) {
  return insertListingRow(app, seller.id, {
    startingPriceKobo: naira(20_000),
    currentPriceKobo: naira(20_000),
    ...changes,
  });
}

/** A sale to `buyer` (outbidding `loser` on the way), closed now: outbid, won, lost, auction_ended. */
async function sale(buyer: Bidder, loser: Bidder) {
  const listing = await auction();
  expect((await bid(app, loser, listing.id, naira(25_000))).status).toBe(201);
  expect((await bid(app, buyer, listing.id, naira(30_000))).status).toBe(201);
  const orderId = (await closeNow(app.database.db, listing.id))!;
  return { listing, orderId };
}

/** Every notice stored for the user, oldest first, as kind and data. */
const storedNotices = (userId: string) =>
  rows<{ kind: string; data: Record<string, unknown> }>(
    app.database.db,
    sql`select kind, data from notifications where user_id = ${userId} order by id`,
  );

/** Every event appended to the user's live channel, oldest first, as type and data. */
const channelEvents = (userId: string) =>
  rows<{ kind: string; data: Record<string, unknown> }>(
    app.database.db,
    sql`select type as kind, data from events where channel = ${`user:${userId}`} order by sequence`,
  );

describe('the notification centre', () => {
  it('stores every notice the real workflows send, in the transaction that sends it, and no technical event', async () => {
    const [buyer, loser, forfeiter, offered] = await Promise.all([
      fundedBidder(app, naira(100_000)),
      fundedBidder(app, naira(100_000)),
      fundedBidder(app, naira(100_000)),
      fundedBidder(app, naira(100_000)),
    ]);
    // Outbid, won, lost, the seller's auction_ended; then payment due, paid, shipped, completed.
    const { orderId } = await sale(buyer, loser);
    expect((await advance(orderId, TERMS.paymentDueHours - 23)).status).toBe(200);
    await runJobs(app);
    expect((await post(buyer, `/orders/${orderId}/pay`, { delivery: { method: 'pickup' } })).status).toBe(400);
    const paid = await app.request('POST', `/api/v1/orders/${orderId}/pay`, {
      token: buyer.token,
      headers: { 'idempotency-key': randomUUID() },
      body: { delivery: { method: 'pickup' } },
    });
    expect(paid.status).toBe(200);
    expect(
      (await post(seller, `/orders/${orderId}/ship`, { carrier: 'GIG Logistics', trackingNumber: 'GIG-1' })).status,
    ).toBe(200);
    expect((await post(buyer, `/orders/${orderId}/confirm-delivery`)).status).toBe(200);

    // Forfeited, then a second-chance offer declined.
    const unpaid = await sale(forfeiter, offered);
    expect((await advance(unpaid.orderId, TERMS.paymentDueHours)).status).toBe(200);
    await runJobs(app);
    const offer = await post(seller, `/orders/${unpaid.orderId}/second-chance`);
    expect(offer.status).toBe(201);
    expect((await post(offered, `/offers/${offer.body.data.offer.id}/decline`)).status).toBe(200);

    // Deposit credited; a withdrawal paid and one that failed.
    await depositByCard(app, buyer.token, naira(5_000));
    await ensureVerifiedPhone(app, buyer.token);
    for (const prefix of ['10', '98']) {
      const serial = `${prefix}${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
      const saved = await post(buyer, '/me/bank-accounts', {
        bankCode: '058',
        accountNumber: `${serial}${nubanCheckDigit('058', serial)}`,
        confirm: true,
      });
      expect(saved.status).toBe(201);
      const withdrawn = await app.request('POST', '/api/v1/wallet/withdrawals', {
        token: buyer.token,
        body: { amount: naira(2_000), bankAccountId: saved.body.data.id },
        headers: { 'idempotency-key': randomUUID() },
      });
      expect(withdrawn.status).toBe(201);
      await fake.webhooksSettled();
    }
    // A logout is logged on the channel too, and is no notice.
    expect((await post(loser, '/auth/logout')).status).toBe(200);

    const kinds = async (who: Bidder) => (await storedNotices(who.id)).map((notice) => notice.kind);
    expect(await kinds(loser)).toEqual(['outbid', 'lost']);
    expect(await kinds(buyer)).toEqual([
      'won',
      'payment_due',
      'order_shipped',
      'deposit_credited',
      'withdrawal_settled',
      'withdrawal_settled',
    ]);
    expect((await storedNotices(buyer.id)).slice(-2).map((notice) => notice.data.status)).toEqual([
      'succeeded',
      'failed',
    ]);
    expect(await kinds(seller)).toEqual(
      expect.arrayContaining([
        'auction_ended',
        'order_paid',
        'order_completed',
        'order_forfeited',
        'second_chance_declined',
      ]),
    );
    // The deadline passed at once: the reminders found the order no longer payable and said nothing.
    expect(await kinds(forfeiter)).toEqual(['won', 'order_forfeited']);
    expect(await kinds(offered)).toEqual(['outbid', 'lost', 'second_chance_offer']);
    // Each notice is its event, word for word; the logout is the one event not kept.
    for (const who of [buyer, loser, forfeiter, offered, seller]) {
      const events = (await channelEvents(who.id)).filter((event) => event.kind !== 'session_ended');
      expect(await storedNotices(who.id)).toEqual(events);
    }
    expect((await channelEvents(loser.id)).map((event) => event.kind)).toContain('session_ended');
  }, 60_000);

  it('pages newest first by keyset with a capped limit, counts unread, and marks read all or up to an id', async () => {
    const [ada, bola] = await Promise.all([fundedBidder(app, naira(100_000)), fundedBidder(app, naira(100_000))]);
    const listing = await auction();
    // Seven outbids for Ada, one for Bola.
    for (let round = 0; round < 4; round += 1) {
      expect((await bid(app, ada, listing.id, naira(21_000 + round * 2_000))).status).toBe(201);
      expect((await bid(app, bola, listing.id, naira(22_000 + round * 2_000))).status).toBe(201);
    }
    const first = await get(ada, '/me/notifications?limit=3');
    expect(first.status).toBe(200);
    expect(first.body.data.unreadCount).toBe(4);
    const ids = first.body.data.items.map((item: { id: number }) => item.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    expect(first.body.data.items[0]).toMatchObject({
      kind: 'outbid',
      read: false,
      data: { listingId: listing.id, title: listing.title, currentPrice: naira(27_500) },
    });
    const second = await get(ada, `/me/notifications?limit=3&before=${first.body.data.nextBefore}`);
    expect(second.body.data.items).toHaveLength(1);
    expect(second.body.data.nextBefore).toBeNull();
    expect(second.body.data.items[0].id).toBeLessThan(Math.min(...ids));
    expect((await get(ada, '/me/notifications?limit=51')).status).toBe(400);
    expect((await app.request('GET', '/api/v1/me/notifications')).status).toBe(401);

    const upTo = await post(ada, '/me/notifications/read', { upTo: ids[1] });
    expect(upTo.body.data).toEqual({ unreadCount: 1 });
    const after = (await get(ada, '/me/notifications')).body.data;
    expect(after.items.map((item: { read: boolean }) => item.read)).toEqual([false, true, true, true]);
    expect((await get(bola, '/me/notifications')).body.data.unreadCount).toBe(3);
    const all = await post(ada, '/me/notifications/read');
    expect(all.body.data, JSON.stringify(all.body)).toEqual({ unreadCount: 0 });
    expect((await get(bola, '/me/notifications')).body.data.unreadCount).toBe(3);
  });
});

describe('notice mail and its preferences', () => {
  it('mails outbid, lost and the seller’s result, with an unsubscribe link, and the winner their order mail', async () => {
    const [buyer, loser] = await Promise.all([fundedBidder(app, naira(100_000)), fundedBidder(app, naira(100_000))]);
    const { listing } = await sale(buyer, loser);
    await runJobs(app);
    const subjects = async (who: Bidder) => (await app.mailTo(who.email)).map((mail) => mail.subject);
    expect(await subjects(loser)).toEqual(
      expect.arrayContaining([
        noticeMailMessages.outbidSubject(listing.title),
        noticeMailMessages.lostSubject(listing.title),
      ]),
    );
    expect(await subjects(buyer)).toContain(orderMailMessages.wonSubject(listing.title));
    expect(await subjects(seller)).toContain(noticeMailMessages.soldSubject(listing.title));
    const lost = (await app.mailTo(loser.email)).find(
      (mail) => mail.subject === noticeMailMessages.lostSubject(listing.title),
    )!;
    expect(lost.text).toMatch(/released/);
    expect(lost.text).toMatch(/Stop these emails: http:\/\/127\.0\.0\.1:\d+\/api\/v1\/unsubscribe\?token=/);

    const unsold = await auction({ reservePriceKobo: naira(90_000) });
    expect((await bid(app, buyer, unsold.id, naira(30_000))).status).toBe(201);
    await closeNow(app.database.db, unsold.id);
    await runJobs(app);
    expect(await subjects(seller)).toContain(noticeMailMessages.unsoldSubject(unsold.title));
  });

  it('sends no mail of a kind turned off, yet still the mail about money', async () => {
    const [buyer, loser] = await Promise.all([fundedBidder(app, naira(100_000)), fundedBidder(app, naira(100_000))]);
    const initial = await get(loser, '/me/notification-preferences');
    expect(initial.body.data).toEqual({ outbid: true, ending_soon: true, lost: true, auction_ended: true });
    const changed = await app.request('PUT', '/api/v1/me/notification-preferences', {
      token: loser.token,
      body: { outbid: false, lost: false },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      message: mailPreferenceLabels.saved,
      data: { outbid: false, ending_soon: true, lost: false, auction_ended: true },
    });
    const turnedOffToo = await app.request('PUT', '/api/v1/me/notification-preferences', {
      token: buyer.token,
      body: { outbid: false, lost: false, auction_ended: false, ending_soon: false },
    });
    expect(turnedOffToo.status).toBe(200);
    expect(
      (await app.request('PUT', '/api/v1/me/notification-preferences', { token: buyer.token, body: { won: false } }))
        .status,
    ).toBe(400);

    const { listing } = await sale(buyer, loser);
    await runJobs(app);
    expect(
      await app.mailTo(loser.email).then((mails) => mails.filter((mail) => mail.subject.includes(listing.title))),
    ).toEqual([]);
    expect((await app.mailTo(buyer.email)).map((mail) => mail.subject)).toContain(
      orderMailMessages.wonSubject(listing.title),
    );
    // The notices are still on the bell.
    expect((await storedNotices(loser.id)).map((notice) => notice.kind)).toEqual(['outbid', 'lost']);

    const back = await app.request('PUT', '/api/v1/me/notification-preferences', {
      token: loser.token,
      body: { lost: true },
    });
    expect(back.body.data).toMatchObject({ outbid: false, lost: true });
  });

  it('turns a kind off by a one-click POST to the mail’s link, without a login; a GET only asks', async () => {
    const [buyer, loser] = await Promise.all([fundedBidder(app, naira(100_000)), fundedBidder(app, naira(100_000))]);
    await sale(buyer, loser);
    await runJobs(app);
    const outbid = (await app.mailTo(loser.email)).find((mail) => mail.subject.startsWith("You've been outbid"))!;
    const link = new URL(outbid.text.match(/Stop these emails: (\S+)/)![1]!);
    const path = `${link.pathname}${link.search}`;

    const page = await app.request('GET', path);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.body).toContain('method="post"');
    expect((await get(loser, '/me/notification-preferences')).body.data.outbid).toBe(true);

    const clicked = await app.request('POST', path, {
      rawBody: 'List-Unsubscribe=One-Click',
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(clicked.status).toBe(200);
    expect(clicked.body).toContain(mailPreferenceLabels.kinds.outbid.label);
    expect((await get(loser, '/me/notification-preferences')).body.data).toMatchObject({ outbid: false, lost: true });

    const forged = path.replace(/token=[^&]+/, `token=${encodeURIComponent(`${loser.id}.lost.${'x'.repeat(43)}`)}`);
    expect(
      (
        await app.request('POST', forged, {
          rawBody: 'List-Unsubscribe=One-Click',
          contentType: 'application/x-www-form-urlencoded',
        })
      ).status,
    ).toBe(400);
    expect((await app.request('GET', '/api/v1/unsubscribe?token=nonsense')).status).toBe(400);
    expect((await get(loser, '/me/notification-preferences')).body.data.lost).toBe(true);
  });
});
