import { PHOTO_MIME_TYPES } from '@naijabid/shared/constants';
import type { Photo } from '@naijabid/shared/schemas/listings';
import { apiRequest } from '../../../lib/api-client';

export function isPhotoType(type: string): type is (typeof PHOTO_MIME_TYPES)[number] {
  return (PHOTO_MIME_TYPES as readonly string[]).includes(type);
}

/** Sends one photo as the raw request body with its own image type (the API takes no multipart). */
export async function uploadListingPhoto(file: Blob, options: { signal?: AbortSignal } = {}): Promise<Photo> {
  return (await apiRequest<{ photo: Photo }>('POST', '/listing-photos', file, options)).data.photo;
}
