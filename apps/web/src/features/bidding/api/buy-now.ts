import type { ApiSuccess } from '@naijabid/shared/api';
import { buyNowAnswerDataSchema, type BuyNowAnswerData } from '@naijabid/shared/schemas/bids';
import { WALLET_PATH } from '../../../lib/api/get-wallet';
import { apiRequest } from '../../../lib/api-client';
import { invalidate } from '../../../lib/query';

/** Ends the auction at once for the buyer; the full price is held from their wallet. */
export async function buyNow(auctionId: string): Promise<ApiSuccess<BuyNowAnswerData>> {
  const answer = await apiRequest<BuyNowAnswerData>(
    'POST',
    `/auctions/${encodeURIComponent(auctionId)}/buy-now`,
    undefined,
    { schema: buyNowAnswerDataSchema },
  );
  invalidate(WALLET_PATH);
  return answer;
}
