import { z } from 'zod';
import { ADMIN_REASON_MAX, ADMIN_REASON_MIN, adminServerMessages as m } from '../messages/admin';
import { isoTimeSchema } from './envelope';

/**
 * The operator console's API (docs/product.md#operator-console), under /api/v1/admin. Every
 * action's body carries the reason the operator typed; the audit log keeps it.
 */

export const operatorReasonSchema = z
  .string({ error: m.reasonRequired })
  .trim()
  .min(ADMIN_REASON_MIN, m.reasonRequired)
  .max(ADMIN_REASON_MAX, m.reasonTooLong);

/** The body of an action that needs nothing but its reason; others extend it. */
export const operatorActionRequestSchema = z.strictObject({ reason: operatorReasonSchema });
export type OperatorActionRequest = z.infer<typeof operatorActionRequestSchema>;

export const AUDIT_PAGE_SIZE = { default: 50, max: 200 } as const;

/** GET /admin/audit: newest first; `before` is the last id of the previous page. */
export const auditQuerySchema = z.strictObject({
  before: z.coerce.number({ error: m.cursorInvalid }).int(m.cursorInvalid).positive(m.cursorInvalid).optional(),
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_SIZE.max).default(AUDIT_PAGE_SIZE.default),
  recordType: z.string().trim().min(1).max(40).optional(),
  recordId: z.string().trim().min(1).max(100).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** A person as the console names them: enough to find and contact them. */
export const operatorPersonSchema = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
});
export type OperatorPerson = z.infer<typeof operatorPersonSchema>;

export const auditEntrySchema = z.strictObject({
  id: z.number().int(),
  /** Null for the command line (`npm run operator`). */
  operator: operatorPersonSchema.nullable(),
  action: z.string(),
  recordType: z.string(),
  recordId: z.string(),
  reason: z.string(),
  details: z.record(z.string(), z.unknown()),
  at: isoTimeSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.strictObject({
  items: z.array(auditEntrySchema),
  /** Pass as `before` for the next (older) page; null on the last. */
  nextBefore: z.number().int().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
