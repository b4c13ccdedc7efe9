/**
 * The Server-Sent Events of /api/v1/auctions/:id/events, /api/v1/auctions/events?ids=...
 * (many auctions on one stream, for pages of cards) and /api/v1/me/events, by type.
 */

export interface AuctionBidEvent {
  listingId: string;
  currentPrice: number;
  bidCount: number;
  endsAt: string;
  minNextBid: number;
  /** Masked, e.g. "Aisha O***". */
  leader: string;
}

/** The auction's end was moved without a bid (the development end-move). */
export interface AuctionEndMovedEvent {
  listingId: string;
  endsAt: string;
  /** Bids so far: an end carried by a later bid's event wins over this one. */
  bidCount: number;
}

export interface AuctionClosedEvent {
  listingId: string;
  outcome: 'sold' | 'unsold';
  price: number;
  winner: string | null;
}

export interface OutbidEvent {
  listingId: string;
  title: string;
  currentPrice: number;
}

export interface AuctionResultEvent {
  listingId: string;
  title: string;
  price: number;
  /** Sold to someone, or not (no bid met the reserve): a bidder's "lost" says which. */
  outcome?: 'sold' | 'unsold';
}

export interface DepositCreditedEvent {
  reference: string;
  amount: number;
}

/** How many auctions one `/auctions/events?ids=` stream may watch: a page of cards. */
export const MAX_WATCHED_AUCTIONS = 60;
