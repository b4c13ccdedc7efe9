import { orderLabels as m } from '@naijabid/shared/messages/orders';
import { returnPageLabels as r } from '@naijabid/shared/messages/returns';
import type { Order } from '@naijabid/shared/schemas/orders';

/** The deadline the order now runs against, named for the caller's side; none once it is settled. */
export function currentDeadline(order: Order): { label: string; at: string } | null {
  if (order.status === 'awaiting_payment') return { label: m.payBy, at: order.dueAt };
  if (order.status === 'paid' && order.shipBy) return { label: shipByLabel(order), at: order.shipBy };
  if ((order.status === 'shipped' || order.status === 'delivered') && order.confirmBy)
    return { label: m.confirmBy, at: order.confirmBy };
  if (order.status === 'return_requested' && order.return) return { label: r.answerBy, at: order.return.answerBy };
  if (order.status === 'return_accepted' && order.return?.shipBackBy)
    return { label: r.shipBackBy, at: order.return.shipBackBy };
  if (order.status === 'return_shipped' && order.return?.receiveBy)
    return { label: r.receiveBy, at: order.return.receiveBy };
  return null;
}

/** The seller's deadline after payment, in the words of the order's way of delivery and the reader's side. */
export function shipByLabel(order: Order): string {
  const seller = order.role === 'seller';
  if (order.delivery?.method === 'pickup') return seller ? m.youHandOverBy : m.handOverBy;
  return seller ? m.youShipBy : m.shipBy;
}

/** When the order began: its first transition (the close or the accepted offer). */
export function openedAt(order: Order): number {
  return Date.parse(order.timeline[0]?.at ?? order.dueAt);
}

export function newestFirst(orders: readonly Order[]): Order[] {
  return [...orders].sort((a, b) => openedAt(b) - openedAt(a));
}
