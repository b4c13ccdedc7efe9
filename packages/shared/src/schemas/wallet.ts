import { z } from 'zod';
import { validationMessages as m } from '../messages';
import { isoTimeSchema, koboSchema, signedKoboSchema } from './envelope';

/** A deposit's amount in kobo; the limits are server settings, checked by the server. */
export const depositAmountSchema = z
  .number({ error: m.depositAmountInvalid })
  .int(m.depositAmountInvalid)
  .positive(m.depositAmountInvalid);

/** GET /wallet/deposit-limits: the smallest and largest single deposit this server takes, in kobo. */
export const depositLimitsSchema = z.strictObject({ min: koboSchema, max: koboSchema });
export type DepositLimits = z.infer<typeof depositLimitsSchema>;

/** GET /wallet: what the user can bid with, and what their bids hold, in kobo. */
export const walletBalanceSchema = z.strictObject({
  available: koboSchema,
  held: koboSchema,
  /**
   * What a seller owes NaijaBid (a return's delivery fee their wallet could not cover), present
   * only while they owe: their next payouts repay it first. It is not in the wallet, so it is
   * not in the history's lines either, until a payout repays it.
   */
  owed: koboSchema.optional(),
  currency: z.literal('NGN'),
});
export type WalletBalance = z.infer<typeof walletBalanceSchema>;

/**
 * Where a line of the history stands: a plain transfer is `completed` at once; a hold is
 * `held` until it is `paid` (the money left the wallet for good) or `released` (it came back).
 */
export const walletEntryStatuses = ['completed', 'held', 'paid', 'released'] as const;
export type WalletEntryStatus = (typeof walletEntryStatuses)[number];

/**
 * One line of GET /wallet/transactions: one movement of the wallet's money. A hold is one
 * line from the moment it is taken; paying or releasing it changes its status, never adds a
 * line. So the lines' `amount`s add up to the available balance and their `held` to the held
 * balance (with `earlier` of the answer when older lines are left out).
 */
export const walletEntrySchema = z.strictObject({
  /** The transfer that made the movement (for a hold, the hold itself). */
  id: z.uuid(),
  purpose: z.string(),
  /**
   * Kobo: what the line does to the available balance. Positive money in, negative money out
   * or held; a released hold is 0 (the money came back).
   */
  amount: signedKoboSchema,
  /** Kobo this line holds now: a hold's amount until it is paid or released, else 0. */
  held: koboSchema,
  /** Kobo the hold was for, whatever became of it; null for a plain transfer. */
  holdAmount: koboSchema.nullable(),
  status: z.enum(walletEntryStatuses),
  createdAt: isoTimeSchema,
  /** When a hold was paid or released; null otherwise. */
  settledAt: isoTimeSchema.nullable(),
});
export type WalletEntry = z.infer<typeof walletEntrySchema>;

/** The most lines GET /wallet/transactions lists, newest first. */
export const WALLET_HISTORY_LIMIT = 100;

/** GET /wallet/transactions. */
export const walletHistorySchema = z.strictObject({
  items: z.array(walletEntrySchema),
  /**
   * What the movements older than the listed ones add up to, in kobo, when there are more
   * than `WALLET_HISTORY_LIMIT`; null when every movement is listed. With it the lines always
   * add up to the balances.
   */
  earlier: z.strictObject({ available: signedKoboSchema, held: koboSchema }).nullable(),
});
export type WalletHistory = z.infer<typeof walletHistorySchema>;

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
