import { itemsDataSchema } from '@naijabid/shared/schemas/envelope';
import { bankAccountSchema, type BankAccount } from '@naijabid/shared/schemas/withdrawals';
import { useQuery, type QueryResult } from '../../../lib/query';

export const BANK_ACCOUNTS_PATH = '/me/bank-accounts';
const bankAccountsSchema = itemsDataSchema(bankAccountSchema);

/** The user's saved bank accounts, newest first. */
export function useBankAccounts(enabled: boolean): QueryResult<BankAccount[]> {
  const query = useQuery<{ items: BankAccount[] }>(enabled ? BANK_ACCOUNTS_PATH : null, { schema: bankAccountsSchema });
  return { ...query, data: query.data?.items };
}
