import { depositSchema, type Deposit } from '@naijabid/shared/schemas/wallet';
import { apiRequest } from '../../../lib/api-client';

/** How one of the user's deposits stands (pending, credited, failed); 404 for anyone else's. */
export async function getDepositStatus(reference: string, options: { signal?: AbortSignal } = {}): Promise<Deposit> {
  const answer = await apiRequest<Deposit>('GET', `/wallet/deposits/${encodeURIComponent(reference)}`, undefined, {
    ...options,
    schema: depositSchema,
  });
  return answer.data;
}
