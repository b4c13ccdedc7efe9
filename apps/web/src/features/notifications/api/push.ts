import type {
  PushPreferences,
  PushPreferencesUpdate,
  PushSettings,
  PushSubscriptionBody,
} from '@naijabid/shared/schemas/push';
import { apiRequest } from '../../../lib/api-client';
import { setQueryData, useQuery } from '../../../lib/query';

/** The server's push key and this account's switches. */
export const PUSH_PATH = '/me/push';

export const usePushSettings = () => useQuery<PushSettings>(PUSH_PATH);

export async function updatePushPreferences(update: PushPreferencesUpdate): Promise<string> {
  const answer = await apiRequest<PushPreferences>('PUT', `${PUSH_PATH}/preferences`, update);
  setQueryData<PushSettings>(PUSH_PATH, (settings) => ({ ...settings, preferences: answer.data }));
  return answer.message ?? '';
}

export async function saveSubscription(subscription: PushSubscriptionBody): Promise<string> {
  return (await apiRequest<object>('POST', `${PUSH_PATH}/subscriptions`, subscription)).message ?? '';
}
