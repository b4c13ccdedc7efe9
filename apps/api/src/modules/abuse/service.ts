import { ABUSE_SIGNALS_SHOWN, type AbuseSignals } from '@naijabid/shared/schemas/admin-abuse';
import type { Database } from '../../db/client';
import * as repository from './repository';

/** The console's abuse signals, read from bids, orders and sessions as they stand. */
export function createAbuseService({ db }: { db: Database }) {
  return {
    async signals(): Promise<AbuseSignals> {
      return {
        shillSuspects: await repository.shillSuspects(db, ABUSE_SIGNALS_SHOWN),
        forfeiters: await repository.forfeiters(db, ABUSE_SIGNALS_SHOWN),
      };
    },
  };
}

export type AbuseService = ReturnType<typeof createAbuseService>;
