import { apiRequest } from '../api-client';
import { registerServiceWorker } from './app-install';

/** This browser's push subscription, if it has one (registering the worker if the page has not yet). */
export async function deviceSubscription(): Promise<PushSubscription | null> {
  const registration = await registerServiceWorker();
  return registration ? registration.pushManager.getSubscription() : null;
}

/** Removes this browser's subscription from the signed-in account, then from the browser; answers the server's message. */
export async function removeDeviceSubscription(): Promise<string> {
  const subscription = await deviceSubscription();
  if (!subscription) return '';
  const answer = await apiRequest<object>('POST', '/me/push/subscriptions/remove', {
    endpoint: subscription.endpoint,
  });
  await subscription.unsubscribe();
  return answer.message ?? '';
}

/**
 * Before logging out: alerts for this account stop reaching this browser, which the next
 * person may use. Best effort: logging out goes on whatever happens here.
 */
export async function forgetDevicePushBeforeLogout(): Promise<void> {
  if (!('serviceWorker' in navigator) || !(await navigator.serviceWorker.getRegistration())) return;
  await removeDeviceSubscription().catch(() => undefined);
}
