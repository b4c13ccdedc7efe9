import type { AuctionDetail, AuctionSummary } from '@naijabid/shared/schemas/listings';
import type { AuctionPhase } from './phase';
import { auctionLabels as m } from '@naijabid/shared/messages/auction-labels';

// Apart from the phase, which the landing page's cards use, because these words are all of
// the bidding messages and the landing page needs none of them.
/**
 * What the price beside it is: the start until someone bids, the current bid while live,
 * and once ended what it sold for (when the outcome is known) or the final bid.
 */
export function priceLabel(
  auction: Pick<AuctionSummary, 'bidCount'> & Partial<Pick<AuctionDetail, 'outcome'>>,
  phase: AuctionPhase,
): string {
  if (auction.bidCount === 0) return m.startingBid;
  if (phase !== 'ended') return m.currentBid;
  return auction.outcome === 'sold' ? m.soldFor : m.finalBid;
}
