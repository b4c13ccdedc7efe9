import { z } from 'zod';
import type { PaystackHttp } from './http';

/**
 * Paystack's customers and dedicated virtual accounts (`customer_create`,
 * `dedicatedAccount_create` in its OpenAPI description): a dedicated account belongs to a
 * customer, and every transfer into it arrives as `charge.success` naming that customer.
 */

const customerSchema = z.looseObject({
  customer_code: z.string().min(1),
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
});

const dedicatedAccountSchema = z.looseObject({
  bank: z.looseObject({ name: z.string().min(1) }),
  account_name: z.string().min(1),
  account_number: z.string().min(1),
});

/**
 * The bank Paystack opens dedicated accounts at: its docs name `test-bank` for test keys,
 * and `wema-bank` and `titan-paystack` for live ones.
 */
export function defaultPreferredBank(secretKey: string): string {
  return secretKey.startsWith('sk_live_') ? 'wema-bank' : 'test-bank';
}

export interface DedicatedAccount {
  customerCode: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
}

export function paystackDedicatedAccounts(http: PaystackHttp, preferredBank: string) {
  return {
    /**
     * Makes (or, for an email Paystack knows, finds) the customer, then opens their account.
     * Paystack names the account after the customer, so the names go with the email; a
     * customer Paystack already had without them (made by a card payment's checkout, which
     * knows only the email) is given them first (`customer_update`).
     */
    async open(owner: { email: string; firstName: string; lastName: string }): Promise<DedicatedAccount> {
      const names = { first_name: owner.firstName, last_name: owner.lastName };
      const customer = await http('POST', '/customer', customerSchema, { email: owner.email, ...names });
      if (!customer.first_name || !customer.last_name)
        await http('PUT', `/customer/${encodeURIComponent(customer.customer_code)}`, customerSchema, names);
      const account = await http('POST', '/dedicated_account', dedicatedAccountSchema, {
        customer: customer.customer_code,
        preferred_bank: preferredBank,
      });
      return {
        customerCode: customer.customer_code,
        bankName: account.bank.name,
        accountNumber: account.account_number,
        accountName: account.account_name,
      };
    },
  };
}
