import type { BrowseQuery } from './schemas/listings';

export type BrowseParams = Partial<Omit<BrowseQuery, 'limit'>> & { limit?: number };

/** Query string of a browse call; empty values are left out so the API applies its defaults. */
export function browseSearchParams(params: BrowseParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  return search;
}

/**
 * The API path of a browse call, below the API's base URL. Free of browser globals: the
 * build reads it too, to start a page's first request before its script has loaded.
 */
export function browsePath(params: BrowseParams): string {
  const search = browseSearchParams(params);
  return `/auctions${search.size ? `?${search}` : ''}`;
}
