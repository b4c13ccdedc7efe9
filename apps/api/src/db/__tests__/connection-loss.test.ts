import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { openTestDatabase } from '../../test/test-app';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy';

const onPostgresServer = Boolean(process.env.TEST_DATABASE_URL);

describe.runIf(onPostgresServer)('a pooled connection PostgreSQL drops as a transaction begins', () => {
  let proxy: TcpProxy;
  let database: { handle: DatabaseHandle; drop: () => Promise<void> };
  beforeAll(async () => {
    const serverUrl = new URL(process.env.TEST_DATABASE_URL!);
    proxy = await startTcpProxy(serverUrl.hostname, Number(serverUrl.port || 5432));
    database = await openTestDatabase(proxy.port);
  });
  afterAll(async () => {
    await proxy?.close();
    await database?.drop();
  });

  it('goes back to the pool, so the pool neither shrinks nor keeps its close waiting', async () => {
    const { db } = database.handle;
    // An idle connection in the pool, which the next transaction takes.
    await db.execute(sql`select 1`);
    expect(database.handle.poolUsage().inUse).toBe(0);
    // The connection drops while the transaction takes it and sends BEGIN: the pool has not
    // heard of the drop yet, and the transaction fails before its own code runs.
    const cut = proxy.cut();
    await expect(db.transaction(async (tx) => tx.execute(sql`select 1`))).rejects.toThrow();
    await cut;
    await expect.poll(() => database.handle.poolUsage().inUse, { timeout: 5_000 }).toBe(0);
    await proxy.restore();
    expect(await db.execute(sql`select 1 as one`)).toMatchObject({ rows: [{ one: 1 }] });
    await database.handle.close();
  });
});
