import { formatNairaForField } from '@naijabid/shared/money';
import type { BrowseParams } from '@naijabid/shared/browse-path';
import type { SavedSearchQuery } from '@naijabid/shared/schemas/saved-searches';

/** The search page's query a saved search keeps: what the address says, without paging. */
export function savedQueryOf(params: BrowseParams): SavedSearchQuery {
  const { limit: _limit, cursor: _cursor, ...query } = params;
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as SavedSearchQuery;
}

/** The search page's address of a saved search: the fields its address holds, prices in naira as people type them. */
export function savedSearchHref(query: SavedSearchQuery): string {
  const search = new URLSearchParams();
  const set = (name: string, value: string | undefined) => value && search.set(name, value);
  set('q', query.q);
  set('category', query.category);
  set('status', query.status);
  set('condition', query.condition);
  set('sort', query.sort);
  if (query.minPrice !== undefined) set('min', formatNairaForField(query.minPrice));
  if (query.maxPrice !== undefined) set('max', formatNairaForField(query.maxPrice));
  set('sellers', query.sellers);
  return `/search${search.size ? `?${search}` : ''}`;
}
