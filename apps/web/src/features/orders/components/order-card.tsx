import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { orderLabels as m } from '@naijabid/shared/messages/orders';
import { formatNaira } from '@naijabid/shared/money';
import type { Order } from '@naijabid/shared/schemas/orders';
import { AuctionImage } from '../../../components/auction-image';
import { currentDeadline } from '../order-deadline';
import { Deadline } from './deadline';
import { OrderStatusBadge } from './order-status-badge';

/** One order in a list: photo, title linking to the order, status, price, the running deadline, and its buttons. */
export function OrderCard({ order, now, children }: { order: Order; now: number; children?: ReactNode }) {
  const deadline = currentDeadline(order);
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-3 sm:flex-row sm:items-center sm:p-4">
      <div className="flex min-w-0 flex-1 gap-3">
        <AuctionImage photo={order.image} alt="" sizes="80px" className="h-20 w-20 shrink-0 rounded-lg" />
        <div className="min-w-0 flex-1">
          <OrderStatusBadge status={order.status} />
          <h3 className="mt-1 leading-snug font-semibold break-words text-slate-900">
            <Link to={`/orders/${order.id}`} className="hover:underline">
              {order.title}
            </Link>
          </h3>
          <dl className="mt-1 grid gap-x-4 gap-y-0.5 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="text-slate-600">{m.price}</dt>
            <dd className="font-semibold text-slate-900">{formatNaira(order.price)}</dd>
            {deadline && (
              <>
                <dt className="text-slate-600">{deadline.label}</dt>
                <dd>
                  <Deadline at={deadline.at} now={now} />
                </dd>
              </>
            )}
          </dl>
        </div>
      </div>
      {children && <div className="flex shrink-0 flex-wrap gap-2 sm:justify-end">{children}</div>}
    </li>
  );
}
