import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  BROWSE_SORTS,
  BROWSE_STATUSES,
  CATEGORIES,
  LISTING_CONDITION_LABELS,
  LISTING_CONDITIONS,
  LIVE_COUNTDOWN_TICK_MS,
  type BrowseSort,
  type BrowseStatus,
} from '@naijabid/shared/constants';
import { parseNaira } from '@naijabid/shared/money';
import type { AuctionSummary } from '@naijabid/shared/schemas/listings';
import type { BrowseParams } from '@naijabid/shared/browse-path';
import { buttonStyles, inputStyles } from '../../components/button-styles';
import { SearchIcon } from '../../components/icons';
import { browseAuctions, useBrowse } from '../../lib/api/browse-auctions';
import { apiErrorText } from '../../lib/api-error-text';
import { useLiveSummaries } from '../../lib/auction/use-live-summaries';
import { useServerNow } from '../../lib/server-clock';
import { useDocumentTitle } from '../../lib/use-document-title';
import { SearchResultCard } from './components/search-result-card';

export const SEARCH_PAGE_SIZE = 24;

const statusLabels: Record<BrowseStatus, string> = {
  live: 'Live now',
  'ending-soon': 'Ending within the hour',
  upcoming: 'Starting soon',
  ended: 'Ended',
};
const sortLabels: Record<BrowseSort, string> = {
  'ending-soon': 'Ending soon',
  newest: 'Newly listed',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  'most-bids': 'Most bids',
};

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
 * `category`, `status`, `condition`, `sort`, and `min`/`max` in naira as people type them.
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
    limit: SEARCH_PAGE_SIZE,
  };
}

/** The pages after the first, added by "Load more" for the search in `key`. */
interface MorePages {
  key: string;
  items: AuctionSummary[];
  /** The cursor after the last page added; `undefined` until one is. */
  nextCursor?: string | null;
  loading: boolean;
  error?: string;
}

type Results =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; items: AuctionSummary[]; nextCursor: string | null; loadingMore: boolean; moreError?: string };

const selectStyles = `${inputStyles} mt-1 py-2`;

function titleOf(params: BrowseParams): string {
  if (params.q) return `Results for “${params.q}”`;
  if (params.category) return params.category;
  return 'All listings';
}

