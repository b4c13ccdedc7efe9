import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { apiRequest, type AnswerSchema } from './api-client';
import { useFirstScreen } from './first-screen';
import { onAccessTokenChange, readAccessToken } from './token-storage';

/**
 * The web app's one data layer (docs/decisions/006-one-small-data-layer.md): the `data` of
 * GET answers, cached by their API path (`/wallet`, `/auctions?status=live&limit=6`), the
 * same keys the server writes a first screen under. Components showing one path share its
 * answer and its request; what is shown stays while it is read again; a mutation says
 * which paths it changed (`invalidate`) and a live event patches one in place (`setQueryData`).
 */

export interface QueryResult<T> {
  /** The newest answer; kept while the path is read again and when that read fails. */
  data: T | undefined;
  /** Why the last read failed, until the next read starts. */
  error: Error | undefined;
  /** Reads the path again now; what is shown stays until the answer arrives. */
  refetch: () => void;
}

export interface QueryOptions {
  /** Reads again this often while shown, so a page left open keeps showing what is live. */
  refreshMs?: number;
  /**
   * How old an answer may be and still be shown to a newly mounted component without a read
   * (default 0: it is shown at once and read again behind it).
   */
  staleMs?: number;
  /** Public data, read without the session (`apiRequest`'s `anonymous`). */
  anonymous?: boolean;
  /** What the answer is checked against (`apiRequest`'s `schema`); kept per path, like `anonymous`. */
  schema?: AnswerSchema<unknown>;
}

interface Snapshot {
  data?: unknown;
  error?: Error;
}

interface Entry {
  snapshot: Snapshot;
  listeners: Set<() => void>;
  reading?: AbortController;
  answeredAt?: number;
  anonymous?: boolean;
  schema?: AnswerSchema<unknown>;
  /**
   * A first-screen answer: the components hydrating with it must not read it again; its
   * first refresh or the page being left ends that.
   */
  served?: boolean;
}

/**
 * At most this many paths are cached: those nobody shows are kept for a quick way back and,
 * past the limit, forgotten from the one left longest ago.
 */
const MAX_CACHED_PATHS = 50;
const NOTHING: Snapshot = {};
const entries = new Map<string, Entry>();

function entryOf(path: string): Entry {
  let entry = entries.get(path);
  if (!entry) entries.set(path, (entry = { snapshot: NOTHING, listeners: new Set() }));
  return entry;
}

function publish(entry: Entry, snapshot: Snapshot): void {
  entry.snapshot = snapshot;
  for (const listener of entry.listeners) listener();
}

/** Reads `path`, dropping a read still under way: an older answer must never land on a newer one. */
function read(path: string): void {
  const entry = entryOf(path);
  entry.reading?.abort();
  entry.served = false;
  const controller = new AbortController();
  entry.reading = controller;
  if (entry.snapshot.error) publish(entry, { data: entry.snapshot.data });
  const settle = (snapshot: Snapshot) => {
    if (controller.signal.aborted) return;
    entry.reading = undefined;
    if (!snapshot.error) entry.answeredAt = Date.now();
    publish(entry, snapshot);
  };
  apiRequest<unknown>('GET', path, undefined, {
    signal: controller.signal,
    anonymous: entry.anonymous,
    schema: entry.schema,
  }).then(
    (answer) => settle({ data: answer.data }),
    (error: unknown) =>
      settle({ data: entry.snapshot.data, error: error instanceof Error ? error : new Error(String(error)) }),
  );
}

function forgetBeyondLimit(): void {
  for (const [path, entry] of entries) {
    if (entries.size <= MAX_CACHED_PATHS) return;
    if (entry.listeners.size === 0) entries.delete(path);
  }
}

