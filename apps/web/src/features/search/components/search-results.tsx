import { Link } from 'react-router';
import { searchResultsLabels as m } from '@naijabid/shared/messages/search';
import type { AuctionSummary } from '@naijabid/shared/schemas/listings';
import { buttonStyles } from '../../../components/button-styles';
import type { Results } from '../use-search-results';
import { SearchResultCard } from './search-result-card';

interface SearchResultsProps {
  results: Results;
  /** The results' items as live events changed them. */
  liveItems: AuctionSummary[];
  now: number;
  hasFilters: boolean;
  onRetry: () => void;
  onLoadMore: () => void;
}

/** The results of the search page: status line, cards and "Load more". */
export function SearchResults({ results, liveItems, now, hasFilters, onRetry, onLoadMore }: SearchResultsProps) {
  return (
    <section aria-labelledby="results-title" className="mt-6">
      <h2 id="results-title" className="sr-only">
        {m.title}
      </h2>
      <p role="status" aria-live="polite" className="text-sm text-slate-700">
        {results.kind === 'loading' && m.loading}
        {results.kind === 'ready' &&
          (results.items.length === 0 ? '' : m.showing(results.items.length, Boolean(results.nextCursor)))}
      </p>
      {results.kind === 'failed' && (
        <div role="alert" className="mt-4 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
          <p>{results.message}</p>
          <button type="button" className={`${buttonStyles.secondary} mt-3`} onClick={onRetry}>
            {m.tryAgain}
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
          <p className="font-semibold text-slate-900">{m.emptyTitle}</p>
          <p className="mt-1 text-sm text-slate-700">{m.emptyBody}</p>
          {hasFilters && (
            <Link to="/search" className={`${buttonStyles.secondary} mt-4`}>
              {m.seeAllLive}
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
              <button
                type="button"
                className={buttonStyles.secondary}
                onClick={onLoadMore}
                disabled={results.loadingMore}
              >
                {results.loadingMore ? m.loadingMore : m.loadMore}
              </button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
