import { depositSchema, type Deposit } from '@naijabid/shared/schemas/wallet';
import { apiRequest } from '../../../lib/api-client';

/**
 * Gives up a pending deposit. The server asks the payment provider first, so the answer may
 * be a credit (the payment had gone through) rather than a cancel; its message says which.
 */
export async function cancelDeposit(reference: string): Promise<{ message: string; deposit: Deposit }> {
  const answer = await apiRequest<Deposit>(
    'POST',
    `/wallet/deposits/${encodeURIComponent(reference)}/cancel`,
    undefined,
    {
      schema: depositSchema,
    },
  );
  return { message: answer.message ?? '', deposit: answer.data };
}
