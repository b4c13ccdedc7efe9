import type { WalletBalance } from '@naijabid/shared/schemas/wallet';
import { apiRequest } from '../../../lib/api-client';

/** Available and held kobo of the signed-in user's wallet. */
export async function getWallet(options: { signal?: AbortSignal } = {}): Promise<WalletBalance> {
  const answer = await apiRequest<WalletBalance>('GET', '/wallet', undefined, options);
  return answer.data;
}
