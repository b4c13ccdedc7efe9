import type { AuctionSummary } from '@naijabid/shared/schemas/listings';

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

export const phaseLabels: Record<AuctionPhase, string> = {
  draft: 'Draft',
  scheduled: 'Starts soon',
  live: 'Live',
  ended: 'Ended',
  cancelled: 'Cancelled',
};
