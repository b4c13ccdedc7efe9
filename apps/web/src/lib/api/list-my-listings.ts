import type { AuctionSummary } from '@naijabid/shared/schemas/listings';
import { apiRequest } from '../../../lib/api-client';

export type MyListing = AuctionSummary & { reservePrice: number | null; buyNowPrice: number | null };

/** The signed-in seller's listings, drafts and cancelled ones included. */
export async function listMyListings(options: { signal?: AbortSignal } = {}): Promise<MyListing[]> {
  const answer = await apiRequest<{ items: MyListing[] }>('GET', '/me/listings', undefined, options);
  return answer.data.items;
}
