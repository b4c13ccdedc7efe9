import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { CATEGORIES, LIVE_COUNTDOWN_TICK_MS } from '@naijabid/shared/constants';
import { searchPageLabels as m } from '@naijabid/shared/messages/search';
import type { BrowseParams } from '@naijabid/shared/browse-path';
import { SearchIcon } from '../../components/icons';
import { useLiveSummaries } from '../../lib/auction/use-live-summaries';
import { useServerNow } from '../../lib/server-clock';
import { useDocumentTitle } from '../../lib/use-document-title';
import { SaveSearchButton } from '../saved-searches/save-search-button';
import { OtherStatusMatches } from './components/other-status-matches';
import { SearchFilters } from './components/search-filters';
import { SearchResults } from './components/search-results';
import { browseParamsOf, priceFilterErrors } from './search-params';
import { useSearchResults } from './use-search-results';

function titleOf(params: BrowseParams): string {
  if (params.q) return m.resultsFor(params.q);
  if (params.category) return params.category;
  return m.allListings;
}

/** `/search` and `/listings`: every listing, or search and category results, with filters, sorting and "Load more" paging. */
export default function SearchPage() {
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  const params = browseParamsOf(search);
  useDocumentTitle(titleOf(params));
  const now = useServerNow(LIVE_COUNTDOWN_TICK_MS);
  const { results, loadMore, retry } = useSearchResults(params, key);
  const [query, setQuery] = useState(params.q ?? '');
  const [min, setMin] = useState(search.get('min') ?? '');
  const [max, setMax] = useState(search.get('max') ?? '');

  // A new search in the address (a link, Back) refills the fields with what it searched for.
  const [fieldsKey, setFieldsKey] = useState(key);
  if (fieldsKey !== key) {
    setFieldsKey(key);
    setQuery(search.get('q') ?? '');
    setMin(search.get('min') ?? '');
    setMax(search.get('max') ?? '');
  }
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

  const hasFilters = Boolean(
    params.q ||
    params.category ||
    params.status ||
    params.condition ||
    params.minPrice !== undefined ||
    params.maxPrice !== undefined ||
    params.sellers ||
    params.sort,
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-extrabold break-words text-slate-900 sm:text-3xl">{titleOf(params)}</h1>

      <form role="search" onSubmit={onSearch} className="mt-4 flex">
        <label htmlFor="search-query" className="sr-only">
          {m.searchLabel}
        </label>
        <input
          id="search-query"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={m.searchPlaceholder}
          maxLength={100}
          className="w-full rounded-l-lg border border-slate-300 px-3 py-2.5 text-base focus:border-emerald-700 focus:outline-2 focus:outline-emerald-700"
        />
        <button
          type="submit"
          className="flex items-center gap-1 rounded-r-lg bg-emerald-700 px-4 font-semibold text-white hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
        >
          <SearchIcon />
          <span className="sr-only sm:not-sr-only">{m.search}</span>
        </button>
      </form>

      <nav aria-label={m.categories} className="-mx-4 mt-4 overflow-x-auto px-4">
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

      <SearchFilters
        params={params}
        hasFilters={hasFilters}
        min={min}
        max={max}
        onMinChange={setMin}
        onMaxChange={setMax}
        onApply={onSearch}
        priceErrors={priceFilterErrors(search)}
        update={update}
        saveSearch={<SaveSearchButton params={params} />}
      />

      {params.q && !params.status && (
        <OtherStatusMatches
          params={{ ...params, q: params.q }}
          hrefFor={(status) => {
            const next = new URLSearchParams(search);
            next.set('status', status);
            return `?${next}`;
          }}
        />
      )}

      <SearchResults
        results={results}
        liveItems={liveItems}
        now={now}
        hasFilters={hasFilters}
        onRetry={retry}
        onLoadMore={() => void loadMore()}
      />
    </div>
  );
}
