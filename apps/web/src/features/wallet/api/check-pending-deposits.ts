import { itemsDataSchema } from '@naijabid/shared/schemas/envelope';
import { depositSchema, type Deposit } from '@naijabid/shared/schemas/wallet';
import { apiRequest } from '../../../lib/api-client';

const depositsSchema = itemsDataSchema(depositSchema);

/**
 * Has the server ask the payment provider about each of the user's pending deposits (a
 * checkout left with Back, a payment whose webhook is late); answers the deposits as they
 * then stand, newest first, as GET /wallet/deposits does.
 */
export async function checkPendingDeposits(options: { signal?: AbortSignal } = {}): Promise<Deposit[]> {
  const answer = await apiRequest<{ items: Deposit[] }>('POST', '/wallet/deposits/check-pending', undefined, {
    ...options,
    schema: depositsSchema,
  });
  return answer.data.items;
}
