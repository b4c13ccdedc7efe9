import { orderPath } from '../../../lib/api/list-my-orders';
import { apiRequest } from '../../../lib/api-client';
import { orderChanged } from './order-changed';

/** The seller missed the shipping deadline: the buyer cancels for a full refund. Answers the server's sentence. */
export async function cancelOrder(orderId: string): Promise<string | undefined> {
  const answer = await apiRequest<unknown>('POST', `${orderPath(orderId)}/cancel`);
  orderChanged(orderId);
  return answer.message;
}
