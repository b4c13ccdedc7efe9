import { WALLET_PATH } from '../../../lib/api/get-wallet';
import { MY_OFFERS_PATH, MY_ORDERS_PATH, MY_SALES_PATH, orderPath } from '../../../lib/api/list-my-orders';
import { invalidate } from '../../../lib/query';

/** After an order moved on (here, elsewhere, or by the server's clock): every list and balance it shows in is read again. */
export function orderChanged(orderId?: string): void {
  invalidate(MY_ORDERS_PATH, MY_SALES_PATH, MY_OFFERS_PATH, WALLET_PATH, ...(orderId ? [orderPath(orderId)] : []));
}