/** `/search` and `/listings`: every listing, or search and category results, with filters, sorting and "Load more" paging. */
export default function SearchPage() {
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  const params = browseParamsOf(search);
  useDocumentTitle(titleOf(params));
  const now = useServerNow(LIVE_COUNTDOWN_TICK_MS);
  const firstPage = useBrowse(params);
  const [more, setMore] = useState<MorePages>({ key, items: [], loading: false });
  const [query, setQuery] = useState(params.q ?? '');
  const [min, setMin] = useState(search.get('min') ?? '');
  const [max, setMax] = useState(search.get('max') ?? '');
  const moreController = useRef<AbortController | null>(null);

  // A new search in the address (a link, Back) refills the fields with what it searched for.
  const [fieldsKey, setFieldsKey] = useState(key);
  if (fieldsKey !== key) {
    setFieldsKey(key);
    setQuery(search.get('q') ?? '');
    setMin(search.get('min') ?? '');
    setMax(search.get('max') ?? '');
  }
  // A further page still loading belongs to the search being left.
  useEffect(() => () => moreController.current?.abort(), [key]);

  const added = more.key === key ? more : undefined;
  const results: Results = firstPage.data
    ? {
        kind: 'ready',
        items: added ? [...firstPage.data.items, ...added.items] : firstPage.data.items,
        nextCursor: added?.nextCursor === undefined ? firstPage.data.nextCursor : added.nextCursor,
        loadingMore: added?.loading ?? false,
        moreError: added?.error,
      }
    : firstPage.error
      ? { kind: 'failed', message: apiErrorText(firstPage.error) }
      : { kind: 'loading' };
  const liveItems = useLiveSummaries(results.kind === 'ready' ? results.items : []);

  function update(changes: Record<string, string | undefined>) {
    const next = new URLSearchParams(search);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setSearch(next);
  }

  function onSearch(event: FormEvent) {
    event.preventDefault();
    update({ q: query.trim() || undefined, min: min.trim() || undefined, max: max.trim() || undefined });
  }

  async function loadMore() {
    if (results.kind !== 'ready' || !results.nextCursor || results.loadingMore) return;
    const controller = new AbortController();
    moreController.current = controller;
    const cursor = results.nextCursor;
    const current = added ?? { key, items: [] };
    setMore({ ...current, loading: true });
    try {
      const page = await browseAuctions({ ...params, cursor }, { signal: controller.signal });
      setMore({ key, items: [...current.items, ...page.items], nextCursor: page.nextCursor, loading: false });
    } catch (error) {
      if (controller.signal.aborted) return;
      setMore({ ...current, loading: false, error: apiErrorText(error) });
    }
  }

  const hasFilters = Boolean(params.q || params.category || params.status || params.condition || params.minPrice !== undefined || params.maxPrice !== undefined || params.sort);

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-extrabold break-words text-slate-900 sm:text-3xl">{titleOf(params)}</h1>

      <form role="search" onSubmit={onSearch} className="mt-4 flex">
        <label htmlFor="search-query" className="sr-only">
          Search auctions
        </label>
        <input
          id="search-query"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Search phones, laptops, TVs…"
          maxLength={100}
          className="w-full rounded-l-lg border border-slate-300 px-3 py-2.5 text-base focus:border-emerald-700 focus:outline-2 focus:outline-emerald-700"
        />
        <button type="submit" className="flex items-center gap-1 rounded-r-lg bg-emerald-700 px-4 font-semibold text-white hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700">
          <SearchIcon />
          <span className="sr-only sm:not-sr-only">Search</span>
        </button>
      </form>

      <nav aria-label="Categories" className="-mx-4 mt-4 overflow-x-auto px-4">
        <ul className="flex gap-2 pb-1">
          {CATEGORIES.map((category) => (
            <li key={category} className="shrink-0">
              <button
                type="button"
                aria-pressed={params.category === category}
                onClick={() => update({ category: params.category === category ? undefined : category })}
                className={`rounded-full border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 ${params.category === category ? 'border-emerald-700 bg-emerald-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-emerald-700'}`}
              >
                {category}
              </button>
            </li>
          ))}
        </ul>
      </nav>

      <form onSubmit={onSearch} aria-label="Filters" className="mt-4 grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-4 md:grid-cols-6">
        <div>
          <label htmlFor="filter-status" className="block text-sm font-medium text-slate-800">
            Status
          </label>
          <select id="filter-status" className={selectStyles} value={params.status ?? ''} onChange={(event) => update({ status: event.target.value || undefined })}>
            <option value="">Live now</option>
            {BROWSE_STATUSES.filter((status) => status !== 'live').map((status) => (
              <option key={status} value={status}>
                {statusLabels[status]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="filter-sort" className="block text-sm font-medium text-slate-800">
            Sort by
          </label>
          <select id="filter-sort" className={selectStyles} value={params.sort ?? ''} onChange={(event) => update({ sort: event.target.value || undefined })}>
            <option value="">{params.q ? 'Best match' : 'Ending soon'}</option>
            {BROWSE_SORTS.filter((sort) => params.q || sort !== 'ending-soon').map((sort) => (
              <option key={sort} value={sort}>
                {sortLabels[sort]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="filter-category" className="block text-sm font-medium text-slate-800">
            Category
          </label>
          <select id="filter-category" className={selectStyles} value={params.category ?? ''} onChange={(event) => update({ category: event.target.value || undefined })}>
            <option value="">All</option>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="filter-condition" className="block text-sm font-medium text-slate-800">
            Condition
          </label>
          <select id="filter-condition" className={selectStyles} value={params.condition ?? ''} onChange={(event) => update({ condition: event.target.value || undefined })}>
            <option value="">Any</option>
            {LISTING_CONDITIONS.map((condition) => (
              <option key={condition} value={condition}>
                {LISTING_CONDITION_LABELS[condition]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="filter-min" className="block text-sm font-medium text-slate-800">
            Min price (₦)
          </label>
          <input id="filter-min" inputMode="decimal" className={selectStyles} value={min} onChange={(event) => setMin(event.target.value)} placeholder="0" />
        </div>
        <div>
          <label htmlFor="filter-max" className="block text-sm font-medium text-slate-800">
            Max price (₦)
          </label>
          <input id="filter-max" inputMode="decimal" className={selectStyles} value={max} onChange={(event) => setMax(event.target.value)} placeholder="Any" />
        </div>
        <div className="col-span-2 flex flex-wrap items-center gap-3 md:col-span-6">
          <button type="submit" className={buttonStyles.secondary}>
            Apply prices
          </button>
          {hasFilters && (
            <Link to="/search" className="text-sm font-semibold text-emerald-800 underline">
              Clear search and filters
            </Link>
          )}
        </div>
      </form>

      <section aria-labelledby="results-title" className="mt-6">
        <h2 id="results-title" className="sr-only">
          Results
        </h2>
        <p role="status" aria-live="polite" className="text-sm text-slate-700">
          {results.kind === 'loading' && 'Loading auctions…'}
          {results.kind === 'ready' &&
            (results.items.length === 0
              ? ''
              : `Showing ${results.items.length} ${results.items.length === 1 ? 'auction' : 'auctions'}${results.nextCursor ? '; more below' : ''}.`)}
        </p>
        {results.kind === 'failed' && (
          <div role="alert" className="mt-4 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
            <p>{results.message}</p>
            <button type="button" className={`${buttonStyles.secondary} mt-3`} onClick={firstPage.refetch}>
              Try again
            </button>
          </div>
        )}
        {results.kind === 'loading' && (
          <div aria-hidden="true" className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {Array.from({ length: 4 }, (_, index) => (
              <div key={index} className="h-80 animate-pulse rounded-2xl bg-slate-200" />
            ))}
          </div>
        )}
        {results.kind === 'ready' && results.items.length === 0 && (
          <div className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
            <p className="font-semibold text-slate-900">No auctions match your search.</p>
            <p className="mt-1 text-sm text-slate-700">Try fewer words, another category, or upcoming auctions.</p>
            {hasFilters && (
              <Link to="/search" className={`${buttonStyles.secondary} mt-4`}>
                See all live auctions
              </Link>
            )}
          </div>
        )}
        {results.kind === 'ready' && results.items.length > 0 && (
          <>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {liveItems.map((auction) => (
                <li key={auction.id} className="flex">
                  <SearchResultCard auction={auction} now={now} />
                </li>
              ))}
            </ul>
            <div className="mt-6 flex flex-col items-center gap-2">
              {results.moreError && (
                <p role="alert" className="text-sm text-red-700">
                  {results.moreError}
                </p>
              )}
              {results.nextCursor && (
                <button type="button" className={buttonStyles.secondary} onClick={() => void loadMore()} disabled={results.loadingMore}>
                  {results.loadingMore ? 'Loading…' : 'Load more auctions'}
                </button>
              )}
            </div>
          </>
        )}
      </section>
    </div>
  );
}
