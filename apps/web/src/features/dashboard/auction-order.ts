import type { AuctionBidEvent, AuctionClosedEvent } from '@naijabid/shared/schemas/live';
import type { AuctionSummary } from '@naijabid/shared/schemas/listings';

const rank: Record<AuctionSummary['status'], number> = { live: 0, scheduled: 1, draft: 2, ended: 3, cancelled: 4 };

/**
 * What needs attention first: live auctions by the nearest end, then scheduled and drafts,
 * then ended ones, newest end first; cancelled last.
 */
export function byUrgency(a: AuctionSummary, b: AuctionSummary): number {
  const byRank = rank[a.status] - rank[b.status];
  if (byRank !== 0) return byRank;
  const byEnd = Date.parse(a.endsAt) - Date.parse(b.endsAt);
  return rank[a.status] <= rank.scheduled ? byEnd : -byEnd;
}

/** Whether bids can still arrive, by the server's word (the stream is for these only). */
export function isOpen(auction: AuctionSummary): boolean {
  return auction.status === 'live' || auction.status === 'scheduled';
}

export function withBid<T extends AuctionSummary>(auction: T, event: AuctionBidEvent): T {
  return auction.id === event.listingId
    ? { ...auction, currentPrice: event.currentPrice, bidCount: event.bidCount, endsAt: event.endsAt }
    : auction;
}

export function withClose<T extends AuctionSummary>(auction: T, event: AuctionClosedEvent): T {
  return auction.id === event.listingId ? { ...auction, status: 'ended', currentPrice: event.price } : auction;
}
