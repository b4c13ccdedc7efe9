import type { WatchedAuction, WatchState } from '@naijabid/shared/schemas/watchlist';
import { WATCHLIST_API_PATH } from '@naijabid/shared/constants';
import { auctionPagePaths } from '@naijabid/shared/first-screen';
import { apiRequest } from '../api-client';
import { invalidate, setQueryData, useQuery, type QueryResult } from '../query';

/**
 * The signed-in user's watchlist (`/me/watchlist`): the watchlist page shows it, and every
 * heart reads from it whether its auction is saved. Public pages are cached and rendered on
 * the server for visitors, so what this viewer saved never comes from them, only from here.
 * Read without a schema: the hearts are on the landing page's cards, which carry no zod.
 */
export const WATCHLIST_PATH = WATCHLIST_API_PATH;

export const watcherCountPath = (auctionId: string) => auctionPagePaths(auctionId).watchers;

/** Nothing is read while `enabled` is false (signed out). */
export function useWatchlist(enabled = true): QueryResult<WatchedAuction[]> {
  const query = useQuery<{ items: WatchedAuction[] }>(enabled ? WATCHLIST_PATH : null);
  return { ...query, data: query.data?.items };
}

/**
 * Saves or forgets an auction. The list drops a forgotten item at once; a saved one appears
 * when the list is read again, which both answers start.
 */
export async function setWatching(auctionId: string, watching: boolean): Promise<WatchState> {
  const answer = await apiRequest<WatchState>(
    watching ? 'PUT' : 'DELETE',
    `${WATCHLIST_PATH}/${encodeURIComponent(auctionId)}`,
  );
  if (!watching)
    setQueryData<{ items: WatchedAuction[] }>(WATCHLIST_PATH, (data) => ({
      items: data.items.filter((item) => item.auction.id !== auctionId),
    }));
  setQueryData<{ watchers: number }>(watcherCountPath(auctionId), () => ({ watchers: answer.data.watchers }));
  invalidate(WATCHLIST_PATH);
  return answer.data;
}
