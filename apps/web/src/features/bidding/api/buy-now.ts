import type { ApiSuccess } from '@naijabid/shared/api';
import { apiRequest } from '../../../lib/api-client';

/** Ends the auction at once for the buyer; the full price is held from their wallet. */
export function buyNow(auctionId: string): Promise<ApiSuccess<{ won: true; price: number }>> {
  return apiRequest<{ won: true; price: number }>('POST', `/auctions/${encodeURIComponent(auctionId)}/buy-now`);
}
