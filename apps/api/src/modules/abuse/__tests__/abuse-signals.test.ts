import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMS } from '@naijabid/shared/constants';
import { SCORE_WEIGHTS as w } from '@naijabid/shared/messages/admin-abuse';
import type { AbuseSignals } from '@naijabid/shared/schemas/admin-abuse';
import { bid, fundedBidder, insertUser, MANY_LOGINS, type Bidder } from '../../../test/bidding';
import { insertListingRow } from '../../../test/listings';
import { signedInOperator } from '../../../test/operators';
import { closeNow, rows, runJobs } from '../../../test/orders';
import { signedInPerson } from '../../../test/money';
import { startTestApp, type TestApp } from '../../../test/test-app';

let app: TestApp;
let operator: Bidder;
const naira = (amount: number) => amount * 100;

beforeAll(async () => {
  app = await startTestApp(MANY_LOGINS);
  operator = await signedInOperator(app);
});
afterAll(() => app.close());

const person = (who: Bidder) => ({ id: who.id, name: `${who.firstName} ${who.lastName}`, email: who.email });

/** An auction of `seller`'s on which each bidder places their maximums in turn, closed now. */
async function auction(seller: Bidder, bids: Array<[Bidder, number]>): Promise<string | undefined> {
  const listing = await insertListingRow(app, seller.id, {
    startingPriceKobo: naira(10_000),
    currentPriceKobo: naira(10_000),
  });
  for (const [bidder, maximum] of bids) expect((await bid(app, bidder, listing.id, maximum)).status).toBe(201);
  return closeNow(app.database.db, listing.id);
}

describe('abuse signals', () => {
  it('keeps only a keyed hash of the address each session logged in from', async () => {
    const sessions = await rows<{ hash: string | null }>(
      app.database.db,
      sql`select client_address_hash as hash from sessions where user_id = ${operator.id}`,
    );
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(sessions)).not.toContain('127.0.0.1');
  });

  it('lists a bidder who bids mostly on one seller, never wins and shares their address above everyone else, and the forfeiters, explained by their scores', async () => {
    const seller = await signedInPerson(app, 'seller');
    const otherSeller = await signedInPerson(app, 'seller');
    const shill = await fundedBidder(app, naira(500_000));
    const buyer = await fundedBidder(app, naira(500_000));
    const honest = await fundedBidder(app, naira(500_000));

    // The shill pushes the price on two of the seller's auctions; the buyer wins both.
    await auction(seller, [
      [shill, naira(20_000)],
      [shill, naira(30_000)],
      [buyer, naira(90_000)],
    ]);
    const forfeitedOrder = await auction(seller, [
      [shill, naira(25_000)],
      [shill, naira(35_000)],
      [buyer, naira(90_000)],
    ]);
    // An honest bidder: three bids spread over two sellers, and a win.
    await auction(seller, [[honest, naira(15_000)]]);
    await auction(otherSeller, [
      [honest, naira(20_000)],
      [honest, naira(25_000)],
    ]);
    // Everyone here logs in from one test address: give each their own, then the shill the seller's.
    await app.database.db.execute(sql`update sessions set client_address_hash = md5(user_id::text)`);
    await app.database.db.execute(
      sql`update sessions set client_address_hash = md5(${seller.id}::text) where user_id = ${shill.id}`,
    );
    await app.request('POST', `/api/v1/dev/orders/${forfeitedOrder}/advance`, {
      body: { hours: TERMS.paymentDueHours },
    });
    await runJobs(app);

    const answer = await app.request('GET', '/api/v1/admin/abuse', { token: operator.token });
    expect(answer.status).toBe(200);
    const { shillSuspects, forfeiters } = answer.body.data as AbuseSignals;
    expect(shillSuspects).toEqual([
      {
        bidder: person(shill),
        seller: person(seller),
        bidsOnSeller: 4,
        bidsInAll: 4,
        auctions: 2,
        endedAuctions: 2,
        wins: 0,
        addressSharedBy: 2,
        score: w.concentration + w.losing + w.sameAddress,
      },
    ]);
    expect(forfeiters).toEqual([
      {
        user: person(buyer),
        won: 2,
        forfeited: 1,
        strikes: 1,
        score: w.perForfeit + w.forfeitShare / 2,
      },
    ]);

    // Without the shared address, the pattern alone still lists the shill, lower.
    await app.database.db.execute(sql`update sessions set client_address_hash = md5(user_id::text)`);
    const again = (await app.request('GET', '/api/v1/admin/abuse', { token: operator.token })).body
      .data as AbuseSignals;
    expect(again.shillSuspects.map((suspect) => [suspect.bidder.id, suspect.addressSharedBy, suspect.score])).toEqual([
      [shill.id, null, w.concentration + w.losing],
    ]);
    expect((await app.request('GET', '/api/v1/admin/abuse', { token: honest.token })).status).toBe(404);
  });

  it("weighs a shared login address by how many accounts used it, so a carrier's address shared by 50 lists nobody", async () => {
    const seller = await signedInPerson(app, 'seller');
    const bidder = await fundedBidder(app, naira(500_000));
    const listing = await insertListingRow(app, seller.id, {
      startingPriceKobo: naira(10_000),
      currentPriceKobo: naira(10_000),
    });
    expect((await bid(app, bidder, listing.id, naira(20_000))).status).toBe(201);
    const pair = async () =>
      (
        (await app.request('GET', '/api/v1/admin/abuse', { token: operator.token })).body.data as AbuseSignals
      ).shillSuspects
        .filter((suspect) => suspect.bidder.id === bidder.id)
        .map((suspect) => [suspect.seller.id, suspect.addressSharedBy, suspect.score]);
    const carrier = `carrier-${randomUUID()}`;
    const logIn = (userIds: string[], address: string) =>
      app.database.db.execute(sql`insert into sessions (user_id, expires_at, client_address_hash)
        select id, now() + interval '1 day', ${address} from users
        where id in (${sql.join(
          userIds.map((id) => sql`${id}`),
          sql`, `,
        )})`);
    // Their logins so far are everyone's test address: each gets one of their own first.
    await app.database.db.execute(
      sql`update sessions set client_address_hash = md5(user_id::text) where user_id in (${bidder.id}, ${seller.id})`,
    );

    // One bid, all of the bidder's bidding, on the seller's auction: 40, and the address.
    await logIn([bidder.id, seller.id], carrier);
    expect(await pair()).toEqual([[seller.id, 2, w.concentration + w.sameAddress]]);

    const others = [await insertUser(app.database.db, 'neighbour')];
    await logIn(others, carrier);
    expect(await pair()).toEqual([[seller.id, 3, w.concentration + (w.sameAddress * 2) / 3]]);

    while (others.length < 48) others.push(await insertUser(app.database.db, 'subscriber'));
    await logIn(others.slice(1), carrier);
    expect(await pair()).toEqual([]);

    // Listed again for their bidding, the carrier's address adding almost nothing.
    expect((await bid(app, bidder, listing.id, naira(30_000))).status).toBe(201);
    expect((await bid(app, bidder, listing.id, naira(40_000))).status).toBe(201);
    expect(await pair()).toEqual([[seller.id, 50, w.concentration + Math.round((w.sameAddress * 2) / 50)]]);

    // An address only the two of them used outweighs the carrier's.
    await logIn([bidder.id, seller.id], `home-${randomUUID()}`);
    expect(await pair()).toEqual([[seller.id, 2, w.concentration + w.sameAddress]]);
  });
});
