import { z } from 'zod';
import { validationMessages as m } from '../messages';
import { isoTimeSchema, koboSchema } from './envelope';
import { deliveryChoiceSchema } from './orders';

export const startDepositRequestSchema = z.strictObject({
  /** Kobo; the limits are server settings, checked by the server. */
  amount: z.number({ error: m.depositAmountInvalid }).int(m.depositAmountInvalid).positive(m.depositAmountInvalid),
  /** Pays this order, delivered this way, as soon as the deposit is credited (a deposit of what paying it lacked). */
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
  /** The payment provider's page; the sandbox provider's is a path on our own server. */
  checkoutUrl: z.string(),
});
export type StartedDeposit = z.infer<typeof startedDepositSchema>;

/** GET /wallet/deposits/:reference: whether the provider's confirmation has credited it. */
export const depositStatusSchema = z.strictObject({
  reference: z.string(),
  /** Kobo. */
  amount: koboSchema,
  credited: z.boolean(),
});
export type DepositStatus = z.infer<typeof depositStatusSchema>;

/** POST /payments/webhooks/:provider: what the verified event did, for the provider's log. */
export const webhookAnswerDataSchema = z.strictObject({ outcome: z.enum(['credited', 'already_credited', 'ignored']) });
