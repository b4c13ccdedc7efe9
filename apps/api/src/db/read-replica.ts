import { sql, type SQL } from 'drizzle-orm';
import { AppError } from '../errors';
import { isOutageError } from '../outages';
import type { RecentWriters } from '../plugins/recent-writers';
import type { Database } from './client';

/**
 * Where the reads that may lag a little run (browse, search, an auction's page): on a
 * streaming replica when DATABASE_READ_URL is set and it is fit, else on the primary.
 * Every other read and every write uses the primary directly
 * (docs/decisions/012-read-replica.md).
 */
export interface Reads {
  run<T>(query: (db: Database) => Promise<T>, options?: ReadOptions<T>): Promise<T>;
}

export interface ReadOptions<T> {
  /** The signed-in viewer: one who wrote within the allowed lag reads the primary, and so sees the write. */
  viewerId?: string | undefined;
  /** An answer that may only mean the replica has not caught up (a listing not found): asked again of the primary. */
  askPrimaryIf?: (answer: T) => boolean;
}

/** Without a replica every read is the primary's. */
export function primaryReads(db: Database): Reads {
  return { run: (query) => query(db) };
}

export type ReadServer = 'replica' | 'primary';

export interface ReplicaStatus {
  /** Whether reads go to the replica now. */
  inUse: boolean;
  /** How far behind the primary the replica was at the last check; undefined while it cannot be told (unreachable). */
  lagSeconds: number | undefined;
}

/** How often the replica's progress is compared with the primary's. */
export const REPLICA_CHECK_INTERVAL_MS = 1000;

export interface ReplicaReadsOptions {
  primary: Database;
  replica: Database;
  maxLagSeconds: number;
  recentWriters: Pick<RecentWriters, 'wroteRecently'>;
  log: {
    info(message: string): void;
    warn(object: object, message: string): void;
  };
  /** A read the replica failed that the primary then served; the replica being unreachable is one outage among others. */
  onReplicaFailure: (error: unknown) => void;
}

export interface ReplicaReads extends Reads {
  status(): ReplicaStatus;
  /** Hears which server answered each read, for the metrics. */
  onRead(listener: (server: ReadServer) => void): void;
  close(): Promise<void>;
}

/** A WAL position ("16/B374D848") as one number, to compare positions. */
export function walPosition(lsn: string): bigint {
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

async function firstRow<T>(db: Database, query: SQL): Promise<T | undefined> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows[0];
}

/**
 * Reads on a streaming replica while it is fit. Every second the primary's WAL position is
 * noted with the time it was asked, then the replica's replayed position: the replica holds
 * everything the primary had at the time of the newest noted position it has replayed
 * ("caught up to"). A read at time t may use it only while t - caughtUpTo is within the
 * allowed lag, so a replica that falls behind, stops replaying or stops answering the checks
 * is left within that time, and one that fails a read is left at once (the read is asked
 * again of the primary). A write acknowledged to its user before they asked again is then
 * on the replica unless it is younger than the allowed lag: exactly the window during which
 * the writer's own reads go to the primary.
 */
export function createReplicaReads(options: ReplicaReadsOptions): ReplicaReads {
  const { primary, replica, recentWriters, log } = options;
  const maxLagMs = options.maxLagSeconds * 1000;
  /** The primary's positions of the last checks, oldest first: enough to date a replica up to the allowed lag behind. */
  const samples: Array<{ position: bigint; at: number }> = [];
  let caughtUpTo: number | undefined;
  let lagSeconds: number | undefined;
  let unreachable = false;
  /** Undefined until the first check, so whichever way it goes is logged. */
  let inUseAtLastCheck: boolean | undefined;
  const readListeners: Array<(server: ReadServer) => void> = [];

  function markUnreachable(): void {
    unreachable = true;
    lagSeconds = undefined;
  }

  const fit = () => !unreachable && caughtUpTo !== undefined && Date.now() - caughtUpTo <= maxLagMs;

  async function check(): Promise<void> {
    const at = Date.now();
    const primaryRow = await firstRow<{ lsn: string }>(primary, sql`select pg_current_wal_lsn()::text as lsn`);
    samples.push({ position: walPosition(primaryRow!.lsn), at });
    while (samples.length > 1 && samples[0]!.at < at - maxLagMs - 2 * REPLICA_CHECK_INTERVAL_MS) samples.shift();
    let replicaRow: { standby: boolean; replayed: string | null } | undefined;
    try {
      replicaRow = await firstRow(
        replica,
        sql`select pg_is_in_recovery() as standby, pg_last_wal_replay_lsn()::text as replayed`,
      );
    } catch (error) {
      markUnreachable();
      options.onReplicaFailure(error);
      return;
    }
    unreachable = false;
    if (!replicaRow?.standby || replicaRow.replayed === null) {
      // Not replaying anyone's WAL (a primary of its own, a promoted replica): nothing says it holds our writes.
      caughtUpTo = undefined;
      lagSeconds = undefined;
      return;
    }
    const replayed = walPosition(replicaRow.replayed);
    const newestReplayed = samples.findLast((sample) => sample.position <= replayed);
    // Replay only moves forward: a replica past none of the positions still noted (a slow turn
    // of checks may have dropped the older ones) holds what it held at the last check, no more.
    if (newestReplayed) caughtUpTo = newestReplayed.at;
    // Never caught up to a noted position: at least as far behind as the oldest.
    lagSeconds = (Date.now() - (caughtUpTo ?? samples[0]!.at)) / 1000;
  }

  function noteChange(): void {
    const inUse = fit();
    if (inUse === inUseAtLastCheck) return;
    inUseAtLastCheck = inUse;
    if (inUse) log.info('browse and auction reads go to the read replica');
    else
      log.warn(
        { lagSeconds, maxLagSeconds: options.maxLagSeconds, unreachable },
        'browse and auction reads go to the primary: the read replica is unreachable, not a standby, or too far behind',
      );
  }

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let checking: Promise<void> = Promise.resolve();
  function checkNow(): void {
    checking = check()
      .catch((error: unknown) => {
        // The primary did not answer: nothing can date the replica, so it is not used.
        caughtUpTo = undefined;
        options.onReplicaFailure(error);
      })
      .then(() => {
        noteChange();
        // Unref'd: the checks alone never keep a process alive that is otherwise done.
        if (!stopped) timer = setTimeout(checkNow, REPLICA_CHECK_INTERVAL_MS).unref();
      });
  }
  checkNow();

  function served(server: ReadServer): void {
    for (const listener of readListeners) listener(server);
  }
  async function onPrimary<T>(query: (db: Database) => Promise<T>): Promise<T> {
    const answer = await query(primary);
    served('primary');
    return answer;
  }

  return {
    async run(query, { viewerId, askPrimaryIf } = {}) {
      if (!fit() || (viewerId !== undefined && (await recentWriters.wroteRecently(viewerId)))) return onPrimary(query);
      let answer;
      try {
        answer = await query(replica);
      } catch (error) {
        // A refusal of ours would be the primary's too; anything else (the replica gone, a query
        // cancelled by a conflict with recovery) the primary may well answer.
        if (error instanceof AppError) throw error;
        if (isOutageError(error)) {
          markUnreachable();
          noteChange();
        }
        options.onReplicaFailure(error);
        return onPrimary(query);
      }
      if (askPrimaryIf?.(answer)) return onPrimary(query);
      served('replica');
      return answer;
    },
    status: () => ({ inUse: fit(), lagSeconds }),
    onRead: (listener) => void readListeners.push(listener),
    async close() {
      stopped = true;
      clearTimeout(timer);
      await checking;
    },
  };
}
