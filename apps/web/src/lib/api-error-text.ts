import { ApiError } from './api-client';

/** What a screen shows for a failed call: the server's own sentence when it wrote one. */
export function apiErrorText(error: unknown): string {
  return error instanceof ApiError ? (error.serverMessage ?? error.message) : String(error);
}
