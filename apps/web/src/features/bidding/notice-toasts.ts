import type { NavigateFunction } from 'react-router';
import { toast } from 'sonner';
import { TERMS } from '@naijabid/shared/constants';
import { liveNoticeMessages as m, walletMessages } from '@naijabid/shared/messages';
import { noticeTexts } from '@naijabid/shared/messages/notifications';
import { withdrawalMessages } from '@naijabid/shared/messages/withdrawals';
import { formatNaira } from '@naijabid/shared/money';
import type { MyEvents } from '../../lib/live-events';

/** The orders feature shows the notices about orders. */
type BiddingNoticeType = 'outbid' | 'won' | 'lost' | 'deposit_credited' | 'withdrawal_settled';
export type Notice = { [Type in BiddingNoticeType]: { type: Type; data: MyEvents[Type] } }[BiddingNoticeType];

/**
 * One toast per notice, with the way to act on it. The id makes a second outbid on the same
 * auction replace the first instead of stacking.
 */
export function showNotice(notice: Notice, navigate: NavigateFunction): void {
  const action = (label: string, path: string) => ({ label, onClick: () => navigate(path) });
  switch (notice.type) {
    case 'outbid': {
      const { listingId, title, currentPrice } = notice.data;
      toast.warning(m.outbid(title), {
        id: `outbid-${listingId}`,
        description: m.outbidDetail(formatNaira(currentPrice)),
        action: action(m.viewAuction, `/auctions/${listingId}`),
      });
      return;
    }
    case 'won': {
      const { listingId, title, price } = notice.data;
      toast.success(m.won(title), {
        id: `result-${listingId}`,
        description: m.wonDetail(formatNaira(price), TERMS.paymentDueHours),
        action: action(m.payNow, '/cart'),
      });
      return;
    }
    case 'lost': {
      const { listingId, title, price, outcome } = notice.data;
      toast(m.lost(title), {
        id: `result-${listingId}`,
        description: outcome === 'unsold' ? noticeTexts.lostUnsoldDetail : m.lostDetail(formatNaira(price)),
        action: action(m.viewAuction, `/auctions/${listingId}`),
      });
      return;
    }
    case 'deposit_credited':
      toast.success(walletMessages.depositCredited(formatNaira(notice.data.amount)), {
        id: `deposit-${notice.data.reference}`,
        action: action(m.viewWallet, '/wallet'),
      });
      return;
    case 'withdrawal_settled': {
      const { reference, amount, status, bankName } = notice.data;
      const naira = formatNaira(amount);
      const options = { id: `withdrawal-${reference}`, action: action(m.viewWallet, '/wallet') };
      if (status === 'succeeded') toast.success(withdrawalMessages.succeededNotice(naira, bankName), options);
      else if (status === 'failed') toast.error(withdrawalMessages.failedNotice(naira), options);
      else toast.error(withdrawalMessages.reversedNotice(naira), options);
    }
  }
}
