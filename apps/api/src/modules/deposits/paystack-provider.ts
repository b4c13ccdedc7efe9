import { paystackDedicatedAccounts } from '../../paystack/dedicated-accounts';
import { PaystackError, type PaystackHttp } from '../../paystack/http';
import { verifySignedBody } from '../../paystack/signature';
import { FINAL_FAILURE_STATUSES, paystackTransactions } from '../../paystack/transactions';
import { chargeFrom, type PaymentProvider } from './provider';

/** Deposits made through Paystack (or the fake Paystack, which answers alike) carry this name. */
export const PAYSTACK_PROVIDER_NAME = 'paystack';

export function createPaystackProvider({
  http,
  secretKey,
  preferredBank,
}: {
  http: PaystackHttp;
  secretKey: string;
  preferredBank: string;
}): PaymentProvider {
  const transactions = paystackTransactions(http);
  const dedicatedAccounts = paystackDedicatedAccounts(http, preferredBank);
  return {
    name: PAYSTACK_PROVIDER_NAME,
    startCheckout: (payment) => transactions.initialize(payment),
    verifyWebhook: (rawBody, signature) => verifySignedBody(secretKey, rawBody, signature),
    async checkPayment(reference) {
      try {
        const transaction = await transactions.verify(reference);
        if (transaction.status === 'success') return { outcome: 'paid', charge: chargeFrom(transaction) };
        return FINAL_FAILURE_STATUSES.has(transaction.status) ? { outcome: 'failed' } : { outcome: 'open' };
      } catch (error) {
        // A reference Paystack never saw: its checkout was never opened (initialize failed).
        if (error instanceof PaystackError && error.status === 404) return { outcome: 'open' };
        throw error;
      }
    },
    openVirtualAccount: (owner) => dedicatedAccounts.open(owner),
  };
}
