import type { AuctionSummary } from '@naijabid/shared/schemas/listings';
import { browsePath, type BrowseParams } from '@naijabid/shared/browse-path';
import { apiRequest } from '../api-client';
import { useQuery, type QueryResult } from '../query';

export interface AuctionPage {
  items: AuctionSummary[];
  nextCursor: string | null;
}

/**
 * Browse is public and the same for everyone, so it is read without the session; on a
 * server-rendered page the first answer is the one the server rendered with.
 */
export function useBrowse(params: BrowseParams, refreshMs?: number): QueryResult<AuctionPage> {
  return useQuery<AuctionPage>(browsePath(params), { refreshMs, anonymous: true });
}

/** A further page of results ("Load more"), which is added to the list rather than cached on its own. */
export async function browseAuctions(
  params: BrowseParams,
  options: { signal?: AbortSignal } = {},
): Promise<AuctionPage> {
  return (await apiRequest<AuctionPage>('GET', browsePath(params), undefined, { ...options, anonymous: true })).data;
}
