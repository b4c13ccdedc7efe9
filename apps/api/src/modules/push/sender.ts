import webpush from 'web-push';
import type { PushPayload } from '@naijabid/shared/schemas/push';
import type { StoredSubscription } from './repository';
import type { VapidSettings } from './vapid';

/** How long a push service keeps a message for a phone that is off (its TTL header), and how long we try. */
export const PUSH_TTL_SECONDS = 6 * 60 * 60;
/** A push service slower than this counts as down; the job tries again after its backoff. */
const PUSH_TIMEOUT_MS = 10_000;

/** The push service refused the message for a reason other than a gone subscription; the job retries. */
export class PushServiceError extends Error {
  constructor(readonly status: number) {
    super(`The push service answered ${status}`);
    this.name = 'PushServiceError';
  }
}

/**
 * Encrypts `payload` to the subscription's keys (aes128gcm, RFC 8291) and signs a VAPID JWT
 * (RFC 8292) with web-push, then posts it ourselves: web-push's own request speaks only
 * https, and development and tests run their push service on plain http. Answers `gone` when
 * the push service says the subscription no longer exists (404, 410); throws on any other
 * failure, so the job is retried.
 */
export async function sendPush(
  vapid: VapidSettings,
  subscription: StoredSubscription,
  payload: PushPayload,
  urgency: 'high' | 'normal',
): Promise<'delivered' | 'gone'> {
  const request = webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(payload),
    { vapidDetails: vapid, TTL: PUSH_TTL_SECONDS, urgency, contentEncoding: 'aes128gcm' },
  );
  // fetch sets the length itself from the body.
  const headers = Object.entries(request.headers)
    .filter(([name]) => name.toLowerCase() !== 'content-length')
    .map(([name, value]) => [name, String(value)] as [string, string]);
  const response = await fetch(request.endpoint, {
    method: 'POST',
    headers,
    body: request.body,
    signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (response.status === 404 || response.status === 410) return 'gone';
  if (!response.ok) throw new PushServiceError(response.status);
  return 'delivered';
}
