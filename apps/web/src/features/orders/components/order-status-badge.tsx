import { orderStatusLabels } from '@naijabid/shared/messages/orders';
import type { OrderStatus } from '@naijabid/shared/constants';

const tones: Record<OrderStatus, string> = {
  awaiting_payment: 'bg-amber-100 text-amber-900',
  paid: 'bg-sky-100 text-sky-900',
  shipped: 'bg-indigo-100 text-indigo-900',
  delivered: 'bg-emerald-100 text-emerald-900',
  completed: 'bg-emerald-700 text-white',
  forfeited: 'bg-red-100 text-red-900',
  cancelled: 'bg-slate-200 text-slate-800',
  disputed: 'bg-red-700 text-white',
  refunded: 'bg-slate-200 text-slate-800',
  resolved: 'bg-emerald-100 text-emerald-900',
  return_requested: 'bg-amber-100 text-amber-900',
  return_accepted: 'bg-amber-100 text-amber-900',
  return_shipped: 'bg-indigo-100 text-indigo-900',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[status]}`}>
      {orderStatusLabels[status]}
    </span>
  );
}
