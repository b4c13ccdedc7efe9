import type { BidLog } from '@naijabid/shared/schemas/bid-log';
import { useQuery, type QueryResult } from '../../../lib/query';

/** An auction's whole public bid log with its hashes; public, so read without the session. */
export function useBidLog(auctionId: string): QueryResult<BidLog> {
  return useQuery<BidLog>(`/auctions/${encodeURIComponent(auctionId)}/bid-log`, { anonymous: true });
}
