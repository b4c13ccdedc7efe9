import type { OwnListing, UpdateListingRequest } from '@naijabid/shared/schemas/listings';
import { apiRequest } from '../../../lib/api-client';
import { auctionPath, type AuctionAnswer } from '../../../lib/api/get-auction';
import { MY_LISTINGS_PATH } from '../../../lib/api/list-my-listings';
import { invalidate, setQueryData } from '../../../lib/query';

/** An edit sends the whole listing again; the API refuses it once there are bids. */
export async function updateListing(id: string, request: UpdateListingRequest) {
  const answer = await apiRequest<{ listing: OwnListing }>('PUT', `/listings/${encodeURIComponent(id)}`, request);
  // The auction page opened next shows the edit at once, not the copy the form was filled from.
  setQueryData<AuctionAnswer>(auctionPath(id), () => ({ auction: answer.data.listing }));
  invalidate(MY_LISTINGS_PATH);
  return answer;
}
