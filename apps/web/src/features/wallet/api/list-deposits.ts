import { itemsDataSchema } from '@naijabid/shared/schemas/envelope';
import { depositSchema, type Deposit } from '@naijabid/shared/schemas/wallet';
import { useQuery, type QueryResult } from '../../../lib/query';

export const DEPOSITS_PATH = '/wallet/deposits';
const depositsSchema = itemsDataSchema(depositSchema);

/** The user's newest deposits, newest first, with how each stands. */
export function useDeposits(enabled: boolean): QueryResult<Deposit[]> {
  const query = useQuery<{ items: Deposit[] }>(enabled ? DEPOSITS_PATH : null, { schema: depositsSchema });
  return { ...query, data: query.data?.items };
}
