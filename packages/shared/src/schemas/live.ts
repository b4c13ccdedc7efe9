/** The Server-Sent Events of /api/v1/auctions/:id/events and /api/v1/me/events, by type. */

export interface AuctionBidEvent {
  currentPrice: number;
  bidCount: number;
  endsAt: string;
  minNextBid: number;
  /** Masked, e.g. "Aisha O***". */
  leader: string;
}

export interface AuctionClosedEvent {
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
}

export interface DepositCreditedEvent {
  reference: string;
  amount: number;
}
