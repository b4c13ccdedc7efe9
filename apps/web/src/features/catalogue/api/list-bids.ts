import type { BidHistoryEntry } from '@naijabid/shared/schemas/bids';
import { getPublic } from './public-get';

/** An auction's bids, newest first: masked bidder names and the price each bid led to. */
export async function listBids(auctionId: string, options: { signal?: AbortSignal } = {}): Promise<BidHistoryEntry[]> {
  const data = await getPublic<{ items: BidHistoryEntry[] }>(`/auctions/${encodeURIComponent(auctionId)}/bids`, options);
  return data.items;
}
