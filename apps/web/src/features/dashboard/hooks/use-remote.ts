import { useCallback, useEffect, useRef, useState } from 'react';
import { apiErrorText } from '../../../lib/api-error-text';

export type Remote<T> = { kind: 'loading' } | { kind: 'ready'; data: T } | { kind: 'failed'; message: string };

export interface RemoteData<T> {
  state: Remote<T>;
  /** Loads again in the background, keeping what is shown until the answer arrives. */
  refresh: () => void;
  /** After a failure: shows the loading state and tries again. */
  retry: () => void;
  /** Changes what is shown in place, e.g. from a live event. */
  patch: (update: (data: T) => T) => void;
}

/**
 * One call's answer for a dashboard card. A newer load aborts the one in flight, so an
 * older answer can never overwrite a newer one.
 */
export function useRemote<T>(load: (signal: AbortSignal) => Promise<T>, enabled = true): RemoteData<T> {
  const [state, setState] = useState<Remote<T>>({ kind: 'loading' });
  const [version, setVersion] = useState(0);
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  });

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    latestLoad
      .current(controller.signal)
      .then((data) => !controller.signal.aborted && setState({ kind: 'ready', data }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // A failed background refresh keeps the last good answer on screen; the next event or
        // visit loads again.
        setState((current) => (current.kind === 'ready' ? current : { kind: 'failed', message: apiErrorText(error) }));
      });
    return () => controller.abort();
  }, [enabled, version]);

  const refresh = useCallback(() => setVersion((value) => value + 1), []);
  const retry = useCallback(() => {
    setState({ kind: 'loading' });
    setVersion((value) => value + 1);
  }, []);
  const patch = useCallback(
    (update: (data: T) => T) => setState((current) => (current.kind === 'ready' ? { kind: 'ready', data: update(current.data) } : current)),
    [],
  );
  return { state, refresh, retry, patch };
}
