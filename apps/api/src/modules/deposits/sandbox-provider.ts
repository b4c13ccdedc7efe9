import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BRAND_NAME } from '@naijabid/shared/constants';
import { formatNaira } from '@naijabid/shared/money';
import { redirectSchema } from '@naijabid/shared/schemas/envelope';
import { escapeHtml } from '../../plugins/mailer';
import { BODY_REFUSALS, failureResponses, htmlPage } from '../../responses';
import type { PaymentProvider } from './provider';
import { signBody, verifySignedBody } from './provider';
import type { DepositService } from './service';

export const SANDBOX_WEBHOOK_PATH = '/api/v1/payments/webhooks/sandbox';
export const SANDBOX_PROVIDER_NAME = 'sandbox';

/**
 * A stand-in for Paystack when no keys are set (never in production): its checkout page is
 * served by this server, and on "Pay" it calls our webhook the way Paystack would, with a
 * signed `charge.success` body, through the full HTTP stack.
 */
export function createSandboxProvider(secret: string): PaymentProvider {
  return {
    name: SANDBOX_PROVIDER_NAME,
    async startCheckout({ reference }) {
      return { checkoutUrl: `/sandbox/checkout/${encodeURIComponent(reference)}` };
    },
    verifyWebhook: (rawBody, signature) => verifySignedBody(secret, rawBody, signature),
  };
}

function checkoutPage(reference: string, amountKobo: number): string {
  const amount = escapeHtml(formatNaira(amountKobo));
  const action = `/sandbox/checkout/${encodeURIComponent(reference)}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox checkout</title>
<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:0 auto;padding:24px;color:#1f2937}
.card{border:1px solid #d1d5db;border-radius:12px;padding:20px}.amount{font-size:32px;font-weight:700;margin:8px 0 16px}
button{width:100%;padding:14px;border-radius:8px;border:0;font-size:16px;margin-top:8px;cursor:pointer}
.pay{background:#047857;color:#fff}.fail{background:#f3f4f6;color:#991b1b}</style></head><body>
<div class="card"><p>Sandbox payment to ${escapeHtml(BRAND_NAME)}</p><p class="amount">${amount}</p>
<p>No real money moves. This page stands in for the card or bank-transfer checkout.</p>
<form method="post" action="${action}"><input type="hidden" name="outcome" value="success"><button class="pay" type="submit">Pay ${amount}</button></form>
<form method="post" action="${action}"><input type="hidden" name="outcome" value="failure"><button class="fail" type="submit">Fail the payment</button></form>
<p>Reference ${escapeHtml(reference)}</p></div></body></html>`;
}

/** An unknown reference is answered in plain text: a person reads it, in a browser. */
const unknownReference = { content: { 'text/plain': { schema: z.string() } } };
const responses = {
  page: { 200: htmlPage, ...failureResponses(), 404: unknownReference },
  pay: { 303: redirectSchema, ...failureResponses(BODY_REFUSALS), 404: unknownReference },
};

export const sandboxCheckoutRoutes: FastifyPluginAsyncZod<{
  deposits: DepositService;
  secret: string;
  app: FastifyInstance;
}> = async (routes, { deposits, secret, app }) => {
  routes.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const params = z.object({ reference: z.string().min(1).max(100) });

  routes.get(
    '/sandbox/checkout/:reference',
    { schema: { params, response: responses.page } },
    async (request, reply) => {
      const deposit = await deposits.find(request.params.reference);
      if (!deposit) return reply.status(404).type('text/plain').send('Unknown payment reference.');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(checkoutPage(deposit.reference, deposit.amountKobo));
    },
  );

  routes.post(
    '/sandbox/checkout/:reference',
    { schema: { params, body: z.object({ outcome: z.enum(['success', 'failure']) }), response: responses.pay } },
    async (request, reply) => {
      const deposit = await deposits.find(request.params.reference);
      if (!deposit) return reply.status(404).type('text/plain').send('Unknown payment reference.');
      if (request.body.outcome === 'failure')
        return reply.redirect(`/wallet?deposit=failed&reference=${encodeURIComponent(deposit.reference)}`, 303);
      const body = JSON.stringify({
        event: 'charge.success',
        data: {
          reference: deposit.reference,
          amount: deposit.amountKobo,
          currency: 'NGN',
          status: 'success',
          channel: 'card',
        },
      });
      const webhook = await app.inject({
        method: 'POST',
        url: SANDBOX_WEBHOOK_PATH,
        headers: { 'content-type': 'application/json', 'x-paystack-signature': signBody(secret, body) },
        payload: body,
      });
      if (webhook.statusCode !== 200) request.log.error({ status: webhook.statusCode }, 'sandbox webhook refused');
      return reply.redirect(
        `/wallet?deposit=${webhook.statusCode === 200 ? 'success' : 'pending'}&reference=${encodeURIComponent(deposit.reference)}`,
        303,
      );
    },
  );
};
