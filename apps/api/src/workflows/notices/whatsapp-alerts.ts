import type { FastifyBaseLogger } from 'fastify';
import { WHATSAPP_ALERTS } from '@naijabid/shared/constants';
import { whatsAppMessages as m } from '@naijabid/shared/messages/whatsapp';
import { formatNaira } from '@naijabid/shared/money';
import type { WhatsAppAlertKind } from '@naijabid/shared/schemas/whatsapp';
import type { Database } from '../../db/client';
import {
  WHATSAPP_ALERT_JOB,
  WHATSAPP_DEADLINE_JOB,
  WHATSAPP_SEND_JOB,
  WHATSAPP_SMS_JOB,
  alertJobKey,
  type AlertJobPayload,
} from '../../modules/whatsapp/alert-jobs';
import * as alerts from '../../modules/whatsapp/repository';
import { scheduleJob, type JobHandlers } from '../../plugins/job-queue';
import type { SmsSender } from '../../plugins/sms';
import type { WhatsAppSender } from '../../whatsapp/cloud-api';

/** The language every template was approved in. */
const TEMPLATE_LANGUAGE = 'en';
/** What the alert errors keep: enough to read, never a dump. */
const LAST_ERROR_MAX_LENGTH = 500;

export interface WhatsAppAlertOptions {
  db: Database;
  /** WhatsApp (or its fake); undefined in production without WHATSAPP_TOKEN, where alerts are not offered. */
  whatsapp: WhatsAppSender | undefined;
  sms: SmsSender;
  publicUrl: string;
  notDeliveredWithinSeconds: number;
  perHour: number;
  log: FastifyBaseLogger;
}

interface NoticeData {
  listingId?: string;
  orderId?: string;
  title?: string;
  currentPrice?: number;
  price?: number;
  amountDue?: number;
}

interface Composed {
  template: string;
  parameters: string[];
  /** Set for an urgent alert: the SMS that stands in for it. */
  smsText: string | null;
}

/**
 * Each kind's approved template (`naijabid_<kind>`, registered in WhatsApp Manager with these
 * body parameters, in order) and, for the urgent ones, the SMS in its place.
 */
function compose(kind: WhatsAppAlertKind, data: NoticeData, publicUrl: string, urgent: boolean): Composed {
  const title = data.title ?? 'your item';
  const auction = `${publicUrl}/auctions/${data.listingId}`;
  const order = data.orderId ? `${publicUrl}/orders/${data.orderId}` : `${publicUrl}/cart`;
  const template = `naijabid_${kind}`;
  const price = (kobo: number | undefined) => formatNaira(kobo ?? 0);
  switch (kind) {
    case 'outbid':
      return {
        template,
        parameters: [title, price(data.currentPrice), auction],
        smsText: urgent ? m.smsOutbid(title, auction) : null,
      };
    case 'ending_final':
    case 'saved_search_match':
      return { template, parameters: [title, price(data.currentPrice), auction], smsText: null };
    case 'won':
      return {
        template,
        parameters: [title, price(data.price), `${publicUrl}/cart`],
        smsText: m.smsWon(title, `${publicUrl}/cart`),
      };
    case 'payment_due':
      return {
        template,
        parameters: [title, price(data.amountDue), `${publicUrl}/cart`],
        smsText: m.smsPaymentDue(title, `${publicUrl}/cart`),
      };
    case 'second_chance_offer':
      return { template, parameters: [title, price(data.price), `${publicUrl}/offers`], smsText: null };
    case 'order_shipped':
    case 'order_return':
    case 'dispute_resolved':
      return { template, parameters: [title, order], smsText: null };
  }
}

/**
 * Urgent: won and payment due always (money and a deadline), an outbid only when its auction
 * ends within WHATSAPP_ALERTS.urgentOutbidMinutes of it, when a late SMS still leaves time to bid.
 */
async function isUrgent(tx: Database, kind: string, data: NoticeData, noticeAt: Date): Promise<boolean> {
  if (kind === 'won' || kind === 'payment_due') return true;
  if (kind !== 'outbid' || !data.listingId) return false;
  const endsAt = await alerts.listingEndsAt(tx, data.listingId);
  return endsAt !== undefined && endsAt.getTime() - noticeAt.getTime() <= WHATSAPP_ALERTS.urgentOutbidMinutes * 60_000;
}

/**
 * Makes the alert of a notice (its job comes from the notice's trigger, in the notice's
 * transaction), unless its user can no longer have one (opted out, phone gone, account closed
 * or suspended) or has had WHATSAPP_ALERTS_PER_HOUR in the last hour; then schedules its send.
 */
