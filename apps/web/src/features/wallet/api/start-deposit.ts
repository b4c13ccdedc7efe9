import { startedDepositSchema, type StartDepositRequest, type StartedDeposit } from '@naijabid/shared/schemas/wallet';
import { apiRequest } from '../../../lib/api-client';

export async function startDeposit(body: StartDepositRequest): Promise<StartedDeposit> {
  const answer = await apiRequest<StartedDeposit>('POST', '/wallet/deposits', body, { schema: startedDepositSchema });
  return answer.data;
}
