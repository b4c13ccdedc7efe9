import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMS } from '@naijabid/shared/constants';
import { SCORE_WEIGHTS as w } from '@naijabid/shared/messages/admin-abuse';
import type { AbuseSignals } from '@naijabid/shared/schemas/admin-abuse';
import { bid, fundedBidder, MANY_LOGINS, type Bidder } from '../../../test/bidding';
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
        sameAddress: true,
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
    expect(again.shillSuspects.map((suspect) => [suspect.bidder.id, suspect.sameAddress, suspect.score])).toEqual([
      [shill.id, false, w.concentration + w.losing],
    ]);
    expect((await app.request('GET', '/api/v1/admin/abuse', { token: honest.token })).status).toBe(404);
  });
});
