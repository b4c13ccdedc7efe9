import type { OpenDisputeRequest } from '@naijabid/shared/schemas/orders';
import { orderPath } from '../../../lib/api/list-my-orders';
import { apiRequest } from '../../../lib/api-client';
import { orderChanged } from './order-changed';

/** Holds the payment in escrow while support reviews what went wrong. Answers the server's sentence. */
export async function openDispute(orderId: string, dispute: OpenDisputeRequest): Promise<string | undefined> {
  const answer = await apiRequest<unknown>('POST', `${orderPath(orderId)}/disputes`, dispute);
  orderChanged(orderId);
  return answer.message;
}
