import { nigerianMobileE164 } from '@naijabid/shared/phone';
import type { DevSms } from '@naijabid/shared/schemas/dev';
import type { Database } from '../../db/client';
import * as repository from './repository';

const OUTBOX_PAGE_SIZE = 50;

export function createDevSmsService({ db }: { db: Database }) {
  return {
    /** The newest SMS the server would have sent, to `to` (as typed: 0803..., +234 803...) or to anyone. */
    async latest(to: string | undefined): Promise<DevSms[]> {
      const number = to?.trim() ? (nigerianMobileE164(to) ?? to.trim()) : undefined;
      const rows = await repository.latestSms(db, number, OUTBOX_PAGE_SIZE);
      return rows.map((row) => ({ to: row.toNumber, text: row.body, sentAt: row.sentAt.toISOString() }));
    },
  };
}

export type DevSmsService = ReturnType<typeof createDevSmsService>;
