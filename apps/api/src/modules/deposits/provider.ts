import { z } from 'zod';
import { serverMessages } from '@naijabid/shared/messages';
import { AppError } from '../../errors';
import type { DedicatedAccount } from '../../paystack/dedicated-accounts';
import { transactionSchema, type CheckoutRequest } from '../../paystack/transactions';

/**
 * What a payment provider does for us: open a hosted checkout for an amount, say whether a
 * webhook is really its own, tell us on request what became of a payment, and open a user's
 * own account number for bank transfers. Paystack (paystack-provider.ts) is the one we use;
 * without keys, outside production, it is our fake Paystack (src/paystack/fake).
 */
export interface PaymentProvider {
  name: string;
  startCheckout(payment: CheckoutRequest): Promise<{ checkoutUrl: string }>;
  /** Whether the webhook request's signature is right for its raw body. */
  verifyWebhook(rawBody: string, signature: string | undefined): boolean;
  checkPayment(reference: string): Promise<PaymentCheck>;
  openVirtualAccount(owner: { email: string; firstName: string; lastName: string }): Promise<DedicatedAccount>;
}

/** A payment the provider says succeeded, as its webhook or its verify call reports it. */
export interface PaidCharge {
  reference: string;
  amountKobo: number;
  currency: string;
  /** The provider's word for how it was paid (`card`, `bank`, `dedicated_nuban`...). */
  channel: string | null;
  /** The provider's customer, which names the user for a transfer into their own account. */
  customerCode: string | null;
}

/** Paid; refused for good; or not settled yet (nothing paid so far, or the provider has not heard of it). */
export type PaymentCheck = { outcome: 'paid'; charge: PaidCharge } | { outcome: 'failed' } | { outcome: 'open' };

const webhookEventSchema = z.looseObject({ event: z.string(), data: z.unknown() });
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

function validationError(error: z.ZodError, prefix: string): AppError {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) fieldErrors[[prefix, ...issue.path].join('.')] ??= issue.message;
  return new AppError('validation', error.issues[0]!.message, { fieldErrors });
}

/**
 * The event in a verified webhook body. A body that is not one is refused with a 400, not
 * a 401 (its signature was right) nor a 500: a provider does not retry a 4xx forever.
 */
export function parseWebhookEvent(rawBody: string): WebhookEvent {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new AppError('invalid_json', serverMessages.invalidJson);
  }
  const parsed = webhookEventSchema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error, 'body');
  return parsed.data;
}

/** The transaction a `charge.success` event carries, as a paid charge; refused with a 400 if it is not one. */
export function parseChargeEvent(data: unknown): { succeeded: boolean; charge: PaidCharge } {
  const parsed = transactionSchema.safeParse(data);
  if (!parsed.success) throw validationError(parsed.error, 'data');
  return { succeeded: parsed.data.status === 'success', charge: chargeFrom(parsed.data) };
}

export function chargeFrom(transaction: z.infer<typeof transactionSchema>): PaidCharge {
  return {
    reference: transaction.reference,
    amountKobo: transaction.amount,
    currency: transaction.currency,
    channel: transaction.channel ?? null,
    customerCode: transaction.customer?.customer_code ?? null,
  };
}
