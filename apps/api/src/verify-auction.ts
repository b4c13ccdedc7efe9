import { bidLogBreaks, verifyAuctionOutput } from '@naijabid/shared/messages/bid-log';
import type { Database } from './db/client';
import { AppError } from './errors';
import { createBidService } from './modules/bids/service';

/**
 * What `npm run verify-auction -- ID` prints and its exit code: 0 and OK when the chain
 * recomputed from the database holds, 1 and the first bid that breaks it, 2 if no such auction.
 */
export async function verifyAuctionReport(
  db: Database,
  listingId: string,
): Promise<{ exitCode: number; line: string }> {
  try {
    const result = await createBidService({ db }).verifyAuction(listingId);
    if (!result.broken)
      return { exitCode: 0, line: verifyAuctionOutput.ok(result.title, result.bidCount, result.finalHash) };
    const detail = bidLogBreaks[result.broken.reason](result.broken.position);
    return { exitCode: 1, line: verifyAuctionOutput.broken(result.title, detail) };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { exitCode: 2, line: error.message };
  }
}
