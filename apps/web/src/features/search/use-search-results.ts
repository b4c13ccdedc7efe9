import { useEffect, useRef, useState } from 'react';
import type { AuctionSummary } from '@naijabid/shared/schemas/listings';
import type { BrowseParams } from '@naijabid/shared/browse-path';
import { browseAuctions, useBrowse } from '../../lib/api/browse-auctions';
import { apiErrorText } from '../../lib/api-error-text';

/** The pages after the first, added by "Load more" for the search in `key`. */
interface MorePages {
  key: string;
  items: AuctionSummary[];
  /** The cursor after the last page added; `undefined` until one is. */
  nextCursor?: string | null;
  loading: boolean;
  error?: string;
}

export type Results =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; items: AuctionSummary[]; nextCursor: string | null; loadingMore: boolean; moreError?: string };

/**
 * The results of the search in `key` (the address's query): the first page read through the
 * data layer, then the pages "Load more" adds.
 */
export function useSearchResults(params: BrowseParams, key: string) {
  const firstPage = useBrowse(params);
  const [more, setMore] = useState<MorePages>({ key, items: [], loading: false });
  const moreController = useRef<AbortController | null>(null);
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

  return { results, loadMore, retry: firstPage.refetch };
}
