/**
 * A tiny cache of public browse pages. The home pages ask every visitor for the same few
 * lists, so for a second or so one database query can answer all of them. Concurrent misses
 * share one query (the promise is cached), and local writes clear everything at once; other
 * processes see a change within the time to live.
 */
export interface BrowseCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

export function createBrowseCache<T>(options: { ttlMs: number; maxEntries: number }): BrowseCache<T> {
  const entries = new Map<string, { value: Promise<T>; expiresAt: number }>();
  return {
    get(key, load) {
      if (options.ttlMs <= 0) return load();
      const now = Date.now();
      const cached = entries.get(key);
      if (cached && cached.expiresAt > now) return cached.value;
      if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
      const value = load();
      entries.set(key, { value, expiresAt: now + options.ttlMs });
      value.catch(() => entries.delete(key));
      return value;
    },
    clear: () => entries.clear(),
  };
}
