import { apiRequest } from '../../../lib/api-client';
import { updateMyListings } from '../../../lib/api/list-my-listings';

/** The seller offers an auction that ended below its reserve to its highest bidder. Answers the server's sentence. */
export async function offerBelowReserve(listingId: string): Promise<string | undefined> {
  const answer = await apiRequest<unknown>('POST', `/listings/${encodeURIComponent(listingId)}/second-chance`);
  updateMyListings((items) =>
    items.map((item) => (item.id === listingId ? { ...item, canOfferSecondChance: false } : item)),
  );
  return answer.message;
}
