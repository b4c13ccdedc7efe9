import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { SIGNATURE_HEADER, signBody } from '../signature';

/**
 * What the fake Paystack's route files (transactions.ts, transfers.ts) share: the secret key
 * its callers must present and its webhooks are signed with, and a webhook sender that, like
 * Paystack, retries until our server answers 200.
 */
export interface FakePaystackContext {
  secretKey: string;
  /** The fake's own public address, for the URLs it hands out (checkout pages). */
  publicUrl: () => string;
  /** True when the request carries `Authorization: Bearer <secretKey>`, as Paystack requires. */
  authorized: (request: FastifyRequest) => boolean;
  /** Signs and posts `{ event, data }` to the webhook URL; retried with backoff until a 200, in the background. */
  sendWebhook: (event: string, data: Record<string, unknown>) => void;
  /** Resolves when every webhook sent so far has been delivered or given up; tests await it. */
  webhooksSettled: () => Promise<void>;
}

/** Paystack retries a failed webhook for days; the fake, which serves tests and demos, gives up sooner. */
const RETRY_DELAYS_MS = [200, 1_000, 5_000, 15_000, 60_000];

export function createWebhookSender({
  secretKey,
  webhookUrl,
  log,
}: {
  secretKey: string;
  webhookUrl: () => string;
  log: FastifyBaseLogger;
}): Pick<FakePaystackContext, 'sendWebhook' | 'webhooksSettled'> {
  const inFlight = new Set<Promise<void>>();

  async function deliver(rawBody: string, event: string): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const answer = await fetch(webhookUrl(), {
          method: 'POST',
          headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(secretKey, rawBody) },
          body: rawBody,
          signal: AbortSignal.timeout(10_000),
        });
        if (answer.status === 200) return;
        log.warn({ event, status: answer.status, attempt }, 'fake Paystack webhook refused; retrying');
      } catch (error) {
        log.warn({ event, err: error, attempt }, 'fake Paystack webhook not delivered; retrying');
      }
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined) {
        log.error({ event }, 'fake Paystack webhook given up');
        return;
      }
      await sleep(delay);
    }
  }

  return {
    sendWebhook(event, data) {
      const delivery = deliver(JSON.stringify({ event, data }), event).finally(() => inFlight.delete(delivery));
      inFlight.add(delivery);
    },
    async webhooksSettled() {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
  };
}
