import { Link, Navigate } from 'react-router';
import { LIVE_COUNTDOWN_TICK_MS } from '@naijabid/shared/constants';
import { ordersPageLabels as m } from '@naijabid/shared/messages/orders';
import { buttonStyles } from '../../components/button-styles';
import { useMyOrders } from '../../lib/api/list-my-orders';
import { useServerNow } from '../../lib/server-clock';
import { useHasSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { OrderCard } from './components/order-card';
import { EmptyState, Loaded, PageFrame } from './components/page-frame';
import { newestFirst } from './order-deadline';

/** `/orders`: everything the user won, newest first, with each order's status and running deadline. */
export default function OrdersPage() {
  useDocumentTitle(m.title);
  const signedIn = useHasSession();
  const orders = useMyOrders(signedIn);
  const now = useServerNow(LIVE_COUNTDOWN_TICK_MS);
  if (!signedIn) return <Navigate to="/login" replace />;

  return (
    <PageFrame
      title={m.title}
      intro={m.intro}
      links={
        <>
          <Link to="/cart" className={`${buttonStyles.secondary} min-h-11`}>
            {m.cart}
          </Link>
          <Link to="/offers" className={`${buttonStyles.ghost} min-h-11`}>
            {m.offers}
          </Link>
        </>
      }
    >
      <Loaded query={orders}>
        {(items) =>
          items.length === 0 ? (
            <EmptyState text={m.empty} />
          ) : (
            <ul className="grid gap-3">
              {newestFirst(items).map((order) => (
                <OrderCard key={order.id} order={order} now={now} />
              ))}
            </ul>
          )
        }
      </Loaded>
    </PageFrame>
  );
}
