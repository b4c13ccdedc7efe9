import type { OwnListing } from '@naijabid/shared/schemas/listings';
import { apiRequest } from '../../../lib/api-client';

export function cancelListing(id: string) {
  return apiRequest<{ listing: OwnListing }>('POST', `/listings/${encodeURIComponent(id)}/cancel`);
}
