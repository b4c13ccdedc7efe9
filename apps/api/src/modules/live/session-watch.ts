import { startBackgroundTask } from '../../background-task';
import type { LiveSessionsReader } from '../auth/service';

/**
 * How often a process reads whether the sessions of its user streams are still live. A
 * logout is logged on the user's channel, but a stream on another process hears of it only
 * through Redis or the channel's next event; this bounds how long it outlives the session
 * when neither comes (Redis down, a quiet user).
 */
export const SESSION_CHECK_INTERVAL_MS = 5_000;

/** Sessions per query, so one statement stays small however many streams the process holds. */
const SESSIONS_PER_QUERY = 1_000;

/**
 * Ends streams whose session was revoked or expired (or whose user was suspended), checking
 * every watched session of this process with one query per SESSIONS_PER_QUERY each
 * interval, not one query per stream. A failed check ends nothing: the next one tries again.
 */
export function createSessionWatch(liveSessions: LiveSessionsReader, onError: (error: unknown) => void) {
  const watched = new Map<string, Set<() => void>>();

  async function check(): Promise<void> {
    const sessionIds = [...watched.keys()];
    for (let start = 0; start < sessionIds.length; start += SESSIONS_PER_QUERY) {
      const batch = sessionIds.slice(start, start + SESSIONS_PER_QUERY);
      const live = await liveSessions(batch);
      for (const sessionId of batch) {
        if (live.has(sessionId)) continue;
        // Ending a stream unwatches it, which changes the set.
        for (const end of [...(watched.get(sessionId) ?? [])]) end();
      }
    }
  }

  const stop = startBackgroundTask(SESSION_CHECK_INTERVAL_MS, check, onError);

  return {
    /** Calls `end` once the session is found gone; answers the unwatch, for when the stream closes first. */
    watch(sessionId: string, end: () => void): () => void {
      let ends = watched.get(sessionId);
      if (!ends) watched.set(sessionId, (ends = new Set()));
      ends.add(end);
      return () => {
        ends.delete(end);
        if (ends.size === 0) watched.delete(sessionId);
      };
    },
    close: stop,
  };
}
