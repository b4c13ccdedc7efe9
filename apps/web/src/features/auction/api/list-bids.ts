import { useEffect, useRef } from 'react';
import { auctionPagePaths } from '@naijabid/shared/first-screen';
import type { BidHistoryEntry } from '@naijabid/shared/schemas/bids';
import { useQuery, type QueryResult } from '../../../lib/query';

/**
 * An auction's bids, newest first: masked bidder names and the price each bid led to. Read
 * without the session (public), once there is a bid, and again whenever `bidCount` says
 * another came; the list shown stays until the new one arrives.
 */
export function useBidHistory(auctionId: string, bidCount: number): QueryResult<BidHistoryEntry[]> {
  const query = useQuery<{ items: BidHistoryEntry[] }>(bidCount > 0 ? auctionPagePaths(auctionId).bids : null, {
    anonymous: true,
  });
  const { refetch } = query;
  const countRead = useRef(bidCount);
  useEffect(() => {
    const before = countRead.current;
    countRead.current = bidCount;
    // From no bids to one, showing the list reads it already.
    if (before > 0 && bidCount !== before) refetch();
  }, [bidCount, refetch]);
  return { ...query, data: query.data?.items };
}
