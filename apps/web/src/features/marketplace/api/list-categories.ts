import { useQuery, type QueryResult } from '../../../lib/query';

export interface CategoryCount {
  name: string;
  liveCount: number;
}

/** Live auctions per category, in the spec's tile order; public, so read without the session. */
export function useCategoryCounts(): QueryResult<CategoryCount[]> {
  const query = useQuery<{ categories: CategoryCount[] }>('/categories', { anonymous: true });
  return { ...query, data: query.data?.categories };
}
