import { auditPageSchema, type AuditPage } from '@naijabid/shared/schemas/admin';
import { useQuery } from '../../../lib/query';

export const auditPath = (before?: number) => `/admin/audit${before === undefined ? '' : `?before=${before}`}`;

/** One page of the audit log, newest first; `before` is the previous page's `nextBefore`. */
export function useAuditPage(before?: number) {
  return useQuery<AuditPage>(auditPath(before), { schema: auditPageSchema });
}
