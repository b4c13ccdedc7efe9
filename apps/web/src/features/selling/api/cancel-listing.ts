import type { OwnListing } from '@naijabid/shared/schemas/listings';
import { apiRequest } from '../../../lib/api-client';
import { auctionPath } from '../../../lib/api/get-auction';
import { updateMyListings } from '../../../lib/api/list-my-listings';
import { invalidate } from '../../../lib/query';

export async function cancelListing(id: string) {
  const answer = await apiRequest<{ listing: OwnListing }>('POST', `/listings/${encodeURIComponent(id)}/cancel`);
  updateMyListings((items) => items.map((item) => (item.id === id ? { ...item, status: 'cancelled' } : item)));
  invalidate(auctionPath(id));
  return answer;
}
