import { depositStatusSchema, type DepositStatus } from '@naijabid/shared/schemas/wallet';
import { apiRequest } from '../../../lib/api-client';

/** Whether the provider's confirmation has credited one of the user's deposits; 404 for anyone else's. */
export async function getDepositStatus(
  reference: string,
  options: { signal?: AbortSignal } = {},
): Promise<DepositStatus> {
  const answer = await apiRequest<DepositStatus>(
    'GET',
    `/wallet/deposits/${encodeURIComponent(reference)}`,
    undefined,
    { ...options, schema: depositStatusSchema },
  );
  return answer.data;
}
