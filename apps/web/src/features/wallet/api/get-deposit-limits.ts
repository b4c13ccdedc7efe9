import type { DepositLimits } from '@naijabid/shared/schemas/wallet';
import { apiRequest } from '../../../lib/api-client';

/** The smallest and largest deposit this server takes, in kobo (server settings). */
export async function getDepositLimits(options: { signal?: AbortSignal } = {}): Promise<DepositLimits> {
  const answer = await apiRequest<DepositLimits>('GET', '/wallet/deposit-limits', undefined, options);
  return answer.data;
}
