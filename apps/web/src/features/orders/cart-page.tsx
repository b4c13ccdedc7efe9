import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { LIVE_COUNTDOWN_TICK_MS } from '@naijabid/shared/constants';
import { cartLabels as m, orderLabels } from '@naijabid/shared/messages/orders';
import { buttonStyles } from '../../components/button-styles';
import { isInCart, useMyOrders } from '../../lib/api/list-my-orders';
import { useServerNow } from '../../lib/server-clock';
import { useHasSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { OrderCard } from './components/order-card';
import { EmptyState, Loaded, PageFrame } from './components/page-frame';
import { PayDialog } from './components/pay-dialog';
import { paymentByDeposit } from './payment-by-deposit';

/** `/cart`: won items awaiting payment, the closest deadline first, each with its Pay button. */
export default function CartPage() {
  useDocumentTitle(m.title);
  const signedIn = useHasSession();
  const orders = useMyOrders(signedIn);
  const now = useServerNow(LIVE_COUNTDOWN_TICK_MS);
  const [payingId, setPayingId] = useState<string | null>(null);
  if (!signedIn) return <Navigate to="/login" replace />;

  const depositFor = paymentByDeposit()?.orderId;
  return (
    <PageFrame
      title={m.title}
      intro={m.intro}
      links={
        <Link to="/orders" className={`${buttonStyles.ghost} min-h-11`}>
          {m.allOrders}
        </Link>
      }
    >
      <Loaded query={orders}>
        {(all) => {
          const items = all.filter(isInCart).sort((a, b) => Date.parse(a.dueAt) - Date.parse(b.dueAt));
          const paying = items.find((order) => order.id === payingId);
          if (items.length === 0)
            return (
              <EmptyState text={m.empty}>
                <Link to="/auctions" className={`${buttonStyles.primary} min-h-11`}>
                  {m.browse}
                </Link>
              </EmptyState>
            );
          return (
            <>
              <ul className="grid gap-3">
                {items.map((order) => (
                  <OrderCard key={order.id} order={order} now={now}>
                    {depositFor === order.id && (
                      <p role="status" className="w-full text-sm text-amber-900 sm:max-w-56">
                        {m.waitingForDeposit}
                      </p>
                    )}
                    <button
                      type="button"
                      className={`${buttonStyles.primary} min-h-11 max-sm:w-full`}
                      aria-label={orderLabels.payFor(order.title)}
                      onClick={() => setPayingId(order.id)}
                    >
                      {orderLabels.pay}
                    </button>
                  </OrderCard>
                ))}
              </ul>
              {paying && <PayDialog order={paying} onClose={() => setPayingId(null)} />}
            </>
          );
        }}
      </Loaded>
    </PageFrame>
  );
}
