import { describe, expect, it } from 'vitest';
import { savedQueryOf, savedSearchHref } from '../saved-search-link';

describe('a saved search and the search page’s address', () => {
  it('keeps the words and filters of the page without its paging', () => {
    expect(
      savedQueryOf({
        q: 'keke',
        category: 'Electronics',
        maxPrice: 100_000_00,
        limit: 24,
        cursor: 'abc',
        sort: undefined,
      }),
    ).toEqual({ q: 'keke', category: 'Electronics', maxPrice: 100_000_00 });
  });

  it('opens on the address the page reads, prices in naira as people type them', () => {
    expect(
      savedSearchHref({
        q: 'samsung galaxy',
        category: 'Phones & Tablets',
        status: 'ending-soon',
        condition: 'used',
        sort: 'price-asc',
        minPrice: 50_000_50,
        maxPrice: 300_000_00,
        sellers: 'verified',
      }),
    ).toBe(
      '/search?q=samsung+galaxy&category=Phones+%26+Tablets&status=ending-soon&condition=used&sort=price-asc&min=50000.50&max=300000&sellers=verified',
    );
    expect(savedSearchHref({})).toBe('/search');
  });
});
