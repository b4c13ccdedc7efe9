import type { StartDepositRequest } from '@naijabid/shared/schemas/wallet';
import { apiRequest } from '../../../lib/api-client';

export interface StartedDeposit {
  reference: string;
  /** Kobo. */
  amount: number;
  /** The payment provider's page; the sandbox provider's is a path on our own server. */
  checkoutUrl: string;
}

export async function startDeposit(body: StartDepositRequest): Promise<StartedDeposit> {
  const answer = await apiRequest<StartedDeposit>('POST', '/wallet/deposits', body);
  return answer.data;
}
