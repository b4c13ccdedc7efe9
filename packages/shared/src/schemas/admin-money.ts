import { z } from 'zod';
import { adminMoneyMessages as m, LEDGER_EXPORT_MAX_DAYS } from '../messages/admin-money';
import { operatorPersonSchema } from './admin';
import { isoTimeSchema, koboSchema } from './envelope';
import { WITHDRAWAL_STATUSES } from './withdrawals';

/** The console's money section (docs/product.md#operator-console): withdrawals, the ledger export, reconciliation. */

const DAY_MS = 86_400_000;
const isoDate = z.iso.date(m.dateInvalid);
const bothDates = (...dates: string[]) => dates.every((date) => isoDate.safeParse(date).success);

/**
 * GET /admin/ledger.csv?from=YYYY-MM-DD&to=YYYY-MM-DD: whole Lagos days, both included, at
 * most LEDGER_EXPORT_MAX_DAYS of them.
 */
export const ledgerExportQuerySchema = z
  .strictObject({ from: isoDate, to: isoDate })
  // Judged only once both are dates, so a malformed one gets its own message alone.
  .refine(({ from, to }) => !bothDates(from, to) || from <= to, { message: m.dateOrder, path: ['to'] })
  .refine(
    ({ from, to }) => !bothDates(from, to) || (Date.parse(to) - Date.parse(from)) / DAY_MS < LEDGER_EXPORT_MAX_DAYS,
    { message: m.rangeTooLong, path: ['to'] },
  );
export type LedgerExportQuery = z.infer<typeof ledgerExportQuerySchema>;

/** GET /admin/withdrawals?status=: newest first, at most ADMIN_WITHDRAWALS_SHOWN. */
export const adminWithdrawalsQuerySchema = z.strictObject({ status: z.enum(WITHDRAWAL_STATUSES).optional() });
export type AdminWithdrawalsQuery = z.infer<typeof adminWithdrawalsQuerySchema>;
export const ADMIN_WITHDRAWALS_SHOWN = 100;

export const adminWithdrawalSchema = z.strictObject({
  id: z.uuid(),
  reference: z.string(),
  user: operatorPersonSchema,
  amount: koboSchema,
  status: z.enum(WITHDRAWAL_STATUSES),
  bankName: z.string(),
  accountNumber: z.string(),
  /** The provider's transfer code, once it gave one. */
  transferCode: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: isoTimeSchema,
  settledAt: isoTimeSchema.nullable(),
  /** The withdrawal an operator's retry made of this one, if any. */
  retriedAs: z.string().nullable(),
  /** A failed or reversed withdrawal (its money is back in the wallet) not yet retried. */
  retryable: z.boolean(),
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;
