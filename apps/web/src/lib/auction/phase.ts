import { biddingMessages as m } from '@naijabid/shared/messages';
import type { AuctionDetail, AuctionSummary } from '@naijabid/shared/schemas/listings';

export type AuctionPhase = 'draft' | 'scheduled' | 'live' | 'ended' | 'cancelled';

/**
 * The auction's state at `now`. The server's status was true when it answered; the clock
 * moves a scheduled auction to live and a live one to ended while the page stays open.
 */
export function phaseAt(auction: Pick<AuctionSummary, 'status' | 'startsAt' | 'endsAt'>, now: number): AuctionPhase {
  if (auction.status === 'draft' || auction.status === 'cancelled' || auction.status === 'ended') return auction.status;
  const startsAt = Date.parse(auction.startsAt);
  const endsAt = Date.parse(auction.endsAt);
  if (now >= endsAt) return 'ended';
  if (now < startsAt) return 'scheduled';
  return 'live';
}

/**
 * What the price beside it is: the start until someone bids, the current bid while live,
 * and once ended what it sold for (when the outcome is known) or the final bid.
 */
export function priceLabel(auction: Pick<AuctionSummary, 'bidCount'> & Partial<Pick<AuctionDetail, 'outcome'>>, phase: AuctionPhase): string {
  if (auction.bidCount === 0) return m.startingBid;
  if (phase !== 'ended') return m.currentBid;
  return auction.outcome === 'sold' ? m.soldForLabel : m.finalBid;
}

export const phaseLabels: Record<AuctionPhase, string> = {
  draft: 'Draft',
  scheduled: 'Starts soon',
  live: 'Live',
  ended: 'Ended',
  cancelled: 'Cancelled',
};

const dateTime = new Intl.DateTimeFormat('en-NG', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h12',
  timeZone: 'Africa/Lagos',
});

/** A time as people in Nigeria read it (WAT, 12-hour clock), e.g. "Sun, 22 Nov, 3:30 pm". */
export function formatLagosTime(iso: string): string {
  return dateTime.format(new Date(iso));
}
