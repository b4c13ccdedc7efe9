import type { RateOrderRequest } from '@naijabid/shared/schemas/ratings';
import { orderPath } from '../../../lib/api/list-my-orders';
import { apiRequest } from '../../../lib/api-client';
import { orderChanged } from './order-changed';

/** Gives the rating of the other party, or changes it within the edit window. Answers the server's sentence. */
export async function rateOrder(orderId: string, rating: RateOrderRequest): Promise<string | undefined> {
  const answer = await apiRequest<unknown>('POST', `${orderPath(orderId)}/rating`, rating);
  orderChanged(orderId);
  return answer.message;
}
