import type { ShipOrderRequest } from '@naijabid/shared/schemas/orders';
import { orderPath } from '../../../lib/api/list-my-orders';
import { apiRequest } from '../../../lib/api-client';
import { orderChanged } from './order-changed';

/** The seller's courier and tracking number; the buyer is told at once. Answers the server's sentence. */
export async function shipOrder(orderId: string, shipment: ShipOrderRequest): Promise<string | undefined> {
  const answer = await apiRequest<unknown>('POST', `${orderPath(orderId)}/ship`, shipment);
  orderChanged(orderId);
  return answer.message;
}
