import { and, desc, eq } from 'drizzle-orm';
import type { ProxyBid } from '@naijabid/shared/proxy-bidding';
import type { PlaceBidAnswer } from '@naijabid/shared/schemas/bids';
import type { Database } from '../../db/client';
import { bids } from '../../db/schema';

/** Each bidder's highest maximum on the auction, with the arrival of the bid that set it. */
export async function bestBidPerBidder(db: Database, listingId: string): Promise<ProxyBid[]> {
  const rows = await db
    .selectDistinctOn([bids.bidderId], { bidderId: bids.bidderId, maxAmountKobo: bids.maxAmountKobo, sequence: bids.sequence })
    .from(bids)
    .where(eq(bids.listingId, listingId))
    .orderBy(bids.bidderId, desc(bids.maxAmountKobo), bids.sequence);
  return rows;
}

export async function findAnswerByKey(db: Database, bidderId: string, idempotencyKey: string): Promise<PlaceBidAnswer | undefined> {
  const [row] = await db
    .select({ answer: bids.answer })
    .from(bids)
    .where(and(eq(bids.bidderId, bidderId), eq(bids.idempotencyKey, idempotencyKey)));
  return row?.answer as PlaceBidAnswer | undefined;
}

export async function insertBid(
  db: Database,
  bid: { listingId: string; bidderId: string; maxAmountKobo: number; idempotencyKey: string; answer: PlaceBidAnswer },
): Promise<{ sequence: number }> {
  const [row] = await db.insert(bids).values(bid).returning({ sequence: bids.sequence });
  return row!;
}


export async function biddersOf(db: Database, listingId: string): Promise<string[]> {
  const rows = await db.selectDistinct({ bidderId: bids.bidderId }).from(bids).where(eq(bids.listingId, listingId));
  return rows.map((row) => row.bidderId);
}
