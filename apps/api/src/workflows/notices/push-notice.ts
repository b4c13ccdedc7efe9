import { TERMS } from '@naijabid/shared/constants';
import { formatLagosTime } from '@naijabid/shared/date-time';
import { liveNoticeMessages } from '@naijabid/shared/messages';
import { noticeTexts } from '@naijabid/shared/messages/notifications';
import { orderNoticeLabels } from '@naijabid/shared/messages/orders';
import { returnNoticeLabels, type ReturnNoticeStep } from '@naijabid/shared/messages/returns';
import { savedSearchNoticeTexts } from '@naijabid/shared/messages/saved-searches';
import { formatNaira } from '@naijabid/shared/money';
import { ENDING_FINAL_NOTICE_MINUTES } from '@naijabid/shared/schemas/watchlist';
import { PUSHED_NOTICE_KINDS, type PushedNoticeKind, type PushPayload } from '@naijabid/shared/schemas/push';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobs, pushSubscriptions } from '../../db/schema';
import { PushEndpointRefused, type PushEndpointPolicy } from '../../modules/push/endpoint-guard';
import { deleteSubscriptionById, findPushDelivery, optedOutPushKinds } from '../../modules/push/repository';
import { createPushSender, PUSH_TTL_SECONDS, type PushSender } from '../../modules/push/sender';
import type { VapidSource } from '../../modules/push/vapid';
import type { JobHandlers, JobLane } from '../../plugins/job-queue';

/**
 * Scheduled by the notice's own trigger (sql/functions/store_user_notice.sql), one per notice
 * and subscription of its user, for the kinds of PUSHED_NOTICE_KINDS: so the push exists
 * exactly when the notice committed, and each browser's delivery is retried on its own.
 */
export const SEND_PUSH_JOB = 'send_push';

/** Failed sends an endpoint's waiting pushes may add up to before the subscription is dropped. */
export const PUSH_ENDPOINT_MAX_FAILURES = 3;

/**
 * Pushes go to services the browser names, and one may be slow or silent on purpose: they run
 * in a lane of their own (plugins/job-queue.ts), a few at a time, and at most two per user
 * per run, so one account's endpoints cannot fill it either.
 */
export const PUSH_JOB_LANE: JobLane = {
  kinds: [SEND_PUSH_JOB],
  concurrency: 10,
  batchSize: 20,
  fairShare: {
    key: sql`(select ${pushSubscriptions.userId} from ${pushSubscriptions}
      where ${pushSubscriptions.id}::text = ${jobs.payload}->>'subscriptionId')`,
    perClaim: 2,
  },
};

export interface SendPushPayload {
  notificationId: number;
  subscriptionId: string;
}

type Data = Record<string, unknown>;
const text = (data: Data, key: string) => String(data[key] ?? '');
const naira = (data: Data, key: string) => formatNaira(Number(data[key] ?? 0));

/** The words of each pushed notice, the bell's own (apps/web/src/features/notifications/notice-text.ts). */
const views: Record<PushedNoticeKind, (data: Data) => Omit<PushPayload, 'tag'>> = {
  outbid: (d) => ({
    title: liveNoticeMessages.outbid(text(d, 'title')),
    body: liveNoticeMessages.outbidDetail(naira(d, 'currentPrice')),
    url: `/auctions/${text(d, 'listingId')}`,
  }),
  ending_final: (d) => ({
    title: noticeTexts.endingFinal(text(d, 'title'), ENDING_FINAL_NOTICE_MINUTES),
    body: noticeTexts.endingSoonDetail(naira(d, 'currentPrice')),
    url: `/auctions/${text(d, 'listingId')}`,
  }),
  won: (d) => ({
    title: liveNoticeMessages.won(text(d, 'title')),
    body: liveNoticeMessages.wonDetail(naira(d, 'price'), TERMS.paymentDueHours),
    url: '/cart',
  }),
  payment_due: (d) => ({
    title: orderNoticeLabels.paymentDue(text(d, 'title')),
    body: orderNoticeLabels.paymentDueDetail(naira(d, 'amountDue'), formatLagosTime(text(d, 'dueAt'))),
    url: '/cart',
  }),
  order_shipped: (d) => ({ title: orderNoticeLabels.shipped(text(d, 'title')), url: `/orders/${text(d, 'orderId')}` }),
  second_chance_offer: (d) => ({
    title: orderNoticeLabels.secondChance(text(d, 'title')),
    body: orderNoticeLabels.secondChanceDetail(naira(d, 'price'), formatLagosTime(text(d, 'expiresAt'))),
    url: '/offers',
  }),
  order_return: (d) => ({
    title: returnNoticeLabels[text(d, 'step') as ReturnNoticeStep]?.(text(d, 'title')) ?? text(d, 'title'),
    url: `/orders/${text(d, 'orderId')}`,
  }),
  order_disputed: (d) => ({
    title: orderNoticeLabels.disputed(text(d, 'title')),
    url: `/orders/${text(d, 'orderId')}`,
  }),
  dispute_resolved: (d) => ({
    title: orderNoticeLabels.disputeResolved(text(d, 'title')),
    url: `/orders/${text(d, 'orderId')}`,
  }),
  saved_search_match: (d) => ({
    title: savedSearchNoticeTexts.match(text(d, 'searchName')),
    body: savedSearchNoticeTexts.matchDetail(text(d, 'title'), naira(d, 'currentPrice')),
    url: `/auctions/${text(d, 'listingId')}`,
  }),
};

