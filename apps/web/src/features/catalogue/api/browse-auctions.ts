import type { AuctionSummary, BrowseQuery } from '@naijabid/shared/schemas/listings';
import { getPublic } from './public-get';

export interface AuctionPage {
  items: AuctionSummary[];
  nextCursor: string | null;
}

export type BrowseParams = Partial<Omit<BrowseQuery, 'limit'>> & { limit?: number };

/** Query string of a browse call; empty values are left out so the API applies its defaults. */
export function browseSearchParams(params: BrowseParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  return search;
}

export async function browseAuctions(params: BrowseParams, options: { signal?: AbortSignal } = {}): Promise<AuctionPage> {
  const search = browseSearchParams(params);
  return getPublic<AuctionPage>(`/auctions${search.size ? `?${search}` : ''}`, options);
}
