import type { Database } from '../../db/client';
import { withDatabase } from '../with-database';
import { buyNow } from './buy-now';
import { moveAuctionEnd } from './move-auction-end';
import { placeBid } from './place-bid';

export { startAuctionCloser } from './close-auctions';
/** Relisting auctions that ended unsold, for the job runner. */
export { relistJobs as biddingJobHandlers } from './relist';

/** The bidding steps, for the bid routes and the development tools. */
export function biddingSteps(db: Database) {
  return {
    placeBid: withDatabase(db)(placeBid),
    buyNow: (listingId: string, buyerId: string) => buyNow(db, listingId, buyerId),
    moveAuctionEnd: (listingId: string, seconds: number) => moveAuctionEnd(db, listingId, seconds),
  };
}
