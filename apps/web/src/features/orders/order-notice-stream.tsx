import { useEffect } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';
import { toast } from 'sonner';
import { orderNoticeLabels as m } from '@naijabid/shared/messages/orders';
import { returnNoticeLabels } from '@naijabid/shared/messages/returns';
import { formatNaira } from '@naijabid/shared/money';
import type { SecondChanceAnswerEvent } from '@naijabid/shared/schemas/orders';
import { formatLagosTime } from '@naijabid/shared/date-time';
import { useMyEvents } from '../../lib/live-events';
import { orderChanged } from './api/order-changed';
import { forgetPaymentByDeposit, paymentByDeposit, watchOrderUntilPaid } from './payment-by-deposit';

function orderLink(navigate: NavigateFunction, orderId: string) {
  return { label: m.viewOrder, onClick: () => navigate(`/orders/${orderId}`) };
}

/**
 * The seller's offer was declined or expired: the forfeited sale's page (read again) offers
 * the item to the next bidder. After a reserve not met there is no such page to point to.
 */
function offerEnded(navigate: NavigateFunction, title: string, event: SecondChanceAnswerEvent) {
  const sale = event.forfeitedOrderId;
  orderChanged(sale ?? undefined);
  toast(title, {
    id: `offer-${event.offerId}`,
    ...(sale && { description: m.offerNextBidder, action: orderLink(navigate, sale) }),
  });
}

/**
 * Order notices as toasts, each reloading the orders, sales, offers and wallet it changed;
 * and, back from a deposit that pays an order, the order watched until it is paid.
 */
export default function OrderNoticeStream() {
  const navigate = useNavigate();

  useEffect(() => {
    const pending = paymentByDeposit();
    if (!pending) return;
    return watchOrderUntilPaid(pending.orderId, () => {
      forgetPaymentByDeposit();
      orderChanged(pending.orderId);
      toast.success(m.paidByDeposit, { id: `paid-${pending.orderId}`, action: orderLink(navigate, pending.orderId) });
    });
  }, [navigate]);

  useMyEvents(true, {
    payment_due: (event) => {
      orderChanged(event.orderId);
      toast.warning(m.paymentDue(event.title), {
        id: `due-${event.orderId}`,
        description: m.paymentDueDetail(formatNaira(event.amountDue), formatLagosTime(event.dueAt)),
        action: { label: m.goToCart, onClick: () => navigate('/cart') },
      });
    },
    order_paid: (event) => {
      orderChanged(event.orderId);
      if (paymentByDeposit()?.orderId === event.orderId) forgetPaymentByDeposit();
      toast.success(m.paid(event.title), {
        id: `paid-${event.orderId}`,
        description: m.paidDetail(formatLagosTime(event.shipBy)),
        action: orderLink(navigate, event.orderId),
      });
    },
    order_shipped: (event) => {
      orderChanged(event.orderId);
      toast.success(m.shipped(event.title), {
        id: `step-${event.orderId}`,
        action: orderLink(navigate, event.orderId),
      });
    },
    order_completed: (event) => {
      orderChanged(event.orderId);
      toast.success(m.completed(event.title), {
        id: `step-${event.orderId}`,
        action: orderLink(navigate, event.orderId),
      });
    },
    order_forfeited: (event) => {
      orderChanged(event.orderId);
      toast.warning(m.forfeited(event.title), {
        id: `step-${event.orderId}`,
        description: (event.role === 'seller' ? m.forfeitedSellerDetail : m.forfeitedDetail)(formatNaira(event.amount)),
        action: orderLink(navigate, event.orderId),
      });
    },
    order_ship_overdue: (event) => {
      orderChanged(event.orderId);
      toast.warning(m.shipOverdue(event.title), {
        id: `step-${event.orderId}`,
        description: m.shipOverdueDetail,
        action: orderLink(navigate, event.orderId),
      });
    },
    order_cancelled: (event) => {
      orderChanged(event.orderId);
      toast(m.cancelled(event.title), { id: `step-${event.orderId}`, action: orderLink(navigate, event.orderId) });
    },
    order_disputed: (event) => {
      orderChanged(event.orderId);
      toast.warning(m.disputed(event.title), {
        id: `step-${event.orderId}`,
        action: orderLink(navigate, event.orderId),
      });
    },
    order_return: (event) => {
      orderChanged(event.orderId);
      toast(returnNoticeLabels[event.step](event.title), {
        id: `step-${event.orderId}`,
        action: orderLink(navigate, event.orderId),
      });
    },
    dispute_resolved: (event) => {
      orderChanged(event.orderId);
      toast(m.disputeResolved(event.title), {
        id: `step-${event.orderId}`,
        action: orderLink(navigate, event.orderId),
      });
    },
    second_chance_offer: (event) => {
      orderChanged();
      toast.success(m.secondChance(event.title), {
        id: `offer-${event.offerId}`,
        description: m.secondChanceDetail(formatNaira(event.price), formatLagosTime(event.expiresAt)),
        action: { label: m.viewOffers, onClick: () => navigate('/offers') },
      });
    },
    second_chance_accepted: (event) => {
      orderChanged(event.forfeitedOrderId ?? undefined);
      toast.success(m.offerAccepted(event.title), {
        id: `offer-${event.offerId}`,
        description: m.offerAcceptedDetail(formatNaira(event.price)),
        ...(event.orderId && { action: orderLink(navigate, event.orderId) }),
      });
    },
    second_chance_declined: (event) => offerEnded(navigate, m.offerDeclined(event.title), event),
    second_chance_expired: (event) => offerEnded(navigate, m.offerExpired(event.title), event),
  });
  return null;
}
