import { useEffect, useRef, useState } from 'react';
import { browsePath, browseSearchParams, type BrowseParams } from '@naijabid/shared/browse-path';
import type { AuctionSummary, MarketplaceStats, RecentWin } from '@naijabid/shared/schemas/listings';
import { useFirstScreen } from '../../lib/first-screen';
import { browseAuctions, type AuctionPage } from './api/browse-auctions';
import { getRecentWins } from './api/get-recent-wins';
import { getStats } from './api/get-stats';
import { listCategories, type CategoryCount } from './api/list-categories';

export type Loaded<T> = { kind: 'loading' } | { kind: 'ready'; data: T } | { kind: 'failed'; message: string };

/**
 * One page of auctions for a home grid, fetched again every `refreshMs` (if given) so a
 * page left open keeps showing what is live. A failed refresh keeps what was shown. On a
 * server-rendered page the server's answer is the first one, not fetched again.
 */
export function useBrowse(params: BrowseParams, refreshMs?: number): Loaded<AuctionSummary[]> {
  const key = browseSearchParams(params).toString();
  const served = useFirstScreen()?.responses[browsePath(params)] as AuctionPage | undefined;
  const [state, setState] = useState<Loaded<AuctionSummary[]>>(() => (served ? { kind: 'ready', data: served.items } : { kind: 'loading' }));
  const startedWithServed = useRef(served !== undefined);

  useEffect(() => {
    const controller = new AbortController();
    const query = Object.fromEntries(new URLSearchParams(key)) as BrowseParams;
    const load = () =>
      browseAuctions(query, { signal: controller.signal })
        .then((page) => setState({ kind: 'ready', data: page.items }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          setState((current) => (current.kind === 'ready' ? current : { kind: 'failed', message: error instanceof Error ? error.message : String(error) }));
        });
    if (startedWithServed.current) {
      startedWithServed.current = false;
    } else {
      setState({ kind: 'loading' });
      void load();
    }
    const timer = refreshMs ? window.setInterval(() => void load(), refreshMs) : undefined;
    return () => {
      controller.abort();
      window.clearInterval(timer);
    };
  }, [key, refreshMs]);

  return state;
}

/** Live auctions per category, in the spec's tile order. */
export function useCategoryCounts(): Loaded<CategoryCount[]> {
  const [state, setState] = useState<Loaded<CategoryCount[]>>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    listCategories({ signal: controller.signal })
      .then((data) => setState({ kind: 'ready', data }))
      .catch((error: unknown) => !controller.signal.aborted && setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }));
    return () => controller.abort();
  }, []);
  return state;
}

/** The latest auctions that ended with a winner, newest first. */
export function useRecentWins(): Loaded<RecentWin[]> {
  const [state, setState] = useState<Loaded<RecentWin[]>>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    getRecentWins({ signal: controller.signal })
      .then((data) => setState({ kind: 'ready', data }))
      .catch((error: unknown) => !controller.signal.aborted && setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }));
    return () => controller.abort();
  }, []);
  return state;
}

/** The landing figures; `null` until they arrive (or if they cannot be read). */
export function useMarketplaceStats(): MarketplaceStats | null {
  const [stats, setStats] = useState<MarketplaceStats | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getStats({ signal: controller.signal })
      .then(setStats)
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return stats;
}
