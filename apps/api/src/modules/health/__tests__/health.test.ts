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
      const response = await app.request('GET', '/api/v1/health');
      expect(response.status).toBe(200);
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
