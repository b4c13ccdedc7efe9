import type { ApiSuccess } from '@naijabid/shared/api';
import type { PlaceBidAnswer } from '@naijabid/shared/schemas/bids';
import { apiRequest } from '../../../lib/api-client';

/**
 * Offers `maxAmount` kobo as the bidder's maximum. The same `idempotencyKey` on a retry
 * makes the server answer the first attempt again instead of taking a second bid.
 */
export function placeBid(
  auctionId: string,
  maxAmount: number,
  idempotencyKey: string,
): Promise<ApiSuccess<PlaceBidAnswer>> {
  return apiRequest<PlaceBidAnswer>(
    'POST',
    `/auctions/${encodeURIComponent(auctionId)}/bids`,
    { maxAmount },
    {
      headers: { 'Idempotency-Key': idempotencyKey },
    },
  );
}
