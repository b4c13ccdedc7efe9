import { orderPath } from '../../../lib/api/list-my-orders';
import { apiRequest } from '../../../lib/api-client';
import { orderChanged } from './order-changed';

/** The seller types the buyer's pickup code: the sale completes and pays at once. Answers the server's sentence. */
export async function handOver(orderId: string, code: string): Promise<string | undefined> {
  const answer = await apiRequest<unknown>('POST', `${orderPath(orderId)}/handover`, { code });
  orderChanged(orderId);
  return answer.message;
}
