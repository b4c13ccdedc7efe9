import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serverMessages } from '@naijabid/shared/messages';
import { apiFailureSchema } from '@naijabid/shared/schemas/envelope';
import { bid, fundedBidder, MANY_LOGINS, sellerId } from '../../test/bidding';
import { insertListingRow } from '../../test/listings';
import { startTestApp, type TestApp } from '../../test/test-app';
import { requireResponseSchemas } from '../response-schemas';

/** Every route the app's guard saw, with what it declared per status. */
const declared = vi.hoisted(() => [] as Array<{ route: string; response: Record<string, unknown> }>);

vi.mock('../response-schemas', async (importOriginal) => {
  const original = await importOriginal<typeof import('../response-schemas')>();
  return {
    requireResponseSchemas(scope: FastifyInstance) {
      scope.addHook('onRoute', (route: RouteOptions) => {
        declared.push({
          route: `${[route.method].flat().join(',')} ${route.url}`,
          response: { ...(route.schema?.response as Record<string, unknown> | undefined) },
        });
      });
      original.requireResponseSchemas(scope);
    },
  };
});

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp(MANY_LOGINS);
});
afterAll(() => app.close());

describe('response schemas', () => {
  it('declares every JSON route of the API and the dev pages: its success, and failures as the one error body', () => {
    const routes = declared.map((entry) => entry.route);
    for (const route of [
      'POST /api/v1/auctions/:id/bids',
      'GET /api/v1/wallet',
      'GET /api/v1/me/events',
      'POST /api/v1/wallet/virtual-account',
      'POST /api/v1/webhooks/paystack',
    ]) {
      expect(routes).toContain(route);
    }
    for (const { route, response } of declared) {
      const statuses = Object.keys(response);
      expect(
        statuses.some((status) => /^[23]/.test(status)),
        route,
      ).toBe(true);
      // The health check's and the readiness check's 503 are their own reports.
      const ownBody = (status: string) => /\/health(\/ready)?$/.test(route) && status === '503';
      for (const status of statuses.filter((status) => /^[45]/.test(status) && !ownBody(status))) {
        expect(response[status], `${route} ${status}`).toBe(apiFailureSchema);
      }
    }
  });

  it('refuses to start with a route that declares no response for its success status', async () => {
    const bare = Fastify();
    void bare.register(async (scope) => {
      requireResponseSchemas(scope);
      scope.get('/undeclared', async () => ({ data: {} }));
    });
    await expect(bare.ready()).rejects.toThrow('GET /undeclared declares no response schema for its success status');
  });

  it('answers 500 rather than send a field its schema does not allow, and logs it', async () => {
    const listing = await insertListingRow(app, await sellerId(app));
    const bidder = await fundedBidder(app, 100_000_00);
    const key = randomUUID();
    expect((await bid(app, bidder, listing.id, 200_000_00, key)).status).toBe(201);
    // A replay answers the stored answer: make it carry what a bidder must never see.
    await app.database.db.execute(
      sql`update bids set answer = answer || '{"reservePrice": 25000000}'::jsonb where idempotency_key = ${key}`,
    );

    const replay = await bid(app, bidder, listing.id, 200_000_00, key);

    expect(replay.status).toBe(500);
    expect(replay.body).toEqual({
      code: 'internal',
      message: serverMessages.internal,
      detail: serverMessages.internal,
    });
    const logged = app.logLines.filter((line) => Number(line.level) >= 50);
    expect(logged.map((line) => (line.err as { code?: string }).code)).toEqual(['FST_ERR_RESPONSE_SERIALIZATION']);
    // The failure was expected: taken out of the log so the file's closing check passes.
    app.logLines.splice(0, app.logLines.length, ...app.logLines.filter((line) => !logged.includes(line)));
  });
});
