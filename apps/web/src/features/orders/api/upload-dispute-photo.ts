import type { Photo } from '@naijabid/shared/schemas/listings';
import { apiRequest } from '../../../lib/api-client';

/** Sends one photo for a dispute as the raw request body with its own image type; it is attached when the dispute opens. */
export async function uploadDisputePhoto(file: Blob): Promise<Photo> {
  return (await apiRequest<{ photo: Photo }>('POST', '/dispute-photos', file)).data.photo;
}
