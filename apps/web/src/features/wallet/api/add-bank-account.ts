import { bankAccountSchema, type AddBankAccountRequest, type BankAccount } from '@naijabid/shared/schemas/withdrawals';
import { apiRequest } from '../../../lib/api-client';
import { invalidate } from '../../../lib/query';
import { BANK_ACCOUNTS_PATH } from './list-bank-accounts';

/**
 * Looks the account up at its bank (the name for the user to confirm), or with `confirm`
 * saves it and answers it with its id.
 */
export async function addBankAccount(body: AddBankAccountRequest): Promise<BankAccount> {
  const answer = await apiRequest<BankAccount>('POST', BANK_ACCOUNTS_PATH, body, { schema: bankAccountSchema });
  if (body.confirm) invalidate(BANK_ACCOUNTS_PATH);
  return answer.data;
}
