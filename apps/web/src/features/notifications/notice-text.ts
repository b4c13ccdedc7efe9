import { TERMS } from '@naijabid/shared/constants';
import { liveNoticeMessages, walletMessages } from '@naijabid/shared/messages';
import { genericNotice, noticeTexts } from '@naijabid/shared/messages/notifications';
import { orderNoticeLabels } from '@naijabid/shared/messages/orders';
import { savedSearchNoticeTexts } from '@naijabid/shared/messages/saved-searches';
import { returnNoticeLabels, type ReturnNoticeStep } from '@naijabid/shared/messages/returns';
import { withdrawalMessages } from '@naijabid/shared/messages/withdrawals';
import { formatNaira } from '@naijabid/shared/money';
import type { Notification } from '@naijabid/shared/schemas/notifications';
import { ENDING_FINAL_NOTICE_MINUTES } from '@naijabid/shared/schemas/watchlist';
import { formatLagosTime } from '@naijabid/shared/date-time';

/** What the bell shows of a notice: the words of its live toast, and the page it is about. */
export interface NoticeView {
  title: string;
  detail?: string;
  href: string;
}

type Data = Record<string, unknown>;
const text = (data: Data, key: string) => String(data[key] ?? '');
const naira = (data: Data, key: string) => formatNaira(Number(data[key] ?? 0));
const auctionPage = (data: Data) => `/auctions/${text(data, 'listingId')}`;
const orderPage = (data: Data) => `/orders/${text(data, 'orderId')}`;

