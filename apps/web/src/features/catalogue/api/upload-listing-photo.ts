import type { ApiFailure } from '@naijabid/shared/api';
import { PHOTO_MIME_TYPES } from '@naijabid/shared/constants';
import type { Photo } from '@naijabid/shared/schemas/listings';
import { apiBaseUrl } from '../../../lib/api-base-url';
import { ApiError } from '../../../lib/api-client';
import { chooseErrorMessage } from '../../../lib/error-message';
import { clearAccessToken, readAccessToken } from '../../../lib/token-storage';
import { goToLogin, LOGIN_PATH } from '../../../lib/unauthorized';

export function isPhotoType(type: string): type is (typeof PHOTO_MIME_TYPES)[number] {
  return (PHOTO_MIME_TYPES as readonly string[]).includes(type);
}

/**
 * Sends one photo as the raw request body with its own image type (the API takes no
 * multipart), which is why this call does not go through the JSON client. Failures become
 * the same `ApiError` the JSON client throws, with the server's sentence.
 */
export async function uploadListingPhoto(file: Blob, options: { signal?: AbortSignal } = {}): Promise<Photo> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': file.type };
  const token = readAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl}/listing-photos`, { method: 'POST', headers, body: file, signal: options.signal ?? null });
  } catch (error) {
    const timedOut = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new ApiError(chooseErrorMessage({ kind: timedOut ? 'timeout' : 'network' }));
  }

  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (response.ok) {
    const data = record.data as { photo?: Photo } | undefined;
    if (!data?.photo) throw new ApiError(chooseErrorMessage({ kind: 'unreadable' }), { status: response.status });
    return data.photo;
  }

  if (response.status === 401 || response.status === 403) {
    clearAccessToken();
    if (window.location.pathname !== LOGIN_PATH) goToLogin();
  }
  const failure = record as Partial<ApiFailure>;
  const detail = typeof failure.detail === 'string' ? failure.detail : undefined;
  throw new ApiError(chooseErrorMessage({ kind: 'response', status: response.status, detail }), {
    status: response.status,
    ...(typeof failure.code === 'string' ? { code: failure.code } : {}),
    ...(typeof failure.message === 'string' ? { serverMessage: failure.message } : {}),
  });
}
