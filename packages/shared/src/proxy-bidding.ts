import { bidIncrementFor, reserveMetBy } from './auction-rules';

/**
 * Proxy bidding (docs/product.md#bidding), as pure functions of an auction's bids so the server that
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

/** The leader and the runner-up: each bidder's highest maximum, the earlier bid on equal maximums. */
function bestTwo(bestPerBidder: ReadonlyMap<string, ProxyBid>): [ProxyBid, ProxyBid | undefined] {
  const [leader, runnerUp] = [...bestPerBidder.values()].sort(
    (a, b) => b.maxAmountKobo - a.maxAmountKobo || a.sequence - b.sequence,
  );
  return [leader!, runnerUp];
}

/**
 * The bids are taken in order of arrival, because the price depends on their history:
 * raising your own maximum while leading does not raise the price (it only jumps to the
 * reserve when the raise is what meets it). Any other bid sets the price to one increment
 * above the second-highest maximum, capped at the leader's maximum, never below the
 * starting price, and at least the reserve once the leader's maximum meets it. The leader
 * has the highest maximum (the earlier bid on equal maximums). A bid not above its bidder's
 * own earlier maximum changes nothing (the server refuses such bids).
 */
export function proxyOutcome(auction: AuctionPricing, bids: readonly ProxyBid[]): ProxyOutcome {
  const reserve = auction.reservePriceKobo;
  const bestPerBidder = new Map<string, ProxyBid>();
  let leader: ProxyBid | undefined;
  let price = auction.startingPriceKobo;
  for (const bid of [...bids].sort((a, b) => a.sequence - b.sequence)) {
    const own = bestPerBidder.get(bid.bidderId);
    if (own && bid.maxAmountKobo <= own.maxAmountKobo) continue;
    bestPerBidder.set(bid.bidderId, bid);
    if (leader?.bidderId === bid.bidderId) {
      if (reserve !== null && leader.maxAmountKobo < reserve && bid.maxAmountKobo >= reserve)
        price = Math.max(price, reserve);
      leader = bid;
      continue;
    }
    const [first, runnerUp] = bestTwo(bestPerBidder);
    leader = first;
    price = runnerUp
      ? Math.min(leader.maxAmountKobo, runnerUp.maxAmountKobo + bidIncrementFor(runnerUp.maxAmountKobo))
      : auction.startingPriceKobo;
    price = Math.max(price, auction.startingPriceKobo);
    if (reserve !== null && leader.maxAmountKobo >= reserve) price = Math.max(price, reserve);
  }
  return {
    leader: leader ? { bidderId: leader.bidderId, maxAmountKobo: leader.maxAmountKobo } : null,
    currentPriceKobo: price,
    reserveMet: reserveMetBy(leader?.maxAmountKobo ?? null, reserve),
  };
}

/** The least maximum a new bidder may offer: the starting price, or one increment above the price. */
export function minimumNextBidKobo(auction: AuctionPricing, outcome: ProxyOutcome): number {
  if (!outcome.leader) return auction.startingPriceKobo;
  return outcome.currentPriceKobo + bidIncrementFor(outcome.currentPriceKobo);
}

/** How bidders appear to others (docs/product.md#bidding): "Aisha O***". */
export function maskedBidderName(firstName: string, lastName: string): string {
  return `${firstName} ${lastName.charAt(0).toUpperCase()}***`;
}
