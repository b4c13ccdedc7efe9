import type { Database } from '../../db/client';
import { revokeEverySession, revokeSession } from '../../modules/auth/repository';
import { appendEvent, SESSION_ENDED, userChannel } from '../../modules/live/repository';
import type { LiveEvent } from '../../plugins/event-bus';

/**
 * Ends a session and logs its end on the user's channel in the same transaction. The
 * user's live streams read that channel in sequence order, gaps filled from the log, so a
 * stream of this session ends before it could deliver any private event committed after
 * the logout, in any process, even one that missed the live publication (Redis down).
 */
export async function logOut(db: Database, session: { sessionId: string; userId: string }): Promise<LiveEvent> {
  return db.transaction(async (tx) => {
    await revokeSession(tx, session.sessionId);
    return appendEvent(tx, userChannel(session.userId), SESSION_ENDED, { sessionId: session.sessionId });
  });
}

/**
 * Ends every session of the user, as logOut ends one, inside the caller's transaction (a
 * password reset or change, a closed account), but `keepSessionId` when given (the session
 * that changed the password); the caller publishes the events after its commit.
 */
export async function logOutEverywhere(tx: Database, userId: string, keepSessionId?: string): Promise<LiveEvent[]> {
  const events: LiveEvent[] = [];
  for (const sessionId of await revokeEverySession(tx, userId, keepSessionId))
    events.push(await appendEvent(tx, userChannel(userId), SESSION_ENDED, { sessionId }));
  return events;
}
