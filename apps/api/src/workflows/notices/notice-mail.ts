import { noticeMailMessages as m } from '@naijabid/shared/messages/notifications';
import { formatNaira } from '@naijabid/shared/money';
import type { OptionalMailKind } from '@naijabid/shared/schemas/notifications';
import type { Database } from '../../db/client';
import { findNoticeForMail } from '../../modules/notifications/repository';
import { unsubscribeUrl } from '../../modules/notifications/unsubscribe-token';
import { escapeHtml, type OutgoingMail } from '../../plugins/mailer';
import { scheduleMail, type JobHandlers } from '../../plugins/job-queue';

/** Scheduled by the notice's own trigger (sql/functions/store_user_notice.sql) for the kinds of OPTIONAL_MAIL_KINDS. */
export const NOTICE_MAIL_JOB = 'notice_mail';

interface NoticeData {
  listingId: string;
  title: string;
  currentPrice?: number;
  price?: number;
  outcome?: 'sold' | 'unsold';
}

/** The subject, text and link of each optional mail, from its notice's data. */
function compose(kind: OptionalMailKind, data: NoticeData, publicUrl: string): { subject: string; text: string } {
  const auction = `${publicUrl}/auctions/${data.listingId}`;
  switch (kind) {
    case 'outbid':
      return {
        subject: m.outbidSubject(data.title),
        text: m.outbidText(data.title, formatNaira(data.currentPrice!), auction),
      };
    case 'ending_soon':
      return {
        subject: m.endingSoonSubject(data.title),
        text: m.endingSoonText(data.title, formatNaira(data.currentPrice!), auction),
      };
    case 'lost':
      return {
        subject: m.lostSubject(data.title),
        text:
          data.outcome === 'unsold'
            ? m.lostUnsoldText(data.title, auction)
            : m.lostText(data.title, formatNaira(data.price!), auction),
      };
    case 'auction_ended':
      return data.outcome === 'sold'
        ? {
            subject: m.soldSubject(data.title),
            text: m.soldText(data.title, formatNaira(data.price!), `${publicUrl}/sales`),
          }
        : { subject: m.unsoldSubject(data.title), text: m.unsoldText(data.title, `${publicUrl}/sell/listings`) };
  }
}

/**
 * Writes a notice's mail, unless its user turned that kind off, and queues it as any mail
 * (`send_mail`, once per notice). Every such mail carries the one-click unsubscribe of
 * RFC 8058: `List-Unsubscribe` with a signed https link that a POST follows without a login,
 * and `List-Unsubscribe-Post`; its last line is the same link, for people.
 */
export async function mailNotice(
  tx: Database,
  notificationId: number,
  options: { publicUrl: string; unsubscribeKey: string },
): Promise<[]> {
  const notice = await findNoticeForMail(tx, notificationId);
  if (!notice) throw new Error(`Notice ${notificationId} has a mail job but does not exist`);
  if (notice.optedOut) return [];
  const kind = notice.kind as OptionalMailKind;
  const { subject, text } = compose(kind, notice.data as NoticeData, options.publicUrl);
  const unsubscribe = unsubscribeUrl(options.publicUrl, options.unsubscribeKey, notice.userId, kind);
  const mail: OutgoingMail = {
    to: notice.email,
    subject,
    text: `${text}\n\n${m.unsubscribeLine(unsubscribe)}`,
    html: `<p>${escapeHtml(text)}</p><p><a href="${escapeHtml(unsubscribe)}">${escapeHtml(m.unsubscribeLink)}</a></p>`,
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
  await scheduleMail(tx, mail, `notice:${notificationId}:send`);
  return [];
}

export function noticeMailJobs(options: { publicUrl: string; unsubscribeKey: string }): JobHandlers {
  return {
    [NOTICE_MAIL_JOB]: {
      inTransaction: (tx, payload) => mailNotice(tx, (payload as { notificationId: number }).notificationId, options),
    },
  };
}
