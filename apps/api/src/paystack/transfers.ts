import { z } from 'zod';
import type { PaystackHttp } from './http';

/**
 * Paying out to Nigerian bank accounts through Paystack (dist/paystack.yaml of
 * PaystackOSS/openapi): list the banks, resolve an account's name, make it a transfer
 * recipient, send a transfer from our Paystack balance and verify it. Each schema is of the
 * part of `data` we read; Paystack sends more, which is let through unread.
 */

const bankSchema = z.looseObject({
  name: z.string(),
  code: z.string(),
  active: z.boolean(),
  is_deleted: z.boolean().nullable(),
  supports_transfer: z.boolean(),
  currency: z.string(),
});
export type PaystackBank = z.infer<typeof bankSchema>;

const resolvedAccountSchema = z.looseObject({ account_number: z.string(), account_name: z.string() });

const recipientSchema = z.looseObject({ recipient_code: z.string() });

/**
 * A transfer's status as Paystack reports it: `pending` (or `received`, `queued`) while it
 * runs, `otp` while it waits for an OTP, then `success`, `failed` or `reversed`; `abandoned`,
 * `blocked` and `rejected` end it without paying.
 */
const transferSchema = z.looseObject({
  reference: z.string(),
  transfer_code: z.string(),
  status: z.string(),
  amount: z.number().int(),
});
export type PaystackTransfer = z.infer<typeof transferSchema>;

/** How a Paystack transfer status settles a withdrawal: still running, waiting for an OTP, or final. */
export type TransferOutcome = 'running' | 'otp' | 'succeeded' | 'failed' | 'reversed';

export function transferOutcome(status: string): TransferOutcome {
  switch (status) {
    case 'success':
      return 'succeeded';
    case 'failed':
    case 'abandoned':
    case 'blocked':
    case 'rejected':
      return 'failed';
    case 'reversed':
      return 'reversed';
    case 'otp':
      return 'otp';
    default:
      return 'running';
  }
}

export const TRANSFER_EVENTS = ['transfer.success', 'transfer.failed', 'transfer.reversed'] as const;

/** The body of a `transfer.*` webhook (signature checked by the webhook route). */
export const transferEventSchema = z.looseObject({
  event: z.enum(TRANSFER_EVENTS),
  data: z.looseObject({
    reference: z.string(),
    transfer_code: z.string().optional(),
    status: z.string().optional(),
    amount: z.number().int(),
    reason: z.string().nullish(),
  }),
});
export type TransferEvent = z.infer<typeof transferEventSchema>;

export interface NewTransfer {
  amountKobo: number;
  recipientCode: string;
  /** Ours, 16-50 of a-z 0-9 - _: Paystack's idempotency key for the transfer. */
  reference: string;
  reason: string;
}

export function createPaystackTransfers(http: PaystackHttp) {
  return {
    /** Nigerian banks that take transfers now, by Paystack's code. */
    async listBanks(): Promise<PaystackBank[]> {
      const banks = await http('GET', '/bank?currency=NGN', z.array(bankSchema));
      return banks.filter((bank) => bank.active && !bank.is_deleted && bank.supports_transfer);
    },

    /** The account's name at its bank; a refusal (422) when the bank knows no such account. */
    async resolveAccount(bankCode: string, accountNumber: string): Promise<{ accountName: string }> {
      const query = new URLSearchParams({ account_number: accountNumber, bank_code: bankCode });
      const resolved = await http('GET', `/bank/resolve?${query}`, resolvedAccountSchema);
      return { accountName: resolved.account_name };
    },

    /** Paystack answers the existing recipient for an account it already has. */
    async createTransferRecipient(account: {
      bankCode: string;
      accountNumber: string;
      accountName: string;
    }): Promise<{ recipientCode: string }> {
      const recipient = await http('POST', '/transferrecipient', recipientSchema, {
        type: 'nuban',
        name: account.accountName,
        account_number: account.accountNumber,
        bank_code: account.bankCode,
        currency: 'NGN',
      });
      return { recipientCode: recipient.recipient_code };
    },

    async initiateTransfer(transfer: NewTransfer): Promise<PaystackTransfer> {
      return http('POST', '/transfer', transferSchema, {
        source: 'balance',
        amount: transfer.amountKobo,
        recipient: transfer.recipientCode,
        reference: transfer.reference,
        reason: transfer.reason,
        currency: 'NGN',
      });
    },

    /** A 404 refusal when Paystack has no transfer of this reference. */
    async verifyTransfer(reference: string): Promise<PaystackTransfer> {
      return http('GET', `/transfer/verify/${encodeURIComponent(reference)}`, transferSchema);
    },
  };
}

export type PaystackTransfers = ReturnType<typeof createPaystackTransfers>;
