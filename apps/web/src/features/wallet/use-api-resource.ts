import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-client';

export interface Resource<T> {
  data: T | undefined;
  /** The last load's failure, until the next load starts; data from an earlier load stays shown beside it. */
  error: string | undefined;
  reload: () => void;
}

export const messageOf = (error: unknown) => (error instanceof ApiError ? (error.serverMessage ?? error.message) : String(error));

/**
 * One GET kept on screen. A reload keeps the shown data until the answer arrives (a live
 * refresh must not flash a spinner) and cancels a reload still under way, so bursts of
 * events never leave an older answer on top of a newer one.
 */
export function useApiResource<T>(load: (options: { signal: AbortSignal }) => Promise<T>, enabled: boolean): Resource<T> {
  const [state, setState] = useState<{ data?: T; error?: string }>({});
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setState((current) => (current.error ? { data: current.data } : current));
    load({ signal: controller.signal }).then(
      (data) => !controller.signal.aborted && setState({ data }),
      (error: unknown) => !controller.signal.aborted && setState((current) => ({ data: current.data, error: messageOf(error) })),
    );
    return () => controller.abort();
  }, [load, enabled, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { data: state.data, error: state.error, reload };
}