/** Each kind the bell knows; a kind added later is shown by `fallback` until it has its line here. */
const views: Record<string, (data: Data) => NoticeView> = {
  outbid: (d) => ({
    title: liveNoticeMessages.outbid(text(d, 'title')),
    detail: liveNoticeMessages.outbidDetail(naira(d, 'currentPrice')),
    href: auctionPage(d),
  }),
  ending_soon: (d) => ({
    title: noticeTexts.endingSoon(text(d, 'title')),
    detail: noticeTexts.endingSoonDetail(naira(d, 'currentPrice')),
    href: auctionPage(d),
  }),
  ending_final: (d) => ({
    title: noticeTexts.endingFinal(text(d, 'title'), ENDING_FINAL_NOTICE_MINUTES),
    detail: noticeTexts.endingSoonDetail(naira(d, 'currentPrice')),
    href: auctionPage(d),
  }),
  won: (d) => ({
    title: liveNoticeMessages.won(text(d, 'title')),
    detail: liveNoticeMessages.wonDetail(naira(d, 'price'), TERMS.paymentDueHours),
    href: '/cart',
  }),
  lost: (d) => ({
    title: liveNoticeMessages.lost(text(d, 'title')),
    detail: d.outcome === 'unsold' ? noticeTexts.lostUnsoldDetail : liveNoticeMessages.lostDetail(naira(d, 'price')),
    href: auctionPage(d),
  }),
  auction_ended: (d) =>
    d.outcome === 'sold'
      ? {
          title: noticeTexts.auctionSold(text(d, 'title')),
          detail: noticeTexts.auctionSoldDetail(naira(d, 'price')),
          href: '/sales',
        }
      : {
          title: noticeTexts.auctionUnsold(text(d, 'title')),
          detail: noticeTexts.auctionUnsoldDetail,
          href: '/sell/listings',
        },
  saved_search_match: (d) => ({
    title: savedSearchNoticeTexts.match(text(d, 'searchName')),
    detail: savedSearchNoticeTexts.matchDetail(text(d, 'title'), naira(d, 'currentPrice')),
    href: auctionPage(d),
  }),
  relisted: (d) => ({
    title: savedSearchNoticeTexts.relisted(text(d, 'title')),
    detail: savedSearchNoticeTexts.relistedDetail(naira(d, 'startingPrice'), Number(d.relistsLeft ?? 0)),
    href: auctionPage(d),
  }),
  payment_due: (d) => ({
    title: orderNoticeLabels.paymentDue(text(d, 'title')),
    detail: orderNoticeLabels.paymentDueDetail(naira(d, 'amountDue'), formatLagosTime(text(d, 'dueAt'))),
    href: '/cart',
  }),
  order_paid: (d) => ({
    title: orderNoticeLabels.paid(text(d, 'title')),
    detail: orderNoticeLabels.paidDetail(formatLagosTime(text(d, 'shipBy'))),
    href: orderPage(d),
  }),
  order_shipped: (d) => ({ title: orderNoticeLabels.shipped(text(d, 'title')), href: orderPage(d) }),
  order_completed: (d) => ({ title: orderNoticeLabels.completed(text(d, 'title')), href: orderPage(d) }),
  order_forfeited: (d) => ({
    title: orderNoticeLabels.forfeited(text(d, 'title')),
    detail: (d.role === 'seller' ? orderNoticeLabels.forfeitedSellerDetail : orderNoticeLabels.forfeitedDetail)(
      naira(d, 'amount'),
    ),
    href: orderPage(d),
  }),
  order_ship_overdue: (d) => ({
    title: orderNoticeLabels.shipOverdue(text(d, 'title')),
    detail: orderNoticeLabels.shipOverdueDetail,
    href: orderPage(d),
  }),
  order_cancelled: (d) => ({ title: orderNoticeLabels.cancelled(text(d, 'title')), href: orderPage(d) }),
  order_disputed: (d) => ({ title: orderNoticeLabels.disputed(text(d, 'title')), href: orderPage(d) }),
  dispute_resolved: (d) => ({ title: orderNoticeLabels.disputeResolved(text(d, 'title')), href: orderPage(d) }),
  order_return: (d) => ({
    // A step this build has no words for (a newer server's) still names the item.
    title: returnNoticeLabels[text(d, 'step') as ReturnNoticeStep]?.(text(d, 'title')) ?? text(d, 'title'),
    href: orderPage(d),
  }),
  listing_taken_down: (d) => ({
    title: noticeTexts.listingTakenDown(text(d, 'title')),
    detail: noticeTexts.listingTakenDownDetail,
    href: '/dashboard',
  }),
  listing_restored: (d) => ({ title: noticeTexts.listingRestored(text(d, 'title')), href: auctionPage(d) }),
  seller_verification_revoked: (d) => ({
    title: noticeTexts.verificationRevoked,
    detail: noticeTexts.verificationRevokedDetail(text(d, 'reason')),
    href: '/settings/verify',
  }),
  second_chance_offer: (d) => ({
    title: orderNoticeLabels.secondChance(text(d, 'title')),
    detail: orderNoticeLabels.secondChanceDetail(naira(d, 'price'), formatLagosTime(text(d, 'expiresAt'))),
    href: '/offers',
  }),
  second_chance_accepted: (d) => ({
    title: orderNoticeLabels.offerAccepted(text(d, 'title')),
    detail: orderNoticeLabels.offerAcceptedDetail(naira(d, 'price')),
    href: d.orderId ? orderPage(d) : '/sales',
  }),
  second_chance_declined: (d) => ({ title: orderNoticeLabels.offerDeclined(text(d, 'title')), href: '/sales' }),
  second_chance_expired: (d) => ({ title: orderNoticeLabels.offerExpired(text(d, 'title')), href: '/sales' }),
  deposit_credited: (d) => ({ title: walletMessages.depositCredited(naira(d, 'amount')), href: '/wallet' }),
  withdrawal_settled: (d) => {
    const amount = naira(d, 'amount');
    const title =
      d.status === 'succeeded'
        ? withdrawalMessages.succeededNotice(amount, text(d, 'bankName'))
        : d.status === 'failed'
          ? withdrawalMessages.failedNotice(amount)
          : withdrawalMessages.reversedNotice(amount);
    return { title, href: '/wallet' };
  },
};

/** A kind this list has no words for: its item's title if it names one, and the page of what it is about. */
function fallback(data: Data): NoticeView {
  const title = typeof data.title === 'string' ? `${genericNotice}: ${data.title}` : genericNotice;
  if (typeof data.orderId === 'string') return { title, href: orderPage(data) };
  if (typeof data.listingId === 'string') return { title, href: auctionPage(data) };
  return { title, href: '/dashboard' };
}

export function noticeView(notice: Pick<Notification, 'kind' | 'data'>): NoticeView {
  return (views[notice.kind] ?? fallback)(notice.data);
}

/** The live event types the bell listens for, so its count rises the moment one arrives. */
export const NOTICE_KINDS = Object.keys(views);
