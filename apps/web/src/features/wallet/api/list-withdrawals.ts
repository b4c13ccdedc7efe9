import { itemsDataSchema } from '@naijabid/shared/schemas/envelope';
import { withdrawalSchema, type Withdrawal } from '@naijabid/shared/schemas/withdrawals';
import { useQuery, type QueryResult } from '../../../lib/query';

export const WITHDRAWALS_PATH = '/wallet/withdrawals';
const withdrawalsSchema = itemsDataSchema(withdrawalSchema);

/** The user's newest withdrawals and how each stands. */
export function useWithdrawals(enabled: boolean): QueryResult<Withdrawal[]> {
  const query = useQuery<{ items: Withdrawal[] }>(enabled ? WITHDRAWALS_PATH : null, { schema: withdrawalsSchema });
  return { ...query, data: query.data?.items };
}
