import { z } from 'zod';
import { bankAccountMessages as b, withdrawalMessages as w } from '../messages/withdrawals';
import { NUBAN_PATTERN, nubanLooksMistyped } from '../nuban';
import { isoTimeSchema, koboSchema } from './envelope';

/** GET /banks: the banks a withdrawal can go to, by the payment provider's code. */
export const bankSchema = z.strictObject({ code: z.string(), name: z.string() });
export type Bank = z.infer<typeof bankSchema>;

/**
 * POST /me/bank-accounts. Without `confirm` the server looks the account up and answers its
 * name for the user to check (nothing is saved); with `confirm: true` it looks it up again and
 * saves it. The name is always the bank's, never the client's.
 */
export const addBankAccountRequestSchema = z
  .strictObject({
    bankCode: z.string({ error: b.bankRequired }).trim().min(1, b.bankRequired).max(20, b.bankUnknown),
    accountNumber: z.string({ error: b.accountNumberFormat }).trim().regex(NUBAN_PATTERN, b.accountNumberFormat),
    confirm: z.boolean().optional(),
  })
  // A typo caught here costs no lookup and says what is wrong; the lookup decides the rest.
  .superRefine(({ bankCode, accountNumber }, context) => {
    if (nubanLooksMistyped(bankCode, accountNumber))
      context.addIssue({ code: 'custom', path: ['accountNumber'], message: b.accountNumberTypo });
  });
export type AddBankAccountRequest = z.infer<typeof addBankAccountRequestSchema>;

/** An account the bank has named: looked up (no id yet) or saved. */
export const bankAccountSchema = z.strictObject({
  id: z.uuid().optional(),
  bankCode: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

export const requestWithdrawalSchema = z.strictObject({
  /** Kobo; the limits are server settings, checked by the server. */
  amount: z.number({ error: w.amountInvalid }).int(w.amountInvalid).positive(w.amountInvalid),
  bankAccountId: z.uuid({ error: w.bankAccountRequired }),
});
export type RequestWithdrawal = z.infer<typeof requestWithdrawalSchema>;

export const WITHDRAWAL_STATUSES = ['pending', 'otp', 'succeeded', 'failed', 'reversed'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const withdrawalSchema = z.strictObject({
  id: z.uuid(),
  reference: z.string(),
  /** Kobo. */
  amount: koboSchema,
  /** pending: sent to the bank; otp: waiting for an operator; then succeeded, failed or reversed (money back). */
  status: z.enum(WITHDRAWAL_STATUSES),
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  createdAt: isoTimeSchema,
  settledAt: isoTimeSchema.nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** GET /wallet/withdrawal-limits: in kobo, per withdrawal and in any 24 hours. */
export const withdrawalLimitsSchema = z.strictObject({ min: koboSchema, max: koboSchema, perDay: koboSchema });
export type WithdrawalLimits = z.infer<typeof withdrawalLimitsSchema>;

/** The live notice on the user's channel when a withdrawal ends (`withdrawal_settled`). */
export interface WithdrawalSettledEvent {
  reference: string;
  amount: number;
  status: 'succeeded' | 'failed' | 'reversed';
  bankName: string;
}
