import { bidIncrementFor } from './auction-rules';

/**
 * Proxy bidding (PRODUCT.md 3), as pure functions of an auction's bids so the server that
 * decides and the page that explains can never disagree. Amounts are kobo.
 */

export interface ProxyBid {
  bidderId: string;
  maxAmountKobo: number;
  /** Order of arrival; a smaller number came first. */
  sequence: number;
}

export interface AuctionPricing {
  startingPriceKobo: number;
  reservePriceKobo: number | null;
}

export interface ProxyOutcome {
  leader: { bidderId: string; maxAmountKobo: number } | null;
  currentPriceKobo: number;
  reserveMet: boolean | null;
}

/** Each bidder's highest maximum, with the arrival of the bid that set it. */
function bestBidPerBidder(bids: readonly ProxyBid[]): ProxyBid[] {
  const best = new Map<string, ProxyBid>();
  for (const bid of bids) {
    const current = best.get(bid.bidderId);
    if (!current || bid.maxAmountKobo > current.maxAmountKobo) best.set(bid.bidderId, bid);
  }
  return [...best.values()];
}

/**
 * The leader has the highest maximum (the earlier bid on equal maximums). The price is one
 * increment above the second-highest maximum, capped at the leader's maximum, never below
 * the starting price, and at least the reserve once the leader's maximum meets it.
 */
export function proxyOutcome(auction: AuctionPricing, bids: readonly ProxyBid[]): ProxyOutcome {
  const ranked = bestBidPerBidder(bids).sort((a, b) => b.maxAmountKobo - a.maxAmountKobo || a.sequence - b.sequence);
  const [leader, runnerUp] = ranked;
  const reserve = auction.reservePriceKobo;
  if (!leader) return { leader: null, currentPriceKobo: auction.startingPriceKobo, reserveMet: reserve === null ? null : false };
  let price = runnerUp
    ? Math.min(leader.maxAmountKobo, runnerUp.maxAmountKobo + bidIncrementFor(runnerUp.maxAmountKobo))
    : auction.startingPriceKobo;
  price = Math.max(price, auction.startingPriceKobo);
  const reserveMet = reserve === null ? null : leader.maxAmountKobo >= reserve;
  if (reserve !== null && reserveMet) price = Math.max(price, reserve);
  return { leader: { bidderId: leader.bidderId, maxAmountKobo: leader.maxAmountKobo }, currentPriceKobo: price, reserveMet };
}

/** The least maximum a new bidder may offer: the starting price, or one increment above the price. */
export function minimumNextBidKobo(auction: AuctionPricing, outcome: ProxyOutcome): number {
  if (!outcome.leader) return auction.startingPriceKobo;
  return outcome.currentPriceKobo + bidIncrementFor(outcome.currentPriceKobo);
}

/** How bidders appear to others (PRODUCT.md 3): "Aisha O***". */
export function maskedBidderName(firstName: string, lastName: string): string {
  return `${firstName} ${lastName.charAt(0).toUpperCase()}***`;
}
