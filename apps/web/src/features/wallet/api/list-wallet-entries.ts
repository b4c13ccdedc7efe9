import { itemsDataSchema } from '@naijabid/shared/schemas/envelope';
import { walletEntrySchema, type WalletEntry } from '@naijabid/shared/schemas/wallet';
import { useQuery, type QueryResult } from '../../../lib/query';

const walletEntriesSchema = itemsDataSchema(walletEntrySchema);

/** The wallet's newest movements, newest first (the API sends at most 100, with no further pages). */
export function useWalletEntries(enabled: boolean): QueryResult<WalletEntry[]> {
  const query = useQuery<{ items: WalletEntry[] }>(enabled ? '/wallet/transactions' : null, {
    schema: walletEntriesSchema,
  });
  return { ...query, data: query.data?.items };
}
