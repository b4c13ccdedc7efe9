import type { ApiSuccess } from '@naijabid/shared/api';
import { WALLET_PATH } from '../../../lib/api/get-wallet';
import { apiRequest } from '../../../lib/api-client';
import { invalidate } from '../../../lib/query';

/** Ends the auction at once for the buyer; the full price is held from their wallet. */
export async function buyNow(auctionId: string): Promise<ApiSuccess<{ won: true; price: number }>> {
  const answer = await apiRequest<{ won: true; price: number }>('POST', `/auctions/${encodeURIComponent(auctionId)}/buy-now`);
  invalidate(WALLET_PATH);
  return answer;
}
