import type { AuditPage, AuditQuery } from '@naijabid/shared/schemas/admin';
import type { Database } from '../../db/client';
import * as repository from './repository';

export interface AdminServiceOptions {
  db: Database;
}

export function personName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`;
}

/** What the console reads; its actions are workflows (src/workflows), handed to the routes by app.ts. */
export function createAdminService({ db }: AdminServiceOptions) {
  return {
    async auditPage(query: AuditQuery): Promise<AuditPage> {
      const rows = await repository.auditEntries(db, query);
      const page = rows.slice(0, query.limit);
      return {
        items: page.map(({ entry, operator }) => ({
          id: entry.id,
          operator: operator ? { id: operator.id, name: personName(operator), email: operator.email } : null,
          action: entry.action,
          recordType: entry.recordType,
          recordId: entry.recordId,
          reason: entry.reason,
          details: entry.details as Record<string, unknown>,
          at: entry.at.toISOString(),
        })),
        nextBefore: rows.length > query.limit ? page[page.length - 1]!.entry.id : null,
      };
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
