import { z } from 'zod';
import type { PaystackHttp } from './http';

/**
 * Paystack's customer validation ("Validate customer", `POST /customer/:code/identification`):
 * Paystack checks that a BVN and a bank account belong to the named person and answers 202
 * "Customer Identification in progress"; the outcome comes later as the signed webhook
 * `customeridentification.success` or `customeridentification.failed` (with a `reason`).
 */

const customerSchema = z.looseObject({ customer_code: z.string().min(1) });

export const CUSTOMER_IDENTIFICATION_EVENTS = [
  'customeridentification.success',
  'customeridentification.failed',
] as const;

/** The body of a `customeridentification.*` webhook (signature checked by the webhook route). */
export const customerIdentificationEventSchema = z.looseObject({
  event: z.enum(CUSTOMER_IDENTIFICATION_EVENTS),
  data: z.looseObject({
    customer_code: z.string(),
    identification: z.looseObject({
      country: z.string().optional(),
      type: z.string().optional(),
      /** Masked by Paystack: "123*****456". */
      bvn: z.string().nullish(),
      account_number: z.string().nullish(),
      bank_code: z.string().nullish(),
    }),
    reason: z.string().nullish(),
  }),
});
export type CustomerIdentificationEvent = z.infer<typeof customerIdentificationEventSchema>;

export interface IdentificationRequest {
  customerCode: string;
  bvn: string;
  bankCode: string;
  accountNumber: string;
  firstName: string;
  middleName?: string;
  lastName: string;
}

export function createPaystackCustomerIdentification(http: PaystackHttp) {
  return {
    /** Makes (or, for an email Paystack knows, finds) the customer to validate. */
    async customerFor(owner: { email: string; firstName: string; lastName: string }): Promise<string> {
      const customer = await http('POST', '/customer', customerSchema, {
        email: owner.email,
        first_name: owner.firstName,
        last_name: owner.lastName,
      });
      return customer.customer_code;
    },

    /** Sends the identification; Paystack answers with no data and settles it by webhook. */
    async validate(request: IdentificationRequest): Promise<void> {
      await http('POST', `/customer/${encodeURIComponent(request.customerCode)}/identification`, z.unknown(), {
        country: 'NG',
        type: 'bank_account',
        account_number: request.accountNumber,
        bvn: request.bvn,
        bank_code: request.bankCode,
        first_name: request.firstName,
        ...(request.middleName ? { middle_name: request.middleName } : {}),
        last_name: request.lastName,
      });
    },
  };
}

export type PaystackCustomerIdentification = ReturnType<typeof createPaystackCustomerIdentification>;
