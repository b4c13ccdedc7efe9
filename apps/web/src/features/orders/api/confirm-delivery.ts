import { orderPath } from '../../../lib/api/list-my-orders';
import { apiRequest } from '../../../lib/api-client';
import { orderChanged } from './order-changed';

/** The buyer has the item: escrow pays the seller. Answers the server's sentence. */
export async function confirmDelivery(orderId: string): Promise<string | undefined> {
  const answer = await apiRequest<unknown>('POST', `${orderPath(orderId)}/confirm-delivery`);
  orderChanged(orderId);
  return answer.message;
}
