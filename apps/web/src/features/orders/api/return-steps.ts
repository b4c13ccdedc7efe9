import type { RequestReturnRequest, ShipReturnRequest } from '@naijabid/shared/schemas/orders';
import { orderPath } from '../../../lib/api/list-my-orders';
import { apiRequest } from '../../../lib/api-client';
import { orderChanged } from './order-changed';

/** A return step (docs/product.md#returns) at its path under the order; answers the server's sentence. */
async function returnStep(orderId: string, path: string, body?: unknown): Promise<string | undefined> {
  const answer = await apiRequest<unknown>('POST', `${orderPath(orderId)}/${path}`, body);
  orderChanged(orderId);
  return answer.message;
}

/** The buyer has the item: the inspection window starts. */
export const markReceived = (orderId: string) => returnStep(orderId, 'received');
/** The buyer asks to send the item back, with the photos uploaded for it. */
export const requestReturn = (orderId: string, request: RequestReturnRequest) =>
  returnStep(orderId, 'returns', request);
export const acceptReturn = (orderId: string) => returnStep(orderId, 'returns/accept');
export const refuseReturn = (orderId: string) => returnStep(orderId, 'returns/refuse');
/** The buyer's courier and tracking number for the way back. */
export const shipReturn = (orderId: string, shipment: ShipReturnRequest) =>
  returnStep(orderId, 'returns/ship', shipment);
/** The seller has the item back: the buyer is refunded. */
export const confirmReturnReceived = (orderId: string) => returnStep(orderId, 'returns/received');
