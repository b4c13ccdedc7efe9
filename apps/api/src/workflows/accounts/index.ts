import type { Database } from '../../db/client';
import type { LiveEvent } from '../../plugins/event-bus';
import { changePassword } from './change-password';
import { closeAccount } from './close-account';
import { logOut, logOutEverywhere } from './log-out';

/** The accounts' steps, for the auth and account routes; each publishes its events after its commit. */
export function accountSteps({ db, publish }: { db: Database; publish: (events: LiveEvent[]) => void }) {
  return {
    logOut: async (session: { sessionId: string; userId: string }) => publish([await logOut(db, session)]),
    logOutEverywhere,
    changePassword: async (session: { userId: string; sessionId: string }, passwordHash: string) =>
      publish(await changePassword(db, session, passwordHash)),
    closeAccount: async (userId: string) => publish(await closeAccount(db, userId)),
  };
}
