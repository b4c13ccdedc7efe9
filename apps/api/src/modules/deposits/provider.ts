import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What a payment provider does for us: start a hosted checkout for an amount, and tell us,
 * by a signed event, that a payment succeeded. Paystack's shapes are the model: amounts in
 * kobo, a `charge.success` event, and a hex HMAC-SHA512 of the raw body in
 * `x-paystack-signature`, keyed with the secret key.
 */
export interface PaymentProvider {
  name: string;
  startCheckout(payment: { reference: string; amountKobo: number; email: string }): Promise<{ checkoutUrl: string }>;
  /** The verified event of a webhook request, or undefined when the signature is wrong. */
  verifyWebhook(rawBody: string, signature: string | undefined): ChargeEvent | undefined;
}

export interface ChargeEvent {
  event: string;
  data: { reference: string; amount: number; currency: string; status: string; channel?: string };
}

export function signBody(secret: string, rawBody: string): string {
  return createHmac('sha512', secret).update(rawBody).digest('hex');
}

export function verifySignedBody(secret: string, rawBody: string, signature: string | undefined): ChargeEvent | undefined {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return undefined;
  const expected = Buffer.from(signBody(secret, rawBody), 'hex');
  const given = Buffer.from(signature, 'hex');
  if (!timingSafeEqual(expected, given)) return undefined;
  try {
    return JSON.parse(rawBody) as ChargeEvent;
  } catch {
    return undefined;
  }
}
