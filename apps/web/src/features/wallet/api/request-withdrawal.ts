import { withdrawalSchema, type RequestWithdrawal, type Withdrawal } from '@naijabid/shared/schemas/withdrawals';
import { apiRequest } from '../../../lib/api-client';
import { WALLET_PATH } from '../../../lib/api/get-wallet';
import { invalidate } from '../../../lib/query';
import { WITHDRAWALS_PATH } from './list-withdrawals';

/** Sends money to a saved bank account; `key` is the same for every try of one intended withdrawal. */
export async function requestWithdrawal(body: RequestWithdrawal, key: string): Promise<Withdrawal> {
  const answer = await apiRequest<Withdrawal>('POST', WITHDRAWALS_PATH, body, {
    headers: { 'Idempotency-Key': key },
    schema: withdrawalSchema,
  });
  invalidate(WALLET_PATH, '/wallet/transactions', WITHDRAWALS_PATH);
  return answer.data;
}
