/**
 * Where a visitor sent to log in comes back to, and what they were doing: Place Bid and the
 * heart send them with it. It travels as router state from login through sign-up and
 * verification back to login (history state, so a reload keeps it), and the login that
 * ends the trip goes `from` and saves `watch` to the watchlist, as the heart they tapped asked.
 */
export interface SignInReturn {
  from: string;
  /** The auction whose heart the visitor tapped. */
  watch?: string;
}

/** The return in a page's router state, if it is one to this site (never `//elsewhere`). */
export function signInReturnOf(state: unknown): SignInReturn | undefined {
  const { from, watch } = (state ?? {}) as { from?: unknown; watch?: unknown };
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return undefined;
  return typeof watch === 'string' ? { from, watch } : { from };
}
