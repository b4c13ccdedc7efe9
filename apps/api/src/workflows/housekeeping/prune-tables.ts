import type { FastifyBaseLogger } from 'fastify';
import type { RetentionDays } from '../../config';
import type { Database } from '../../db/client';
import { pruneEndedCodes, pruneEndedGoogleSignIns, pruneEndedSessions } from '../../modules/auth/repository';
import { pruneNotices } from '../../modules/notifications/repository';
import { pruneDigests, pruneMatches } from '../../modules/saved-searches/repository';
import { pruneDeliveredWebhooks } from '../../paystack/fake/context';
import { pruneOldAlerts } from '../../modules/whatsapp/repository';
import { pruneFakeWhatsAppMessages } from '../../whatsapp/fake';
import { pruneFinishedJobs, scheduleJob, type JobHandlers, type RunAgain } from '../../plugins/job-queue';

export const HOUSEKEEPING_JOB = 'housekeeping';
/** One job for the whole site, run again and again: it is never done, so never pruned itself. */
const HOUSEKEEPING_KEY = 'housekeeping';
export const HOUSEKEEPING_INTERVAL_MS = 60 * 60_000;
/**
 * Rows deleted per table per run. A run is one transaction holding what it deletes, so a
 * backlog (the first run on a grown database) is worked off in many short runs, one after
 * another, rather than one long one.
 */
export const HOUSEKEEPING_BATCH_SIZE = 1_000;

export type Pruned = Record<
  | 'notices'
  | 'finishedJobs'
  | 'codes'
  | 'googleSignIns'
  | 'sessions'
  | 'fakePaystackWebhooks'
  | 'whatsappAlerts'
  | 'fakeWhatsAppMessages'
  | 'savedSearchMatches'
  | 'savedSearchDigests',
  number
>;

/**
 * Deletes a batch of what has outlived its retention: notices, finished jobs, codes, Google
 * sign-in tickets, ended sessions, the fake Paystack's delivered webhooks, WhatsApp alerts and
 * the fake WhatsApp's messages, and saved searches' old matches and digest days (kept as long
 * as finished jobs). Nothing the
 * ledger, orders, disputes, the audit log or the bid log holds or references is among them.
 */
export async function pruneExpired(tx: Database, days: RetentionDays, limit: number): Promise<Pruned> {
  return {
    notices: await pruneNotices(tx, { read: days.readNotices, unread: days.unreadNotices }, limit),
    finishedJobs: await pruneFinishedJobs(tx, days.finishedJobs, limit),
    codes: await pruneEndedCodes(tx, days.usedCodes, limit),
    googleSignIns: await pruneEndedGoogleSignIns(tx, days.googleTickets, limit),
    sessions: await pruneEndedSessions(tx, days.endedSessions, limit),
    fakePaystackWebhooks: await pruneDeliveredWebhooks(tx, days.finishedJobs, limit),
    whatsappAlerts: await pruneOldAlerts(tx, days.finishedJobs, limit),
    fakeWhatsAppMessages: await pruneFakeWhatsAppMessages(tx, days.finishedJobs, limit),
    savedSearchMatches: await pruneMatches(tx, days.finishedJobs, limit),
    savedSearchDigests: await pruneDigests(tx, days.finishedJobs, limit),
  };
}

/**
 * Starts the housekeeping job unless it exists: every server process calls this at start,
 * and the dedupe key keeps it one job.
 */
export function scheduleHousekeeping(db: Database): Promise<void> {
  return scheduleJob(db, { kind: HOUSEKEEPING_JOB, payload: {}, runAt: new Date(), dedupeKey: HOUSEKEEPING_KEY });
}

async function housekeep(
  tx: Database,
  days: RetentionDays,
  log: FastifyBaseLogger,
  batchSize: number,
): Promise<RunAgain> {
  const pruned = await pruneExpired(tx, days, batchSize);
  const counts = Object.values(pruned);
  if (counts.some((count) => count > 0)) log.info({ pruned }, 'old rows pruned');
  const more = counts.some((count) => count === batchSize);
  return { runAgainAt: new Date(Date.now() + (more ? 0 : HOUSEKEEPING_INTERVAL_MS)) };
}

export function housekeepingJobs({
  retentionDays,
  log,
  batchSize = HOUSEKEEPING_BATCH_SIZE,
}: {
  retentionDays: RetentionDays;
  log: FastifyBaseLogger;
  batchSize?: number;
}): JobHandlers {
  return { [HOUSEKEEPING_JOB]: { inTransaction: (tx) => housekeep(tx, retentionDays, log, batchSize) } };
}