/** Alerts a bidder must act on within minutes go first; the push service may hold the others for a phone's battery. */
const URGENT = new Set<PushedNoticeKind>(['outbid', 'ending_final', 'won']);

export function pushPayload(kind: PushedNoticeKind, data: Data): PushPayload {
  const what = text(data, 'orderId') || text(data, 'listingId');
  return { ...views[kind](data), tag: `${kind}:${what}` };
}

/** Attempts made on the pushes to a subscription that are still to do, the one under way included. */
async function failedAttempts(db: Database, subscriptionId: string): Promise<number> {
  const [row] = await db
    .select({ attempts: sql<number>`coalesce(sum(${jobs.attempts}), 0)::int` })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, SEND_PUSH_JOB),
        isNull(jobs.doneAt),
        sql`${jobs.payload}->>'subscriptionId' = ${subscriptionId}`,
      ),
    );
  return row?.attempts ?? 0;
}

/**
 * Sends one notice to one browser, deciding at the moment of sending: nothing to a closed or
 * suspended account, for a kind its owner turned off, to a subscription removed since, or for
 * a notice older than the push's own lifetime (retries of a long outage end there). A push
 * service that answers 404 or 410 has forgotten the subscription, and so do we; so do we with
 * an endpoint that no longer passes the checks (modules/push/endpoint-guard.ts), and with one
 * whose waiting pushes have failed PUSH_ENDPOINT_MAX_FAILURES times. Any other failure throws,
 * and the job queue tries again after its backoff.
 */
export async function deliverPush(
  db: Database,
  vapid: VapidSource,
  send: PushSender,
  { notificationId, subscriptionId }: SendPushPayload,
) {
  const delivery = await findPushDelivery(db, notificationId, subscriptionId);
  if (!delivery || delivery.suspendedAt || delivery.closedAt) return;
  const kind = delivery.kind as PushedNoticeKind;
  if (!(kind in PUSHED_NOTICE_KINDS)) return;
  if (Date.now() - delivery.createdAt.getTime() > PUSH_TTL_SECONDS * 1000) return;
  if ((await optedOutPushKinds(db, delivery.userId)).includes(PUSHED_NOTICE_KINDS[kind])) return;
  const keys = await vapid();
  if (!keys) return;
  try {
    const outcome = await send(
      keys,
      delivery,
      pushPayload(kind, delivery.data as Data),
      URGENT.has(kind) ? 'high' : 'normal',
    );
    if (outcome === 'gone') await deleteSubscriptionById(db, subscriptionId);
  } catch (error) {
    // Refused now (the checks are stricter than when it was stored): nothing to retry.
    if (error instanceof PushEndpointRefused) return deleteSubscriptionById(db, subscriptionId);
    if ((await failedAttempts(db, subscriptionId)) >= PUSH_ENDPOINT_MAX_FAILURES)
      await deleteSubscriptionById(db, subscriptionId);
    throw error;
  }
}

export function pushJobs({
  db,
  vapid,
  pushEndpoints,
}: {
  db: Database;
  vapid: VapidSource;
  pushEndpoints: PushEndpointPolicy;
}): JobHandlers {
  const send = createPushSender(pushEndpoints);
  return { [SEND_PUSH_JOB]: { outside: (payload) => deliverPush(db, vapid, send, payload as SendPushPayload) } };
}
