import type { ApiSuccess } from '@naijabid/shared/api';
import { placeBidAnswerSchema, type PlaceBidAnswer } from '@naijabid/shared/schemas/bids';
import { WALLET_PATH } from '../../../lib/api/get-wallet';
import { apiRequest } from '../../../lib/api-client';
import { invalidate } from '../../../lib/query';

/**
 * Offers `maxAmount` kobo as the bidder's maximum. The same `idempotencyKey` on a retry
 * makes the server answer the first attempt again instead of taking a second bid.
 */
export async function placeBid(
  auctionId: string,
  maxAmount: number,
  idempotencyKey: string,
): Promise<ApiSuccess<PlaceBidAnswer>> {
  const answer = await apiRequest<PlaceBidAnswer>(
    'POST',
    `/auctions/${encodeURIComponent(auctionId)}/bids`,
    { maxAmount },
    {
      headers: { 'Idempotency-Key': idempotencyKey },
      schema: placeBidAnswerSchema,
    },
  );
  // The bid's security is held (and a raised maximum's replaced) from the wallet.
  invalidate(WALLET_PATH);
  return answer;
}
