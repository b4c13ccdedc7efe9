import { useState } from 'react';
import { Navigate } from 'react-router';
import { LIVE_COUNTDOWN_TICK_MS } from '@naijabid/shared/constants';
import { orderPageLabels, salesPageLabels as m } from '@naijabid/shared/messages/orders';
import { handoverLabels } from '@naijabid/shared/messages/receipts';
import { buttonStyles } from '../../components/button-styles';
import { useMySales } from '../../lib/api/list-my-orders';
import { useServerNow } from '../../lib/server-clock';
import { useHasSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { OrderCard } from './components/order-card';
import { EmptyState, Loaded, PageFrame } from './components/page-frame';
import { HandOverDialog } from './components/hand-over-dialog';
import { ShipDialog } from './components/ship-dialog';
import { newestFirst } from './order-deadline';

/** `/sales`: the seller's sold items, newest first; a paid one is marked as shipped, or a pickup handed over, from here. */
export default function SalesPage() {
  useDocumentTitle(m.title);
  const signedIn = useHasSession();
  const sales = useMySales(signedIn);
  const now = useServerNow(LIVE_COUNTDOWN_TICK_MS);
  const [shippingId, setShippingId] = useState<string | null>(null);
  const [handingOverId, setHandingOverId] = useState<string | null>(null);
  if (!signedIn) return <Navigate to="/login" replace />;

  return (
    <PageFrame title={m.title} intro={m.intro}>
      <Loaded query={sales}>
        {(items) =>
          items.length === 0 ? (
            <EmptyState text={m.empty} />
          ) : (
            <ul className="grid gap-3">
              {newestFirst(items).map((order) => (
                <OrderCard key={order.id} order={order} now={now}>
                  {order.actions.includes('ship') && (
                    <button
                      type="button"
                      className={`${buttonStyles.primary} min-h-11 max-sm:w-full`}
                      aria-label={orderPageLabels.shipNamed(order.title)}
                      onClick={() => setShippingId(order.id)}
                    >
                      {orderPageLabels.ship}
                    </button>
                  )}
                  {order.actions.includes('hand_over') && (
                    <button
                      type="button"
                      className={`${buttonStyles.primary} min-h-11 max-sm:w-full`}
                      aria-label={handoverLabels.handOverNamed(order.title)}
                      onClick={() => setHandingOverId(order.id)}
                    >
                      {handoverLabels.handOver}
                    </button>
                  )}
                </OrderCard>
              ))}
            </ul>
          )
        }
      </Loaded>
      {shippingId && <ShipDialog orderId={shippingId} onClose={() => setShippingId(null)} />}
      {handingOverId && <HandOverDialog orderId={handingOverId} onClose={() => setHandingOverId(null)} />}
    </PageFrame>
  );
}