export async function makeAlert(tx: Database, notificationId: number, options: WhatsAppAlertOptions): Promise<[]> {
  if (!options.whatsapp) return [];
  const notice = await alerts.findNotice(tx, notificationId);
  if (!notice) return [];
  const recipient = await alerts.findRecipient(tx, notice.userId);
  if (!recipient) return [];
  await alerts.lockUserAlerts(tx, notice.userId);
  if ((await alerts.countAlertsInLastHour(tx, notice.userId)) >= options.perHour) {
    options.log.info(
      { userId: notice.userId, kind: notice.kind },
      'WhatsApp alert not sent: the hourly limit is reached',
    );
    return [];
  }
  const data = notice.data as NoticeData;
  const urgent = await isUrgent(tx, notice.kind, data, notice.createdAt);
  const composed = compose(notice.kind as WhatsAppAlertKind, data, options.publicUrl, urgent);
  const alert = await alerts.insertAlert(tx, {
    userId: notice.userId,
    notificationId,
    kind: notice.kind,
    urgent,
    toPhone: recipient.phone,
    ...composed,
  });
  if (alert)
    await scheduleJob(tx, {
      kind: WHATSAPP_SEND_JOB,
      payload: { alertId: alert.id } satisfies AlertJobPayload,
      runAt: new Date(),
      dedupeKey: alertJobKey(alert.id, 'send'),
    });
  return [];
}

function scheduleSms(tx: Database, alertId: string): Promise<void> {
  return scheduleJob(tx, {
    kind: WHATSAPP_SMS_JOB,
    payload: { alertId } satisfies AlertJobPayload,
    runAt: new Date(),
    dedupeKey: alertJobKey(alertId, 'sms'),
  });
}

/**
 * Sends the alert's template message. WhatsApp down or refusing is thrown, so the job queue
 * tries again after its backoff, up to WHATSAPP_ALERTS.sendAttempts; the last failure marks
 * the alert failed and sends an urgent one by SMS instead. Accepted, an urgent alert gets its
 * delivery deadline.
 */
export async function sendAlert(alertId: string, options: WhatsAppAlertOptions): Promise<void> {
  const { db, whatsapp } = options;
  const alert = await alerts.findAlert(db, alertId);
  if (!alert || alert.wamid || alert.status !== 'queued' || !whatsapp) return;
  if (!(await alerts.findRecipient(db, alert.userId))) {
    await alerts.updateAlert(db, alert.id, { status: 'failed', lastError: 'the account can no longer be alerted' });
    return;
  }
  let wamid: string;
  try {
    wamid = await whatsapp.sendTemplate({
      to: alert.toPhone,
      name: alert.template,
      languageCode: TEMPLATE_LANGUAGE,
      parameters: alert.parameters as string[],
    });
  } catch (error) {
    const attempts = alert.sendAttempts + 1;
    const lastError = String((error as Error).message ?? error).slice(0, LAST_ERROR_MAX_LENGTH);
    if (attempts < WHATSAPP_ALERTS.sendAttempts) {
      await alerts.updateAlert(db, alert.id, { sendAttempts: attempts, lastError });
      throw error;
    }
    options.log.warn({ alertId, attempts, err: error }, 'WhatsApp alert given up; an urgent one goes by SMS');
    await db.transaction(async (tx) => {
      await alerts.updateAlert(tx, alert.id, { sendAttempts: attempts, lastError, status: 'failed' });
      if (alert.urgent) await scheduleSms(tx, alert.id);
    });
    return;
  }
  await db.transaction(async (tx) => {
    await alerts.updateAlert(tx, alert.id, { wamid, status: 'sent', sendAttempts: alert.sendAttempts + 1 });
    if (alert.urgent)
      await scheduleJob(tx, {
        kind: WHATSAPP_DEADLINE_JOB,
        payload: { alertId } satisfies AlertJobPayload,
        runAt: new Date(Date.now() + options.notDeliveredWithinSeconds * 1000),
        dedupeKey: alertJobKey(alert.id, 'deadline'),
      });
  });
}

/** At an urgent alert's deadline: not delivered (nor read) by now, it goes by SMS. */
export async function checkDelivered(tx: Database, alertId: string): Promise<[]> {
  const alert = await alerts.lockAlert(tx, alertId);
  if (!alert || alert.status === 'delivered' || alert.status === 'read' || alert.smsSentAt) return [];
  await scheduleSms(tx, alert.id);
  return [];
}

/** Sends an urgent alert's SMS once; an account closed or suspended meanwhile gets nothing. */
export async function sendSmsInstead(alertId: string, options: WhatsAppAlertOptions): Promise<void> {
  const alert = await alerts.findAlert(options.db, alertId);
  if (!alert?.smsText || alert.smsSentAt) return;
  const recipient = await alerts.findRecipient(options.db, alert.userId);
  if (!recipient) return;
  await options.sms.send({ to: recipient.phone, text: alert.smsText });
  await alerts.markSmsSent(options.db, alert.id);
}

export function whatsAppAlertJobs(options: WhatsAppAlertOptions): JobHandlers {
  const alertId = (payload: unknown) => (payload as AlertJobPayload).alertId;
  return {
    [WHATSAPP_ALERT_JOB]: {
      inTransaction: (tx, payload) => makeAlert(tx, (payload as { notificationId: number }).notificationId, options),
    },
    [WHATSAPP_SEND_JOB]: { outside: (payload) => sendAlert(alertId(payload), options) },
    [WHATSAPP_DEADLINE_JOB]: { inTransaction: (tx, payload) => checkDelivered(tx, alertId(payload)) },
    [WHATSAPP_SMS_JOB]: { outside: (payload) => sendSmsInstead(alertId(payload), options) },
  };
}
