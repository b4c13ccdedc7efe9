import { itemsDataSchema } from '@naijabid/shared/schemas/envelope';
import { bankSchema, type Bank } from '@naijabid/shared/schemas/withdrawals';
import { useQuery, type QueryResult } from '../query';

const banksSchema = itemsDataSchema(bankSchema);
/** The list changes a few times a year; the server keeps it an hour. */
const BANKS_STALE_MS = 60 * 60 * 1000;

/** The banks a withdrawal can go to, by name (the wallet's payout accounts, the verify screen's account). */
export function useBanks(enabled: boolean): QueryResult<Bank[]> {
  const query = useQuery<{ items: Bank[] }>(enabled ? '/banks' : null, {
    schema: banksSchema,
    staleMs: BANKS_STALE_MS,
  });
  return { ...query, data: query.data?.items };
}
