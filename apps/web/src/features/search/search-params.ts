import { BROWSE_SORTS, BROWSE_STATUSES, CATEGORIES, LISTING_CONDITIONS } from '@naijabid/shared/constants';
import { parseNaira } from '@naijabid/shared/money';
import type { BrowseParams } from '@naijabid/shared/browse-path';
import { searchFiltersLabels as m } from '@naijabid/shared/messages/search';

const SEARCH_PAGE_SIZE = 24;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/**
 * A naira amount typed into the address or the filter ("25,000"), in kobo; nothing if
 * unreadable or beyond a safe integer of kobo (`?min=1e20`), since anyone can type an
 * address and it must not break the page.
 */
export function nairaParamToKobo(value: string | null): number | undefined {
  const parsed = parseNaira(value ?? '');
  return parsed.kind === 'amount' ? parsed.amountKobo : undefined;
}

/**
 * The address holds the search (so it can be shared and the Back button works): `q`,
 * `category`, `status`, `condition`, `sort`, `min`/`max` in naira as people type them, and
 * `sellers=verified`.
 */
export function browseParamsOf(search: URLSearchParams): BrowseParams {
  return {
    q: search.get('q')?.trim() || undefined,
    category: oneOf(CATEGORIES, search.get('category')),
    status: oneOf(BROWSE_STATUSES, search.get('status')),
    condition: oneOf(LISTING_CONDITIONS, search.get('condition')),
    sort: oneOf(BROWSE_SORTS, search.get('sort')),
    minPrice: nairaParamToKobo(search.get('min')),
    maxPrice: nairaParamToKobo(search.get('max')),
    sellers: search.get('sellers') === 'verified' ? 'verified' : undefined,
    limit: SEARCH_PAGE_SIZE,
  };
}

export interface PriceFilterErrors {
  min?: string;
  max?: string;
}

/** The price filters in the address that are not amounts, each with what to type instead. */
export function priceFilterErrors(search: URLSearchParams): PriceFilterErrors {
  const unreadable = (name: 'min' | 'max') => parseNaira(search.get(name) ?? '').kind === 'invalid';
  return {
    min: unreadable('min') ? m.priceInvalid : undefined,
    max: unreadable('max') ? m.priceInvalid : undefined,
  };
}
