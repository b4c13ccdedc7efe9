import type { Database } from '../../db/client';
import { recordOperatorAction } from '../../modules/admin/repository';
import { findUserByEmail, setOperatorSince } from '../../modules/auth/repository';
import { normaliseEmail } from '../../modules/auth/service';

export type OperatorRoleChange = 'grant' | 'revoke';

export type OperatorRoleOutcome =
  { outcome: 'changed' | 'unchanged'; email: string } | { outcome: 'unknown_email' | 'unverified'; email: string };

/**
 * Gives an existing, verified account the operator role, or takes it away, and records it in
 * the audit log in the same transaction (`npm run operator`, src/operator-cli.ts). The role
 * is read from the account on every request, so a revoke shuts the console at once.
 */
export function changeOperatorRole(
  db: Database,
  change: OperatorRoleChange,
  rawEmail: string,
  reason: string,
): Promise<OperatorRoleOutcome> {
  const email = normaliseEmail(rawEmail);
  return db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) return { outcome: 'unknown_email', email };
    if (change === 'grant' && !user.emailVerifiedAt) return { outcome: 'unverified', email };
    const changed = await setOperatorSince(tx, user.id, change === 'grant' ? new Date() : null);
    if (!changed) return { outcome: 'unchanged', email };
    await recordOperatorAction(tx, {
      operatorId: null,
      action: `operator.${change}`,
      recordType: 'user',
      recordId: user.id,
      reason,
      details: { email },
    });
    return { outcome: 'changed', email };
  });
}
