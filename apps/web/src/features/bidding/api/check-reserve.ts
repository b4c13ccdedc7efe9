import { reserveCheckDataSchema, type ReserveCheck } from '@naijabid/shared/schemas/ratings';
import { apiRequest } from '../../../lib/api-client';

/** Whether a maximum of `amount` kobo would meet the auction's hidden reserve; the server counts these. */
export async function checkReserve(auctionId: string, amount: number, signal: AbortSignal): Promise<boolean> {
  const answer = await apiRequest<ReserveCheck>(
    'POST',
    `/auctions/${encodeURIComponent(auctionId)}/reserve-check`,
    { amount },
    { schema: reserveCheckDataSchema, signal },
  );
  return answer.data.meetsReserve;
}
