import type { AuctionDetail, OwnListing } from '@naijabid/shared/schemas/listings';
import { apiRequest } from '../../../lib/api-client';

/** One auction; its seller (signed in) also gets drafts and the hidden reserve. */
export async function getAuction(id: string, options: { signal?: AbortSignal } = {}): Promise<AuctionDetail | OwnListing> {
  const answer = await apiRequest<{ auction: AuctionDetail | OwnListing }>('GET', `/auctions/${encodeURIComponent(id)}`, undefined, options);
  return answer.data.auction;
}
