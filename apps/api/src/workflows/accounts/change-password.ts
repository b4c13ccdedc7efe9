import type { Database } from '../../db/client';
import { setPasswordHash } from '../../modules/auth/repository';
import type { LiveEvent } from '../../plugins/event-bus';
import { logOutEverywhere } from './log-out';

/**
 * Sets a new password hash and, in the same transaction, ends every other session of the
 * account, logged on the user's channel as a logout is; the session that asked stays signed
 * in. The caller publishes the events after the commit.
 */
export async function changePassword(
  db: Database,
  session: { userId: string; sessionId: string },
  passwordHash: string,
): Promise<LiveEvent[]> {
  return db.transaction(async (tx) => {
    await setPasswordHash(tx, session.userId, passwordHash);
    return logOutEverywhere(tx, session.userId, session.sessionId);
  });
}
