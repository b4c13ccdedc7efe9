import type { OwnListing, UpdateListingRequest } from '@naijabid/shared/schemas/listings';
import { apiRequest } from '../../../lib/api-client';

/** An edit sends the whole listing again; the API refuses it once there are bids. */
export function updateListing(id: string, request: UpdateListingRequest) {
  return apiRequest<{ listing: OwnListing }>('PUT', `/listings/${encodeURIComponent(id)}`, request);
}
