import type { Order, SecondChanceOffer } from '@naijabid/shared/schemas/orders';
import { useQuery, type QueryResult } from '../query';

/**
 * The signed-in user's orders as buyer (`/me/orders`) and seller (`/me/sales`), and their
 * second-chance offers: the header's cart badge, the dashboard and the order pages read
 * them. Read without a schema: the header shows the cart count on the marketplace's first
 * screen, which must not carry zod; each order page reads its order with one.
 */
export const MY_ORDERS_PATH = '/me/orders';
export const MY_SALES_PATH = '/me/sales';
export const MY_OFFERS_PATH = '/me/offers';

export function orderPath(orderId: string): string {
  return `/orders/${encodeURIComponent(orderId)}`;
}

function useItems<T>(path: string | null): QueryResult<T[]> {
  const query = useQuery<{ items: T[] }>(path);
  return { ...query, data: query.data?.items };
}

/** Orders the user bought; nothing is read while `enabled` is false. */
export function useMyOrders(enabled = true): QueryResult<Order[]> {
  return useItems<Order>(enabled ? MY_ORDERS_PATH : null);
}

/** Orders of what the user sold. */
export function useMySales(enabled = true): QueryResult<Order[]> {
  return useItems<Order>(enabled ? MY_SALES_PATH : null);
}

export function useMyOffers(enabled = true): QueryResult<SecondChanceOffer[]> {
  return useItems<SecondChanceOffer>(enabled ? MY_OFFERS_PATH : null);
}

/** Won items the buyer may pay for now: the cart. */
export function isInCart(order: Order): boolean {
  return order.status === 'awaiting_payment' && order.actions.includes('pay');
}
