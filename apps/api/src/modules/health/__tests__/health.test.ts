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

describe('cross-origin requests outside production', () => {
  it('lets the web dev server read the headers it uses: Date for the server clock, Retry-After and the request id', async () => {
    const response = await app.request('GET', '/api/v1/health', { headers: { origin: 'http://localhost:5173' } });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-expose-headers')?.split(',').map((name) => name.trim().toLowerCase()).sort()).toEqual(['date', 'retry-after', 'x-request-id']);
  });
});
