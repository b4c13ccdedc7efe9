import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { AuditQuery } from '@naijabid/shared/schemas/admin';
import type { Database } from '../../db/client';
import { auditLog, users } from '../../db/schema';

export interface OperatorAction {
  /** Null for the command line (`npm run operator`). */
  operatorId: string | null;
  /** `<record type>.<verb>`, e.g. `order.refund`, `user.suspend`. */
  action: string;
  recordType: string;
  recordId: string;
  reason: string;
  /** What it did in figures: amounts moved, holds released. */
  details?: Record<string, unknown>;
}

/**
 * The one way an operator action is recorded: call it inside the action's own transaction,
 * so the action and its entry commit together or not at all. The table refuses updates and
 * deletes (sql/functions/audit_log_append_only.sql).
 */
export async function recordOperatorAction(tx: Database, action: OperatorAction): Promise<void> {
  await tx.insert(auditLog).values({ ...action, details: action.details ?? {} });
}

/** A page of the log, newest first, with each operator's name. */
export async function auditEntries(db: Database, query: AuditQuery) {
  const conditions: SQL[] = [];
  if (query.before !== undefined) conditions.push(lt(auditLog.id, query.before));
  if (query.recordType) conditions.push(eq(auditLog.recordType, query.recordType));
  if (query.recordId) conditions.push(eq(auditLog.recordId, query.recordId));
  return db
    .select({
      entry: auditLog,
      operator: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.operatorId))
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(query.limit + 1);
}
