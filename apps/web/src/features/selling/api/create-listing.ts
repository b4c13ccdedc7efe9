import type { CreateListingRequest, OwnListing } from '@naijabid/shared/schemas/listings';
import { apiRequest } from '../../../lib/api-client';
import { MY_LISTINGS_PATH } from '../../../lib/api/list-my-listings';
import { invalidate } from '../../../lib/query';

export async function createListing(request: CreateListingRequest) {
  const answer = await apiRequest<{ listing: OwnListing }>('POST', '/listings', request);
  invalidate(MY_LISTINGS_PATH);
  return answer;
}
