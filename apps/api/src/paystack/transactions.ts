import { z } from 'zod';
import type { PaystackHttp } from './http';

/**
 * Paystack's transactions as its OpenAPI description gives them (`transaction_initialize`,
 * `transaction_verify`) and the `charge.success` webhook, whose `data` is the same
 * Transaction object verify answers. Only the fields we read are checked; Paystack adds others.
 */

const initializedSchema = z.looseObject({
  authorization_url: z.url(),
  access_code: z.string(),
  reference: z.string(),
});

/**
 * A transaction as verify answers it and `charge.success` carries it. `status` is `success`
 * once paid; `failed` and `reversed` are final refusals; `abandoned` (the customer has not
 * finished, which is also how a transaction nobody has paid yet reads), `ongoing`, `pending`,
 * `processing` and `queued` may still change. A transfer into a dedicated account carries the
 * customer it belongs to, channel `dedicated_nuban` and a reference of Paystack's own.
 */
export const transactionSchema = z.looseObject({
  reference: z.string().min(1).max(100),
  status: z.string(),
  amount: z.number().int().positive(),
  currency: z.string(),
  channel: z.string().nullish(),
  customer: z.looseObject({ customer_code: z.string() }).nullish(),
});
export type PaystackTransaction = z.infer<typeof transactionSchema>;

export const FINAL_FAILURE_STATUSES: ReadonlySet<string> = new Set(['failed', 'reversed']);

export const DEDICATED_ACCOUNT_CHANNEL = 'dedicated_nuban';

export interface CheckoutRequest {
  email: string;
  amountKobo: number;
  reference: string;
  /** Where Paystack sends the customer back, with `?trxref=&reference=` added. */
  callbackUrl: string;
}

export function paystackTransactions(http: PaystackHttp) {
  return {
    /** Opens a hosted checkout for one payment; answers the page to send the customer to. */
    async initialize({ email, amountKobo, reference, callbackUrl }: CheckoutRequest): Promise<{ checkoutUrl: string }> {
      const data = await http('POST', '/transaction/initialize', initializedSchema, {
        email,
        amount: amountKobo,
        currency: 'NGN',
        reference,
        callback_url: callbackUrl,
      });
      return { checkoutUrl: data.authorization_url };
    },

    /** Paystack's word on a transaction; a reference Paystack never saw is a 404 PaystackError. */
    verify: (reference: string) =>
      http('GET', `/transaction/verify/${encodeURIComponent(reference)}`, transactionSchema),
  };
}
