import type { RecentWin } from '@naijabid/shared/schemas/listings';
import { useQuery, type QueryResult } from '../../../lib/query';

/** The latest auctions that ended with a winner, newest first; public, so read without the session. */
export function useRecentWins(): QueryResult<RecentWin[]> {
  const query = useQuery<{ items: RecentWin[] }>('/winners', { anonymous: true });
  return { ...query, data: query.data?.items };
}
