import type { DevMail } from '@naijabid/shared/schemas/dev';
import type { Database } from '../../db/client';
import * as repository from './repository';

const MAILBOX_PAGE_SIZE = 50;

export function createDevMailboxService({ db }: { db: Database }) {
  return {
    /** The newest mail the server would have sent, to `to` (compared as addresses are stored: trimmed, lower-cased) or to anyone. */
    async latest(to: string | undefined): Promise<DevMail[]> {
      const rows = await repository.latestMail(db, to ? to.trim().toLowerCase() : undefined, MAILBOX_PAGE_SIZE);
      return rows.map((row) => ({
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        sentAt: row.sentAt.toISOString(),
      }));
    },
  };
}

export type DevMailboxService = ReturnType<typeof createDevMailboxService>;
