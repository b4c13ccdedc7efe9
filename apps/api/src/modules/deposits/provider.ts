import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { serverMessages } from '@naijabid/shared/messages';
import { AppError } from '../../errors';

/**
 * What a payment provider does for us: start a hosted checkout for an amount, and tell us,
 * by a signed event, that a payment succeeded. Paystack's shapes are the model: amounts in
 * kobo, a `charge.success` event, and a hex HMAC-SHA512 of the raw body in
 * `x-paystack-signature`, keyed with the secret key.
 */
export interface PaymentProvider {
  name: string;
  startCheckout(payment: { reference: string; amountKobo: number; email: string }): Promise<{ checkoutUrl: string }>;
  /** Whether the webhook request's signature is right for its raw body. */
  verifyWebhook(rawBody: string, signature: string | undefined): boolean;
}

/**
 * The part of a provider event we act on. Providers add fields as they please, so others
 * are allowed; a body missing these, or with a fractional amount, is refused before any
 * deposit is looked at.
 */
const chargeEventSchema = z.looseObject({
  event: z.string(),
  data: z.looseObject({
    reference: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    status: z.string(),
  }),
});

export type ChargeEvent = z.infer<typeof chargeEventSchema>;

/**
 * The event in a verified webhook body. A body that is not one is refused with a 400, not
 * a 401 (its signature was right) nor a 500: a provider does not retry a 4xx forever.
 */
export function parseChargeEvent(rawBody: string): ChargeEvent {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new AppError('invalid_json', serverMessages.invalidJson);
  }
  const parsed = chargeEventSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) fieldErrors[issue.path.join('.') || 'body'] ??= issue.message;
  throw new AppError('validation', parsed.error.issues[0]!.message, { fieldErrors });
}

export function signBody(secret: string, rawBody: string): string {
  return createHmac('sha512', secret).update(rawBody).digest('hex');
}

export function verifySignedBody(secret: string, rawBody: string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signBody(secret, rawBody), 'hex'), Buffer.from(signature, 'hex'));
}
