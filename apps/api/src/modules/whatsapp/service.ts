import type { FastifyBaseLogger } from 'fastify';
import { whatsAppMessages } from '@naijabid/shared/messages/whatsapp';
import type { WhatsAppSettings as WhatsAppSettingsAnswer } from '@naijabid/shared/schemas/whatsapp';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { scheduleJob } from '../../plugins/job-queue';
import { WHATSAPP_STATUSES, type WebhookPayload, type WhatsAppStatus } from '../../whatsapp/cloud-api';
import type { AuthContext } from '../auth/service';
import { WHATSAPP_SMS_JOB, alertJobKey } from './alert-jobs';
import * as repository from './repository';

type UserRow = AuthContext['user'];

/** How far each status is along: a late `sent` or `delivered` never undoes a `read`. */
const PROGRESS: Record<string, number> = { queued: 0, sent: 1, delivered: 2, read: 3 };

export interface WhatsAppServiceOptions {
  db: Database;
  /** False in production without WHATSAPP_TOKEN: the switch is not offered. */
  enabled: boolean;
  log: FastifyBaseLogger;
}

/**
 * WhatsApp alerts (docs/product.md#whatsapp-alerts): the user's opt-in, which needs a
 * verified phone, and the delivery statuses WhatsApp's webhook reports. A failed urgent
 * alert's SMS is scheduled in the status's own transaction, so it goes exactly when the
 * status is recorded.
 */
export function createWhatsAppService({ db, enabled, log }: WhatsAppServiceOptions) {
  async function settings(user: UserRow): Promise<WhatsAppSettingsAnswer> {
    const available = enabled && user.phone !== null;
    return { available, optedIn: available && (await repository.isOptedIn(db, user.id)), phone: user.phone };
  }

  async function recordStatus(wamid: string, status: WhatsAppStatus, error: string | undefined): Promise<void> {
    await db.transaction(async (tx) => {
      const alert = await repository.lockAlertByWamid(tx, wamid);
      // Statuses of messages sent by someone else on the same business number are not ours.
      if (!alert) return;
      const progress = PROGRESS[alert.status] ?? -1;
      if (status === 'failed') {
        if (progress >= PROGRESS.delivered! || alert.status === 'failed') return;
        await repository.updateAlert(tx, alert.id, { status, lastError: error ?? 'failed' });
        if (alert.urgent && !alert.smsSentAt)
          await scheduleJob(tx, {
            kind: WHATSAPP_SMS_JOB,
            payload: { alertId: alert.id },
            runAt: new Date(),
            dedupeKey: alertJobKey(alert.id, 'sms'),
          });
        return;
      }
      if (alert.status !== 'failed' && PROGRESS[status]! > progress)
        await repository.updateAlert(tx, alert.id, { status });
    });
  }

  return {
    settings,

    async update(user: UserRow, optedIn: boolean): Promise<WhatsAppSettingsAnswer> {
      if (optedIn) {
        if (!enabled || !user.phone) throw new AppError('phone_not_verified', whatsAppMessages.phoneNotVerified);
        await repository.optIn(db, user.id);
      } else await repository.optOut(db, user.id);
      return settings(user);
    },

    /** Records each status of the webhook's changes; unknown statuses are ignored, as WhatsApp may add some. */
    async recordStatuses(payload: WebhookPayload): Promise<number> {
      let recorded = 0;
      for (const entry of payload.entry)
        for (const change of entry.changes)
          for (const status of change.value.statuses ?? []) {
            const known = WHATSAPP_STATUSES.find((name) => name === status.status);
            if (!known) {
              log.info({ status: status.status }, 'WhatsApp status of an unknown kind ignored');
              continue;
            }
            const error = status.errors?.map((item) => `${item.code} ${item.title}`).join('; ');
            await recordStatus(status.id, known, error);
            recorded += 1;
          }
      return recorded;
    },
  };
}

export type WhatsAppService = ReturnType<typeof createWhatsAppService>;
