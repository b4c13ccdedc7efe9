import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminServerMessages } from '@naijabid/shared/messages/admin';
import { signUpAndLogIn, registration } from '../../../test/accounts';
import { fundedBidder, MANY_LOGINS, type Bidder } from '../../../test/bidding';
import { concretePath, signedInOperator } from '../../../test/operators';
import { rows } from '../../../test/orders';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { changeOperatorRole } from '../../../workflows/moderation/operator-role';

let app: TestApp;
let operator: Bidder;

beforeAll(async () => {
  app = await startTestApp(MANY_LOGINS);
  operator = await signedInOperator(app);
});
afterAll(() => app.close());

const me = async (token: string) => (await app.request('GET', '/api/v1/me', { token })).body.data.user;

describe('the operator role and the console guard', () => {
  it('answers every admin route to a non-operator exactly as an unknown route, and lets an operator in', async () => {
    const adminRoutes = app.routes.filter(
      (route) => route.url.startsWith('/api/v1/admin/') && !['HEAD', 'OPTIONS'].includes(route.method),
    );
    expect(adminRoutes.map((route) => `${route.method} ${route.url}`)).toContain('GET /api/v1/admin/audit');

    const unknown = await app.request('GET', `/api/v1/no-such-route-${randomUUID()}`);
    expect(unknown.status).toBe(404);
    const buyer = await signUpAndLogIn(app);
    const seller = await signUpAndLogIn(app, { accountType: 'seller' });
    const callers: Array<{ who: string; token?: string }> = [
      { who: 'signed out' },
      { who: 'buyer', token: buyer.token },
      { who: 'seller', token: seller.token },
      { who: 'bad token', token: 'not-a-token' },
    ];
    for (const route of adminRoutes) {
      const path = concretePath(route.url, randomUUID());
      for (const caller of callers) {
        const answer = await app.request(route.method, path, {
          token: caller.token,
          body: route.method === 'GET' ? undefined : { reason: 'Trying my luck' },
        });
        expect({
          route: `${route.method} ${route.url}`,
          who: caller.who,
          status: answer.status,
          body: answer.body,
        }).toEqual({ route: `${route.method} ${route.url}`, who: caller.who, status: 404, body: unknown.body });
      }
    }

    const audit = await app.request('GET', '/api/v1/admin/audit', { token: operator.token });
    expect(audit.status).toBe(200);
  });

  it('says in the account answer who is an operator', async () => {
    expect((await me(operator.token)).isOperator).toBe(true);
    const buyer = await signUpAndLogIn(app);
    expect((await me(buyer.token)).isOperator).toBe(false);
  });

  it('grants only an existing verified account, records grant and revoke, and a revoke shuts the console at once', async () => {
    const db = app.database.db;
    expect((await changeOperatorRole(db, 'grant', 'nobody@example.ng', 'x')).outcome).toBe('unknown_email');
    const unverified = registration();
    expect((await app.request('POST', '/api/v1/auth/register', { body: unverified })).status).toBe(201);
    expect((await changeOperatorRole(db, 'grant', unverified.email, 'x')).outcome).toBe('unverified');

    const colleague = await fundedBidder(app, 0);
    expect(
      (await changeOperatorRole(db, 'grant', ` ${colleague.email.toUpperCase()} `, 'New support hire')).outcome,
    ).toBe('changed');
    expect((await changeOperatorRole(db, 'grant', colleague.email, 'again')).outcome).toBe('unchanged');
    expect((await app.request('GET', '/api/v1/admin/audit', { token: colleague.token })).status).toBe(200);
    expect((await changeOperatorRole(db, 'revoke', colleague.email, 'Left the team')).outcome).toBe('changed');
    expect((await app.request('GET', '/api/v1/admin/audit', { token: colleague.token })).status).toBe(404);

    const log = await app.request('GET', `/api/v1/admin/audit?recordType=user&recordId=${colleague.id}`, {
      token: operator.token,
    });
    expect(log.body.data.items).toMatchObject([
      { operator: null, action: 'operator.revoke', recordId: colleague.id, reason: 'Left the team' },
      { operator: null, action: 'operator.grant', recordId: colleague.id, reason: 'New support hire' },
    ]);
  });

  it('keeps the audit log append-only and pages it newest first', async () => {
    const db = app.database.db;
    for (let index = 0; index < 3; index += 1) {
      const someone = await fundedBidder(app, 0);
      await changeOperatorRole(db, 'grant', someone.email, `Grant number ${index}`);
    }
    const first = await app.request('GET', '/api/v1/admin/audit?limit=2', { token: operator.token });
    expect(first.body.data.items).toHaveLength(2);
    expect(first.body.data.items[0].id).toBeGreaterThan(first.body.data.items[1].id);
    const second = await app.request('GET', `/api/v1/admin/audit?limit=2&before=${first.body.data.nextBefore}`, {
      token: operator.token,
    });
    expect(second.body.data.items[0].id).toBeLessThan(first.body.data.items[1].id);
    const badCursor = await app.request('GET', '/api/v1/admin/audit?before=abc', { token: operator.token });
    expect(badCursor.status).toBe(400);
    expect(badCursor.body.message).toBe(adminServerMessages.cursorInvalid);

    await expect(db.execute(sql`update audit_log set reason = 'rewritten'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_log`)).rejects.toThrow();
    const [count] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from audit_log where reason = 'rewritten'`,
    );
    expect(count!.n).toBe(0);
  });
});
