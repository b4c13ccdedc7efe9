import { z } from 'zod';
import { isoTimeSchema } from './envelope';

/** The four things `npm run reconcile` and the reconciliation page check (docs/product.md#operator-console). */
export const reconciliationChecks = [
  'ledger_sums_to_zero',
  'account_balances',
  'escrows',
  'provider_references',
] as const;
export const reconciliationCheckSchema = z.enum(reconciliationChecks);
export type ReconciliationCheck = z.infer<typeof reconciliationCheckSchema>;

export const reconciliationDifferenceSchema = z.strictObject({
  /** What differs: an account, an order, a deposit or withdrawal reference, a ledger transfer. */
  subject: z.string(),
  /** What the records say and what they should, in a sentence. */
  detail: z.string(),
});
export type ReconciliationDifference = z.infer<typeof reconciliationDifferenceSchema>;

export const reconciliationReportSchema = z.strictObject({
  checkedAt: isoTimeSchema,
  ok: z.boolean(),
  checks: z.array(
    z.strictObject({
      check: reconciliationCheckSchema,
      title: z.string(),
      /** How many differ; at most the first RECONCILIATION_DIFFERENCES_SHOWN are listed. */
      total: z.number().int(),
      differences: z.array(reconciliationDifferenceSchema),
    }),
  ),
});
export type ReconciliationReport = z.infer<typeof reconciliationReportSchema>;

/** A broken database may differ in thousands of rows; the first ones tell what broke. */
export const RECONCILIATION_DIFFERENCES_SHOWN = 100;
