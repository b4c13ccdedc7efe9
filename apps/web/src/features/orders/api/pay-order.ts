import type { ApiSuccess } from '@naijabid/shared/api';
import { orderPaymentSchema, type OrderPayment } from '@naijabid/shared/schemas/orders';
import type { DeliveryChoice } from '@naijabid/shared/schemas/pay-requests';
import { orderPath } from '../../../lib/api/list-my-orders';
import { apiRequest } from '../../../lib/api-client';
import { orderChanged } from './order-changed';

/**
 * Pays the order from the wallet and the security held. The same `idempotencyKey` on a retry
 * makes the server answer the first payment again instead of taking the money twice.
 */
export async function payOrder(
  orderId: string,
  delivery: DeliveryChoice,
  idempotencyKey: string,
): Promise<ApiSuccess<OrderPayment>> {
  const answer = await apiRequest<OrderPayment>(
    'POST',
    `${orderPath(orderId)}/pay`,
    { delivery },
    { headers: { 'Idempotency-Key': idempotencyKey }, schema: orderPaymentSchema },
  );
  orderChanged(orderId);
  return answer;
}
