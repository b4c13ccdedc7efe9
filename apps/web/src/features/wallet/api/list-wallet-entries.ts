import type { WalletEntry } from '@naijabid/shared/schemas/wallet';
import { apiRequest } from '../../../lib/api-client';

/** The wallet's newest movements, newest first (the API sends at most 100, with no further pages). */
export async function listWalletEntries(options: { signal?: AbortSignal } = {}): Promise<WalletEntry[]> {
  const answer = await apiRequest<{ items: WalletEntry[] }>('GET', '/wallet/transactions', undefined, options);
  return answer.data.items;
}
