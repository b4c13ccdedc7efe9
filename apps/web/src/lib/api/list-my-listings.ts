import type { MyListing } from '@naijabid/shared/schemas/listings';
import { setQueryData, useQuery, type QueryResult } from '../query';

export type { MyListing };

export const MY_LISTINGS_PATH = '/me/listings';

/** The signed-in seller's listings, drafts and cancelled ones included. */
export function useMyListings(enabled = true): QueryResult<MyListing[]> {
  const query = useQuery<{ items: MyListing[] }>(enabled ? MY_LISTINGS_PATH : null);
  return { ...query, data: query.data?.items };
}

export function updateMyListings(change: (items: MyListing[]) => MyListing[]): void {
  setQueryData<{ items: MyListing[] }>(MY_LISTINGS_PATH, (answer) => ({ items: change(answer.items) }));
}
