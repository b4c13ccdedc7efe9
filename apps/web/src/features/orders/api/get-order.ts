import { orderDataSchema, type Order } from '@naijabid/shared/schemas/orders';
import { orderPath } from '../../../lib/api/list-my-orders';
import { useQuery, type QueryResult } from '../../../lib/query';

/** One order as its buyer or seller reads it, checked against the contract: it carries amounts and actions. */
export function useOrder(orderId: string | undefined): QueryResult<Order> {
  const query = useQuery<{ order: Order }>(orderId ? orderPath(orderId) : null, { schema: orderDataSchema });
  return { ...query, data: query.data?.order };
}
