import { walletHistorySchema, type WalletHistory } from '@naijabid/shared/schemas/wallet';
import { useQuery, type QueryResult } from '../../../lib/query';

/**
 * The wallet's newest movements, newest first, one line each (a hold stays one line whether
 * it is paid or released), and what the older ones add up to when the API leaves them out.
 */
export function useWalletEntries(enabled: boolean): QueryResult<WalletHistory> {
  return useQuery<WalletHistory>(enabled ? '/wallet/transactions' : null, { schema: walletHistorySchema });
}
