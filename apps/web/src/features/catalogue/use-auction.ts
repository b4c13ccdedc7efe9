import { useCallback, useEffect, useState } from 'react';
import type { AuctionDetail, OwnListing } from '@naijabid/shared/schemas/listings';
import { ApiError } from '../../lib/api-client';
import { getAuction } from './api/get-auction';

export type AuctionState =
  | { kind: 'loading' }
  | { kind: 'ready'; auction: AuctionDetail | OwnListing }
  | { kind: 'not-found'; message: string }
  | { kind: 'failed'; message: string };

/** Loads one auction; `reload` tries again after a failure. */
export function useAuction(id: string) {
  const [state, setState] = useState<AuctionState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'loading' });
    getAuction(id, { signal: controller.signal })
      .then((auction) => setState({ kind: 'ready', auction }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) {
          setState({ kind: 'not-found', message: error.serverMessage ?? error.message });
        } else {
          setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
        }
      });
    return () => controller.abort();
  }, [id, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, reload };
}
