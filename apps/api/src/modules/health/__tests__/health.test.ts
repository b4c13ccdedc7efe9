import { createServer, type AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('GET /api/v1/health', () => {
  it('answers 200 with the database up and which driver runs it', async () => {
    const response = await app.request('GET', '/api/v1/health');
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      status: 'ok',
      database: { status: 'up', driver: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' },
    });
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers an unknown API path with a JSON 404 in the error shape', async () => {
    const response = await app.request('GET', '/api/v1/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ code: 'not_found', message: 'Resource not found.', detail: 'Resource not found.' });
  });
});

describe('GET /api/v1/health/live and /health/ready', () => {
  it('answers live, and ready with every check passed', async () => {
    const live = await app.request('GET', '/api/v1/health/live');
    expect(live.status).toBe(200);
    expect(live.body.data).toEqual({ status: 'live' });
    const ready = await app.request('GET', '/api/v1/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body.data).toEqual({
      status: 'ready',
      checks: {
        database: 'up',
        redis: process.env.REDIS_URL ? 'up' : 'not_configured',
        liveEvents: process.env.REDIS_URL ? 'subscribed' : 'not_configured',
        migrations: 'done',
        draining: false,
      },
    });
  });

  it('answers not ready while the database lacks a migration this code needs, and live all the same', async () => {
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    await app.database.db.execute(
      sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = ${newest}`,
    );
    try {
      const ready = await app.request('GET', '/api/v1/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.body.data).toMatchObject({ status: 'not_ready', checks: { migrations: 'pending' } });
      expect((await app.request('GET', '/api/v1/health/live')).status).toBe(200);
    } finally {
      await app.database.db.execute(
        sql`update drizzle.__drizzle_migrations set created_at = created_at + 1 where created_at = ${newest}`,
      );
    }
    expect((await app.request('GET', '/api/v1/health/ready')).status).toBe(200);
  });
});

describe('readiness while Redis is down', () => {
  it('answers not ready, naming Redis, and live all the same', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    const withoutRedis = await startTestApp({ redisUrl: `redis://127.0.0.1:${port}` });
    try {
      const ready = await withoutRedis.request('GET', '/api/v1/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.body.data).toEqual({
        status: 'not_ready',
        checks: { database: 'up', redis: 'down', liveEvents: 'not_subscribed', migrations: 'done', draining: false },
      });
      expect((await withoutRedis.request('GET', '/api/v1/health/live')).status).toBe(200);
    } finally {
      // Redis's connection failures were the point of the test; any other error still fails it on close.
      const subscribeFailed = () =>
        withoutRedis.logLines.some(
          (line) => line.msg === 'subscribing to live events in Redis: a dependency is unavailable',
        );
      for (let waited = 0; waited < 20_000 && !subscribeFailed(); waited += 100)
        await new Promise((resolve) => setTimeout(resolve, 100));
      for (let index = withoutRedis.logLines.length - 1; index >= 0; index -= 1) {
        const message = withoutRedis.logLines[index]!.msg;
        if (typeof message === 'string' && message.includes('Redis')) withoutRedis.logLines.splice(index, 1);
      }
      await withoutRedis.close();
    }
  }, 30_000);
});

describe('a lost database connection', () => {
  // Only a server can end a connection; the embedded database has none to lose.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'is logged, and the server goes on answering on new connections',
    async () => {
      await Promise.all([1, 2, 3].map(() => app.request('GET', '/api/v1/health')));
      const admin = new pg.Client({ connectionString: app.databaseUrl });
      await admin.connect();
      try {
        const ended = await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
        );
        expect(ended.rowCount).toBeGreaterThan(0);
      } finally {
        await admin.end();
      }
      for (
        let waited = 0;
        waited < 5_000 &&
        !app.logLines.some((line) => String(line.msg).startsWith('a pooled database connection was lost'));
        waited += 50
      ) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(app.logLines.some((line) => String(line.msg).startsWith('a pooled database connection was lost'))).toBe(
        true,
      );
      // Another terminated connection may still sit in the pool until its own error arrives
      // (one check may find it and answer 503); the pool then opens new ones, and checks pass.
      await expect.poll(async () => (await app.request('GET', '/api/v1/health')).status, { timeout: 10_000 }).toBe(200);
      const response = await app.request('GET', '/api/v1/health');
      expect(response.body.data.database.status).toBe('up');
    },
  );
});

describe('cross-origin requests outside production', () => {
  it('lets the web dev server read the headers it uses: Date for the server clock, Retry-After and the request id', async () => {
    const response = await app.request('GET', '/api/v1/health', { headers: { origin: 'http://localhost:5173' } });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(
      response.headers
        .get('access-control-expose-headers')
        ?.split(',')
        .map((name) => name.trim().toLowerCase())
        .sort(),
    ).toEqual(['date', 'retry-after', 'x-request-id']);
  });
});
