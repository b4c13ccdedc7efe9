import type { WalletBalance } from '@naijabid/shared/schemas/wallet';
import { apiRequest } from '../../../lib/api-client';

/** What the signed-in user can bid with (`available`) and what their bids hold, in kobo. */
export async function getWalletBalance(options: { signal?: AbortSignal } = {}): Promise<WalletBalance> {
  return (await apiRequest<WalletBalance>('GET', '/wallet', undefined, options)).data;
}
