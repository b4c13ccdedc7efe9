import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PoolClient } from 'pg';
import * as schema from './schema';
import { lockDataDir } from './data-dir-lock';
import { applyFunctionFiles } from './function-files';
import { migrate } from './migrations';

/** One query interface for both drivers: repositories never know which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Hears a pooled connection the server ended, idle or checked out (PostgreSQL only). */
  onConnectionLost(listener: (error: Error) => void): void;
  /** Connections checked out and requests waiting for one, for the metrics. */
  poolUsage(): { inUse: number; waiting: number };
  close(): Promise<void>;
}

/**
 * How alike a search word must be to a word of a title or brand to count as a match
 * (pg_trgm's `<%`). The default 0.6 misses common typos such as "samsng" for Samsung.
 */
const SEARCH_SIMILARITY_SETTING = 'pg_trgm.word_similarity_threshold';
const SEARCH_SIMILARITY_THRESHOLD = 0.45;

/**
 * Any fixed number; it names the advisory lock that serialises migrations and function
 * files across processes (two processes replacing one function at once would fail).
 */
const MIGRATION_LOCK_ID = 4_210_117;

export async function openPostgres(connectionString: string, poolSize = 10): Promise<DatabaseHandle> {
  const { pool, handle } = await openPool(connectionString, poolSize);
  const { drizzle: drizzlePostgres } = await import('drizzle-orm/node-postgres');
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate(drizzlePostgres(client, { schema }));
    await applyFunctionFiles((script) => client.query(script));
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    client.release();
  }
  return handle;
}

/**
 * A pool on a streaming replica (DATABASE_READ_URL): read-only, so nothing is migrated, and
 * nothing is connected yet, so a replica that is down does not stop the start (reads go to
 * the primary until it answers: db/read-replica.ts).
 */
export async function openReadReplica(connectionString: string, poolSize = 10): Promise<DatabaseHandle> {
  return (await openPool(connectionString, poolSize)).handle;
}

async function openPool(connectionString: string, poolSize: number) {
  // Loaded only here: a start on the embedded database does not pay for the driver.
  const [{ default: pg }, { drizzle: drizzlePostgres }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    // Fail fast when PostgreSQL is unreachable: the caller answers 503 with Retry-After.
    connectionTimeoutMillis: 3_000,
    options: `-c ${SEARCH_SIMILARITY_SETTING}=${SEARCH_SIMILARITY_THRESHOLD}`,
  });
  // The server may end any connection (a restart, a failover, a terminated backend, a dropped
  // database), and a pg client reports that as an 'error' event, which, unheard, ends the
  // process. The pool listens only while a client is idle, not while it is checked out for a
  // transaction or the migrations, so every client gets a listener of its own the moment the
  // pool has it (before anyone can check it out) for as long as it lives. The query in
  // flight, or the next one, fails and its caller answers 503; on release the pool discards
  // the client and opens another when asked.
  //
  // Drizzle's transaction never releases a client whose BEGIN failed, so a connection lost as
  // a transaction takes it would stay counted as checked out: a slot lost for good, and a
  // close waiting forever. A checked-out client whose connection is lost is therefore handed
  // back at once, with its error so the pool discards it; its holder's own release, if it
  // comes, then does nothing.
  let connectionLost = (_error: Error) => {};
  const checkedOut = new WeakSet<PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('connect', (client) =>
    client.on('error', (error) => {
      connectionLost(error);
      if (!checkedOut.has(client)) return;
      const releaseOnce = client.release;
      client.release = () => undefined;
      releaseOnce(error);
    }),
  );
  // The pool repeats an idle client's error on itself: already reported by the client's own listener.
  pool.on('error', () => undefined);
  const handle: DatabaseHandle = {
    db: drizzlePostgres(pool, { schema }) as unknown as Database,
    driver: 'postgres',
    onConnectionLost: (listener) => {
      connectionLost = listener;
    },
    poolUsage: () => ({ inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
  return { pool, handle };
}

export function pgliteDataFolder(dataDir: string): string {
  return path.join(dataDir, 'pgdata');
}

/**
 * Opens an embedded PostgreSQL; `dataDir` undefined keeps it in memory (tests). `template`,
 * a closed data folder made by these very migrations and function files, is copied into a
 * `dataDir` that has no database yet, which then needs neither run again.
 */
export async function openPglite(options: {
  dataDir?: string;
  loadDataDir?: Blob;
  template?: string;
}): Promise<DatabaseHandle> {
  const releaseLock = options.dataDir ? lockDataDir(options.dataDir) : () => undefined;
  try {
    const copied =
      options.dataDir !== undefined &&
      options.template !== undefined &&
      copyTemplate(options.template, pgliteDataFolder(options.dataDir));
    const client = new PGlite({
      extensions: { pg_trgm },
      ...(options.dataDir ? { dataDir: pgliteDataFolder(options.dataDir) } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    const db = drizzlePglite(client, { schema });
    if (!copied) {
      await migrate(db);
      await applyFunctionFiles((script) => client.exec(script));
    }
    await client.exec(`set ${SEARCH_SIMILARITY_SETTING} = ${SEARCH_SIMILARITY_THRESHOLD}`);
    return {
      db: db as unknown as Database,
      driver: 'pglite',
      // An embedded database has no connections to lose.
      onConnectionLost: () => undefined,
      // One embedded connection, always open; its queries queue inside PGlite, unseen.
      poolUsage: () => ({ inUse: 1, waiting: 0 }),
      close: async () => {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/**
 * Copies the template when the data folder has no database folder at all (one left by an
 * earlier failed start is opened as it is). The copy is made under another name and renamed,
 * so an interrupted copy is never taken for a database.
 */
function copyTemplate(template: string, databaseFolder: string): boolean {
  if (existsSync(databaseFolder)) return false;
  const partial = `${databaseFolder}.partial`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(template, partial, { recursive: true });
  renameSync(partial, databaseFolder);
  return true;
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
