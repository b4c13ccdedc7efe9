import { z } from 'zod';
import { validationMessages as m } from '../messages';
import { isoTimeSchema, koboSchema } from './envelope';
import { deliveryChoiceSchema } from './orders';

export const startDepositRequestSchema = z.strictObject({
  /** Kobo; the limits are server settings, checked by the server. */
  amount: z.number({ error: m.depositAmountInvalid }).int(m.depositAmountInvalid).positive(m.depositAmountInvalid),
  /**
   * A deposit of what an order lacks: once credited it pays that order, with this delivery,
   * from the wallet. If the order can no longer be paid then, the money stays in the wallet.
   */
  payOrder: z.strictObject({ orderId: z.uuid(), delivery: deliveryChoiceSchema }).optional(),
});
export type StartDepositRequest = z.infer<typeof startDepositRequestSchema>;

/** GET /wallet/deposit-limits: the smallest and largest single deposit this server takes, in kobo. */
export const depositLimitsSchema = z.strictObject({ min: koboSchema, max: koboSchema });
export type DepositLimits = z.infer<typeof depositLimitsSchema>;

/** GET /wallet: what the user can bid with, and what their bids hold, in kobo. */
export const walletBalanceSchema = z.strictObject({
  available: koboSchema,
  held: koboSchema,
  currency: z.literal('NGN'),
});
export type WalletBalance = z.infer<typeof walletBalanceSchema>;

export const walletEntrySchema = z.strictObject({
  id: z.uuid(),
  purpose: z.string(),
  /** Kobo; positive money in, negative money out or held. */
  amount: koboSchema,
  phase: z.enum(['posted', 'pending', 'post_pending', 'void_pending']),
  /**
   * A hold (`pending`) that a later entry has since paid or released, so this line no
   * longer holds money; false for every other entry.
   */
  resolved: z.boolean(),
  createdAt: isoTimeSchema,
});
export type WalletEntry = z.infer<typeof walletEntrySchema>;

/** POST /wallet/deposits (201): the deposit's reference and where to pay it. */
export const startedDepositSchema = z.strictObject({
  reference: z.string(),
  /** Kobo. */
  amount: koboSchema,
  /** The payment provider's hosted checkout page (Paystack's `authorization_url`). */
  checkoutUrl: z.string(),
});
export type StartedDeposit = z.infer<typeof startedDepositSchema>;

/**
 * Where a deposit stands: pending until the provider confirms it (credited, exactly once) or
 * says it did not go through (failed), or until its owner gives it up while the provider has
 * no payment for it (cancelled). A failed or cancelled deposit the provider later reports
 * paid is credited all the same.
 */
export const depositStates = ['pending', 'credited', 'failed', 'cancelled'] as const;
export type DepositState = (typeof depositStates)[number];

/**
 * How the money came, once the provider says: a card (or another checkout method), or a bank
 * transfer, into the user's own account number or from the checkout page.
 */
export const depositChannels = ['card', 'bank_transfer', 'other'] as const;
export type DepositChannel = (typeof depositChannels)[number];

/**
 * One deposit: GET /wallet/deposits/:reference (the page a payment returns to asks whether
 * it is credited yet) and each item of GET /wallet/deposits.
 */
export const depositSchema = z.strictObject({
  reference: z.string(),
  /** Kobo. */
  amount: koboSchema,
  status: z.enum(depositStates),
  /** Null until the provider has said how it was paid. */
  channel: z.enum(depositChannels).nullable(),
  createdAt: isoTimeSchema,
});
export type Deposit = z.infer<typeof depositSchema>;

/** POST /wallet/virtual-account: the user's own account number; a transfer into it is a deposit. */
export const virtualAccountSchema = z.strictObject({
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
});
export type VirtualAccount = z.infer<typeof virtualAccountSchema>;

/** POST /webhooks/paystack: what the verified event did, for the provider's log. */
export const webhookAnswerDataSchema = z.strictObject({
  outcome: z.enum(['credited', 'already_credited', 'ignored', 'handled']),
});
