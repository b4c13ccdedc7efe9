import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import webpush from 'web-push';
import type { PushPayload } from '@naijabid/shared/schemas/push';
import { checkPushEndpoint, guardedLookup, type PushEndpointPolicy } from './endpoint-guard';
import type { StoredSubscription } from './repository';
import type { VapidSettings } from './vapid';

/** How long a push service keeps a message for a phone that is off (its TTL header), and how long we try. */
export const PUSH_TTL_SECONDS = 6 * 60 * 60;
/**
 * A push service is a few hops away and answers in well under a second. Slower than this, it
 * counts as down (the job retries, and a few failures drop the endpoint): an endpoint that
 * accepts the connection and never answers must not hold a job runner's slot for long.
 */
const PUSH_CONNECT_TIMEOUT_MS = 3_000;
const PUSH_TOTAL_TIMEOUT_MS = 5_000;

/** The push service refused the message for a reason other than a gone subscription; the job retries. */
export class PushServiceError extends Error {
  constructor(readonly status: number) {
    super(`The push service answered ${status}`);
    this.name = 'PushServiceError';
  }
}

/** The push service took longer than it may; the job retries. */
export class PushServiceTimeout extends Error {
  constructor(what: 'connect' | 'answer') {
    super(
      what === 'connect'
        ? 'The push service did not accept the connection in time'
        : 'The push service did not answer in time',
    );
    this.name = 'PushServiceTimeout';
  }
}

export type PushOutcome = 'delivered' | 'gone';

/**
 * Posts a push with node:http(s), which never follows a redirect (an answer 3xx is a failure),
 * through sockets whose names are resolved by guardedLookup: so only the address judged is
 * connected to. Answers the status.
 */
function post(
  url: URL,
  request: { headers: Record<string, string>; body: Buffer },
  lookup: ReturnType<typeof guardedLookup>,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const outgoing = send(url, { method: 'POST', headers: request.headers, lookup, agent: false });
    const answerTimer = setTimeout(() => outgoing.destroy(new PushServiceTimeout('answer')), PUSH_TOTAL_TIMEOUT_MS);
    let connectTimer: NodeJS.Timeout | undefined;
    outgoing.on('socket', (socket) => {
      if (!socket.connecting) return;
      connectTimer = setTimeout(() => outgoing.destroy(new PushServiceTimeout('connect')), PUSH_CONNECT_TIMEOUT_MS);
      socket.once('connect', () => clearTimeout(connectTimer));
    });
    outgoing.on('close', () => {
      clearTimeout(answerTimer);
      clearTimeout(connectTimer);
    });
    outgoing.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
      response.on('end', () => outgoing.destroy());
    });
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

/**
 * Encrypts `payload` to the subscription's keys (aes128gcm, RFC 8291) and signs a VAPID JWT
 * (RFC 8292) with web-push, then posts it ourselves, to an endpoint checked as at
 * subscription (endpoint-guard.ts; PushEndpointRefused if it no longer passes). Answers
 * `gone` when the push service says the subscription no longer exists (404, 410); throws on
 * any other failure, so the job is retried.
 */
export function createPushSender(policy: PushEndpointPolicy) {
  const lookup = guardedLookup(policy);
  return async function sendPush(
    vapid: VapidSettings,
    subscription: StoredSubscription,
    payload: PushPayload,
    urgency: 'high' | 'normal',
  ): Promise<PushOutcome> {
    const url = checkPushEndpoint(subscription.endpoint, policy);
    const request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(payload),
      { vapidDetails: vapid, TTL: PUSH_TTL_SECONDS, urgency, contentEncoding: 'aes128gcm' },
    );
    const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
    const status = await post(url, { headers, body: request.body }, lookup);
    if (status === 404 || status === 410) return 'gone';
    if (status < 200 || status >= 300) throw new PushServiceError(status);
    return 'delivered';
  };
}

export type PushSender = ReturnType<typeof createPushSender>;
