import type { StartDepositRequest } from '@naijabid/shared/schemas/pay-requests';
import { startedDepositSchema, type StartedDeposit } from '@naijabid/shared/schemas/wallet';
import { apiRequest } from '../api-client';

/** Opens a deposit at the payment provider (the wallet's top-up, or the missing amount of an order with `payOrder`). */
export async function startDeposit(body: StartDepositRequest): Promise<StartedDeposit> {
  const answer = await apiRequest<StartedDeposit>('POST', '/wallet/deposits', body, { schema: startedDepositSchema });
  return answer.data;
}
