import {
  savedSearchesDataSchema,
  savedSearchSchema,
  type CreateSavedSearchRequest,
  type SavedSearch,
  type UpdateSavedSearchRequest,
} from '@naijabid/shared/schemas/saved-searches';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { invalidate, useQuery } from '../../../lib/query';

export const SAVED_SEARCHES_PATH = '/me/saved-searches';

const savedSearchAnswer = z.object({ savedSearch: savedSearchSchema });

/** The signed-in user's saved searches, oldest first; nothing is read while `enabled` is false. */
export function useSavedSearches(enabled = true) {
  return useQuery<{ items: SavedSearch[] }>(enabled ? SAVED_SEARCHES_PATH : null, { schema: savedSearchesDataSchema });
}

export async function saveSearch(request: CreateSavedSearchRequest) {
  const answer = await apiRequest('POST', SAVED_SEARCHES_PATH, request, { schema: savedSearchAnswer });
  invalidate(SAVED_SEARCHES_PATH);
  return answer;
}

export async function changeSavedSearch(id: string, changes: UpdateSavedSearchRequest) {
  const answer = await apiRequest('PATCH', `${SAVED_SEARCHES_PATH}/${id}`, changes, { schema: savedSearchAnswer });
  invalidate(SAVED_SEARCHES_PATH);
  return answer;
}

export async function deleteSavedSearch(id: string) {
  const answer = await apiRequest('DELETE', `${SAVED_SEARCHES_PATH}/${id}`);
  invalidate(SAVED_SEARCHES_PATH);
  return answer;
}
