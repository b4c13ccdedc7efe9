import type { PlaceBidAnswer } from '@naijabid/shared/schemas/bids';
import type { AuctionDetail, AuctionSummary } from '@naijabid/shared/schemas/listings';
import type { AuctionBidEvent, AuctionClosedEvent, AuctionEndMovedEvent } from '@naijabid/shared/schemas/live';

/**
 * How live events change what a page shows. Events and the viewer's own bid answers can
 * arrive in any order (the answer of a bid usually beats its event), so a state with fewer
 * bids never replaces one with more.
 */

type YourBid = AuctionDetail['yourBid'];

/**
 * Someone who led with maximum M still leads after a bid iff the price is at most M: a
 * lower or equal maximum leaves them ahead (equal: the earlier bid wins), and a higher one
 * sets the price one increment above M, capped at the new maximum, so above M. A Buy Now
 * by someone else is above M too, since it is only offered while the reserve is not met.
 */
function standingAfter(yourBid: YourBid, priceKobo: number): YourBid {
  if (!yourBid) return null;
  return { ...yourBid, leading: yourBid.leading && priceKobo <= yourBid.maxAmount };
}

/**
 * Buy Now is offered until the first bid, or with a reserve until the reserve is met. An
 * event cannot tell whether a bid met the reserve, so a bid takes Buy Now away; the auction
 * page reads the auction again after a bid while its reserve is not met, and gets it back.
 */
export function summaryWithBid<T extends AuctionSummary>(
  auction: T,
  event: Pick<AuctionBidEvent, 'currentPrice' | 'bidCount' | 'endsAt'>,
): T {
  if (event.bidCount < auction.bidCount) return auction;
  return {
    ...auction,
    currentPrice: event.currentPrice,
    bidCount: event.bidCount,
    endsAt: event.endsAt,
    hasBuyNow: false,
  };
}

export function detailWithBid<T extends AuctionDetail>(auction: T, event: AuctionBidEvent): T {
  if (event.bidCount < auction.bidCount) return auction;
  return {
    ...summaryWithBid(auction, event),
    minNextBid: event.minNextBid,
    leader: event.leader || null,
    yourBid: standingAfter(auction.yourBid, event.currentPrice),
  };
}

/** An end moved without a bid; a state with more bids already carries a later word on the end. */
export function summaryWithEnd<T extends AuctionSummary>(auction: T, event: AuctionEndMovedEvent): T {
  return event.bidCount < auction.bidCount ? auction : { ...auction, endsAt: event.endsAt };
}

/** The viewer's own accepted bid, straight from the answer, before its event arrives. */
export function detailWithOwnBid<T extends AuctionDetail>(
  auction: T,
  answer: PlaceBidAnswer,
  maxAmountKobo: number,
): T {
  const fresher = answer.bidCount >= auction.bidCount;
  return {
    ...(fresher ? { ...summaryWithBid(auction, answer), minNextBid: answer.minNextBid } : auction),
    yourBid: { maxAmount: Math.max(maxAmountKobo, auction.yourBid?.maxAmount ?? 0), leading: answer.leading },
  };
}

/**
 * A closed auction is ended whatever its clock said: a closing event can come while the
 * page still counts down (its end was moved without a bid), so the end becomes now.
 */
export function summaryWithClose<T extends AuctionSummary>(auction: T, event: AuctionClosedEvent, nowMs: number): T {
  const endsAt = Date.parse(auction.endsAt) > nowMs ? new Date(nowMs).toISOString() : auction.endsAt;
  return { ...auction, status: 'ended', currentPrice: event.price, endsAt, hasBuyNow: false };
}

export function detailWithClose<T extends AuctionDetail>(auction: T, event: AuctionClosedEvent, nowMs: number): T {
  return {
    ...summaryWithClose(auction, event, nowMs),
    outcome: event.outcome,
    leader: event.winner ?? auction.leader,
    yourBid: standingAfter(auction.yourBid, event.price),
  };
}
