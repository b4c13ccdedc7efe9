import { useCallback, useEffect, useReducer, useState } from 'react';
import { pushSettingsLabels } from '@naijabid/shared/messages/push';
import type { PushSubscriptionBody } from '@naijabid/shared/schemas/push';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/api-error-text';
import { registerServiceWorker } from '../../../lib/pwa/app-install';
import { deviceSubscription, removeDeviceSubscription } from '../../../lib/pwa/push-device';
import { saveSubscription, usePushSettings } from '../api/push';

/**
 * Where this device stands: `unsupported` (no service worker or Push API: an iPhone's Safari
 * outside the home screen), `unavailable` (the server offers no key), `blocked` (the person
 * refused notifications to the site), or `off` / `on`; `checking` until known.
 */
export type DevicePushState = 'checking' | 'unsupported' | 'unavailable' | 'blocked' | 'off' | 'on';

const RESYNCED_KEY = 'naijabid_push_resynced';

/** Whether this browser can take pushes at all (no service worker in jsdom, nor on an iPhone outside the home screen). */
export const pushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** `PushSubscription.toJSON()` in the shape the API takes. */
function subscriptionBody(subscription: PushSubscription): PushSubscriptionBody {
  const json = subscription.toJSON();
  return { endpoint: subscription.endpoint, keys: { p256dh: json.keys!.p256dh!, auth: json.keys!.auth! } };
}

/** This device's alerts: its state, and turning them on (asks the browser's permission) and off. */
export function useDevicePush() {
  const settings = usePushSettings();
  const publicKey = settings.data?.publicKey;
  const [subscribed, setSubscribed] = useState<boolean | undefined>(undefined);
  // The permission is the browser's, read at each render: a refusal in the prompt re-renders through this.
  const [, permissionAsked] = useReducer((count: number) => count + 1, 0);

  useEffect(() => {
    if (!pushSupported()) return;
    let live = true;
    void deviceSubscription()
      .then(async (subscription) => {
        // Once per tab session the browser's subscription is given again to whoever is signed
        // in now: the server may have dropped it (the push service answered 410), or it was
        // another account's on this browser.
        if (subscription && !sessionStorage.getItem(RESYNCED_KEY)) {
          await saveSubscription(subscriptionBody(subscription));
          sessionStorage.setItem(RESYNCED_KEY, '1');
        }
        if (live) setSubscribed(subscription !== null);
      })
      .catch(() => live && setSubscribed(false));
    return () => {
      live = false;
    };
  }, []);

  const state: DevicePushState = !pushSupported()
    ? 'unsupported'
    : !settings.data || subscribed === undefined
      ? 'checking'
      : publicKey === null
        ? 'unavailable'
        : Notification.permission === 'denied'
          ? 'blocked'
          : subscribed
            ? 'on'
            : 'off';

  /** Answers the server's message; throws the browser's or the API's refusal. */
  const turnOn = useCallback(async (): Promise<string> => {
    if (!publicKey) throw new Error('Push is not available');
    const registration = await registerServiceWorker()!;
    const subscription = await registration.pushManager
      .subscribe({ userVisibleOnly: true, applicationServerKey: publicKey })
      .finally(permissionAsked);
    const message = await saveSubscription(subscriptionBody(subscription));
    setSubscribed(true);
    return message;
  }, [publicKey]);

  const turnOff = useCallback(async (): Promise<string> => {
    const message = await removeDeviceSubscription();
    setSubscribed(false);
    return message;
  }, []);

  return { state, preferences: settings.data?.preferences, error: settings.error, turnOn, turnOff };
}

/** What a screen says when turning alerts on failed: the server's sentence, or why the browser refused. */
export function pushErrorText(error: unknown): string {
  if (error instanceof ApiError) return apiErrorText(error);
  return Notification.permission === 'denied' ? pushSettingsLabels.blocked : pushSettingsLabels.unsupported;
}
