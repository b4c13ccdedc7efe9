import { orderPath } from '../../../lib/api/list-my-orders';
import { apiRequest } from '../../../lib/api-client';
import { orderChanged } from './order-changed';

/** The seller offers a forfeited item to the next highest bidder. Answers the server's sentence. */
export async function offerSecondChance(orderId: string): Promise<string | undefined> {
  const answer = await apiRequest<unknown>('POST', `${orderPath(orderId)}/second-chance`);
  orderChanged(orderId);
  return answer.message;
}
