import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { changeOperatorRole } from '../workflows/moderation/operator-role';
import { bid, fundedBidder, type Bidder } from './bidding';
import { insertListingRow } from './listings';
import { closeNow, rows } from './orders';
import type { TestApp } from './test-app';

/** A verified, logged-in account given the operator role as `npm run operator -- grant` gives it. */
export async function signedInOperator(app: TestApp): Promise<Bidder> {
  const operator = await fundedBidder(app, 0);
  const granted = await changeOperatorRole(app.database.db, 'grant', operator.email, 'Test operator');
  if (granted.outcome !== 'changed') throw new Error(`grant: ${granted.outcome}`);
  return operator;
}

/** A path of a registered route with each parameter filled in. */
export function concretePath(url: string, id: string): string {
  return url.replace(/:[A-Za-z]+/g, id);
}

const naira = (amount: number) => amount * 100;

/** A sale won at `priceNaira`, paid with delivery to Kano (₦6,000 fee), shipped, and disputed by its buyer. */
export async function disputedOrder(app: TestApp, seller: { id: string; token: string }, priceNaira = 50_000) {
  const order = await shippedOrder(app, seller, priceNaira);
  const disputed = await app.request('POST', `/api/v1/orders/${order.orderId}/disputes`, {
    token: order.buyer.token,
    body: { reason: 'not_received', details: 'Nothing arrived two weeks after it was shipped.' },
  });
  if (disputed.status !== 201) throw new Error(`disputes: ${disputed.status} ${JSON.stringify(disputed.body)}`);
  return order;
}

/** A sale won at `priceNaira`, paid with delivery to Kano (₦6,000 fee) and shipped: its buyer may dispute it. */
export async function shippedOrder(app: TestApp, seller: { id: string; token: string }, priceNaira = 50_000) {
  const buyer = await fundedBidder(app, naira(priceNaira * 2));
  const listing = await insertListingRow(app, seller.id, {
    startingPriceKobo: naira(priceNaira),
    currentPriceKobo: naira(priceNaira),
    locationState: 'Lagos',
    locationCity: 'Ikeja',
    deliveryFeeInStateKobo: naira(2_500),
    deliveryFeeOtherStatesKobo: naira(6_000),
  });
  const placed = await bid(app, buyer, listing.id, naira(priceNaira));
  if (placed.status !== 201) throw new Error(`bid: ${placed.status}`);
  const orderId = (await closeNow(app.database.db, listing.id))!;
  const call = async (who: { token: string }, action: string, body: unknown, headers?: Record<string, string>) => {
    const answer = await app.request('POST', `/api/v1/orders/${orderId}/${action}`, {
      token: who.token,
      body,
      headers,
    });
    if (answer.status >= 300) throw new Error(`${action}: ${answer.status} ${JSON.stringify(answer.body)}`);
  };
  await call(
    buyer,
    'pay',
    {
      delivery: {
        method: 'delivery',
        address: {
          fullName: 'Chiamaka Obi',
          phone: '08031234567',
          street: '12 Allen Avenue',
          city: 'Kano',
          state: 'Kano',
        },
      },
    },
    { 'idempotency-key': randomUUID() },
  );
  await call(seller, 'ship', { carrier: 'GIG Logistics', trackingNumber: 'GIG-123456' });
  return { buyer, orderId, listingId: listing.id, priceKobo: naira(priceNaira), feeKobo: naira(6_000) };
}

/** The whole ledger sums to zero: every transfer debits one account and credits another. */
export async function ledgerImbalance(app: TestApp): Promise<number> {
  const [row] = await rows<{ total: string | null }>(
    app.database.db,
    sql`select sum(credits_posted - debits_posted) + sum(credits_pending - debits_pending) as total from ledger_accounts`,
  );
  return Number(row?.total ?? 0);
}
