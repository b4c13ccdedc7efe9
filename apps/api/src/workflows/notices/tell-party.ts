import type { Database } from '../../db/client';
import { findUserById } from '../../modules/auth/repository';
import { appendEvent, userChannel } from '../../modules/live/repository';
import { orderMail } from '../../modules/orders/order-jobs';
import type { LiveEvent } from '../../plugins/event-bus';
import { scheduleMail } from '../../plugins/job-queue';

/** What one party of a step is told: a live event on their channel (none where the mail is all) and a mail. */
export interface PartyNotice {
  userId: string;
  event?: { type: string; data: unknown };
  /** Sent once per `key`, however often the step's job or request is retried. */
  mail: { subject: string; text: string; key: string };
}

/**
 * Tells one party of a step, in the step's transaction: the live event (which the notice
 * trigger also stores for the bell), then the mail, queued so it goes after the commit. This
 * is the path of every mail a step always sends; the optional mails a user may turn off go
 * from the notice trigger instead (docs/decisions/009-one-way-to-tell-a-party.md).
 */
export async function tellParty(
  tx: Database,
  notice: PartyNotice & Required<Pick<PartyNotice, 'event'>>,
): Promise<LiveEvent>;
export async function tellParty(tx: Database, notice: PartyNotice): Promise<LiveEvent | undefined>;
export async function tellParty(tx: Database, { userId, event, mail }: PartyNotice): Promise<LiveEvent | undefined> {
  const appended = event && (await appendEvent(tx, userChannel(userId), event.type, event.data));
  const user = await findUserById(tx, userId);
  if (user) await scheduleMail(tx, orderMail(user.email, mail.subject, mail.text), mail.key);
  return appended;
}
