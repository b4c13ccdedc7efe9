import type { MyBid } from '@naijabid/shared/schemas/bids';
import { apiRequest } from '../../../lib/api-client';

/** Every auction the user has bid on, with where they stand on each. */
export async function listMyBids(options: { signal?: AbortSignal } = {}): Promise<MyBid[]> {
  const answer = await apiRequest<{ items: MyBid[] }>('GET', '/me/bids', undefined, options);
  return answer.data.items;
}
