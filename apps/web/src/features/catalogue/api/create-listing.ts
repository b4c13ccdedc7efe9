import type { CreateListingRequest, OwnListing } from '@naijabid/shared/schemas/listings';
import { apiRequest } from '../../../lib/api-client';

export function createListing(request: CreateListingRequest) {
  return apiRequest<{ listing: OwnListing }>('POST', '/listings', request);
}
