import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { LIVE_COUNTDOWN_TICK_MS, TERMS } from '@naijabid/shared/constants';
import { biddingMessages, liveNoticeMessages } from '@naijabid/shared/messages';
import { orderLabels, wonAuctionLabels as m } from '@naijabid/shared/messages/orders';
import { buttonStyles } from '../../components/button-styles';
import { isInCart, orderPath, useMyOrders } from '../../lib/api/list-my-orders';
import { useServerNow } from '../../lib/server-clock';
import { Deadline } from './components/deadline';

// The dialog carries the delivery form and its validation: loaded when the winner taps Pay.
const PayDialog = lazy(() => import('./components/pay-dialog').then(({ PayDialog }) => ({ default: PayDialog })));

/** The winner's outcome line: the payment deadline while the order is unpaid, none once it is paid. */
export function WonByYou({ auctionId, price }: { auctionId: string; price: string }) {
  const paid = !!useMyOrders().data?.find((candidate) => candidate.listingId === auctionId)?.paidAt;
  return (
    <p className="font-semibold text-emerald-900">
      {paid ? m.wonAndPaid(price) : biddingMessages.wonByYou(price, TERMS.paymentDueHours)}
    </p>
  );
}

/**
 * The winner's next step where they are: on the page of the auction they won, the Pay
 * button (the cart's pay dialog) and the deadline stay until the order is paid, and then a
 * link to the order. A live "won" toast closes after 4 s; this does not.
 */
export function PayForWonAuction({ auctionId }: { auctionId: string }) {
  const order = useMyOrders().data?.find((candidate) => candidate.listingId === auctionId);
  const now = useServerNow(LIVE_COUNTDOWN_TICK_MS);
  const [paying, setPaying] = useState(false);
  if (!order) return null;
  if (!isInCart(order)) {
    return (
      <p className="mt-3 text-sm">
        {order.paidAt && <span className="mr-2 font-semibold text-emerald-900">{m.paid}</span>}
        <Link to={orderPath(order.id)} className="font-semibold text-emerald-800 underline">
          {orderLabels.view}
        </Link>
      </p>
    );
  }
  return (
    <div className="mt-3 space-y-2">
      <p className="text-sm text-slate-800">
        <span className="text-slate-600">{m.dueIn} </span>
        <Deadline at={order.dueAt} now={now} />
      </p>
      <button type="button" className={`${buttonStyles.primary} w-full py-3 text-base`} onClick={() => setPaying(true)}>
        {liveNoticeMessages.payNow}
      </button>
      {paying && (
        <Suspense fallback={null}>
          <PayDialog order={order} onClose={() => setPaying(false)} />
        </Suspense>
      )}
    </div>
  );
}