function watch(path: string, listener: () => void, { staleMs = 0, anonymous, schema }: QueryOptions): () => void {
  const entry = entryOf(path);
  entry.listeners.add(listener);
  entry.anonymous = anonymous;
  entry.schema = schema;
  const stale = entry.answeredAt === undefined || Date.now() - entry.answeredAt >= staleMs;
  if (!entry.served && !entry.reading && stale) read(path);
  return () => {
    entry.listeners.delete(listener);
    if (entry.listeners.size > 0) return;
    // Nobody shows it any more (the page was left): a phone on slow data stops downloading it.
    entry.reading?.abort();
    entry.reading = undefined;
    entry.served = false;
    // Last in line for forgetting, as the most recently shown (unless already forgotten).
    if (entries.get(path) !== entry) return;
    entries.delete(path);
    entries.set(path, entry);
    forgetBeyondLimit();
  };
}

/**
 * The answer at `path`, read when first shown and shared by every component showing it;
 * `null` reads nothing. While React hydrates server-rendered markup it is the answer the
 * server rendered with (`useFirstScreen`), so the first render matches that markup.
 */
export function useQuery<T>(
  path: string | null,
  { refreshMs, staleMs, anonymous, schema }: QueryOptions = {},
): QueryResult<T> {
  const served = useFirstScreen()?.responses[path ?? ''];
  const serverSnapshot = useMemo<Snapshot>(() => (served === undefined ? NOTHING : { data: served }), [served]);
  // The schema is read through a ref: a caller that builds it at every render
  // (`itemsDataSchema(x)` inline) would otherwise resubscribe at every render, and each
  // resubscription drops the read under way and starts another, a request that never settles.
  const schemaRef = useRef(schema);
  useEffect(() => {
    schemaRef.current = schema;
  });
  const subscribe = useCallback(
    (listener: () => void) =>
      path ? watch(path, listener, { staleMs, anonymous, schema: schemaRef.current }) : () => undefined,
    [path, staleMs, anonymous],
  );
  const snapshot = useSyncExternalStore(
    subscribe,
    () => (path ? (entries.get(path)?.snapshot ?? NOTHING) : NOTHING),
    () => serverSnapshot,
  );
  useEffect(() => {
    if (!path || !refreshMs) return;
    const timer = window.setInterval(() => read(path), refreshMs);
    return () => window.clearInterval(timer);
  }, [path, refreshMs]);
  const refetch = useCallback(() => {
    if (path) read(path);
  }, [path]);
  return { data: snapshot.data as T | undefined, error: snapshot.error, refetch };
}

/** After a change on the server: shown paths are read again, the others on their next showing. */
export function invalidate(...paths: string[]): void {
  for (const path of paths) {
    const entry = entries.get(path);
    if (!entry) continue;
    entry.answeredAt = undefined;
    if (entry.listeners.size > 0) read(path);
  }
}

/** Changes a cached answer in place (a live event, the answer of a mutation); nothing cached, nothing changed. */
export function setQueryData<T>(path: string, update: (data: T) => T): void {
  const entry = entries.get(path);
  if (entry?.snapshot.data !== undefined) publish(entry, { ...entry.snapshot, data: update(entry.snapshot.data as T) });
}

/**
 * The answers a server-rendered page came with, cached before React hydrates it. Those in
 * `readAgain` (a visitor's view, where a session is stored) are shown while hydrating and
 * read again as soon as a component shows them.
 */
export function seedQueryCache(responses: Record<string, unknown>, readAgain: readonly string[] = []): void {
  for (const [path, data] of Object.entries(responses)) {
    const entry = entryOf(path);
    const served = !readAgain.includes(path);
    entry.snapshot = { data };
    entry.answeredAt = served ? Date.now() : undefined;
    entry.served = served;
  }
}

/** Forgets every cached answer; for tests, which each start from an empty cache. */
export function clearQueryCache(): void {
  for (const entry of entries.values()) entry.reading?.abort();
  entries.clear();
}

/**
 * A sign-in or sign-out changes whose data the private paths hold: what nobody shows is
 * forgotten (the next person on a shared phone must not see it), the rest is read again
 * when next shown. A renewed token leaves the cache alone.
 */
let signedIn = readAccessToken() !== null;
onAccessTokenChange(() => {
  const now = readAccessToken() !== null;
  if (now === signedIn) return;
  signedIn = now;
  for (const [path, entry] of entries) {
    if (entry.listeners.size === 0) entries.delete(path);
    else entry.answeredAt = undefined;
  }
});
