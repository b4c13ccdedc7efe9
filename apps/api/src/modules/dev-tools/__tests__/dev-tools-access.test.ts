import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_TOOLS_TOKEN_HEADER } from '@naijabid/shared/constants';
import { fundedBidder } from '../../../test/bidding';
import { concretePath } from '../../../test/operators';
import { startTestApp, type TestApp } from '../../../test/test-app';

/** An address off this machine (TEST-NET-1, RFC 5737), as a staging server's visitor would be. */
const STRANGER = '192.0.2.10';
const TOKEN = 'dev-tools-token-for-the-tests-0123456789';

let open: TestApp;
let guarded: TestApp;

beforeAll(async () => {
  open = await startTestApp();
  guarded = await startTestApp({ devToolsToken: TOKEN });
});
afterAll(async () => {
  await open.close();
  await guarded.close();
});

const devTools = (app: TestApp) =>
  app.routes.filter(
    ({ method, url }) =>
      method !== 'HEAD' &&
      (url.startsWith('/api/v1/dev/') ||
        url.startsWith('/dev/') ||
        url.startsWith('/fake-paystack/fake/') ||
        url.startsWith('/fake-whatsapp/fake/') ||
        url === '/fake-whatsapp/outbox'),
  );

const grantFrom = (app: TestApp, address: string, email: string, headers: Record<string, string> = {}) =>
  app.requestFrom(address, 'POST', '/api/v1/dev/operators', { body: { email }, headers });

describe('who may use the development tools', () => {
  it('answers no development tool to an address off this machine, as if it did not exist', async () => {
    expect(devTools(open).map(({ method, url }) => `${method} ${url}`)).toEqual(
      expect.arrayContaining([
        'POST /api/v1/dev/operators',
        'POST /api/v1/dev/orders/:id/advance',
        'POST /api/v1/dev/auctions/:id/ends-in',
        'GET /api/v1/dev/mailbox',
        'GET /api/v1/dev/sms',
        'GET /dev/mailbox',
        'GET /dev/sms',
        'POST /fake-paystack/fake/dedicated_account/:accountNumber/transfers',
        'GET /fake-whatsapp/outbox',
        'POST /fake-whatsapp/fake/messages/:wamid/:status',
      ]),
    );
    const absent = await open.requestFrom(STRANGER, 'GET', '/api/v1/no-such-route');
    expect(absent.status).toBe(404);
    for (const { method, url } of devTools(open)) {
      const answer = await open.requestFrom(STRANGER, method as 'GET' | 'POST', concretePath(url, randomUUID()), {
        body: {},
      });
      expect([url, answer.status, answer.body]).toEqual([url, 404, absent.body]);
    }
  });

  it('grants the operator role on loopback only, never to a stranger nor through a proxy on this machine', async () => {
    const person = await fundedBidder(open, 0);
    const console = () => open.request('GET', '/api/v1/admin/abuse', { token: person.token });

    expect((await grantFrom(open, STRANGER, person.email)).status).toBe(404);
    expect((await grantFrom(open, '::ffff:192.0.2.10', person.email)).status).toBe(404);
    // A proxy on this machine connects from loopback and names the visitor in a header.
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      expect((await grantFrom(open, '127.0.0.1', person.email, { [header]: '127.0.0.1' })).status).toBe(404);
    }
    expect((await console()).status).toBe(404);

    const granted = await open.request('POST', '/api/v1/dev/operators', { body: { email: person.email } });
    expect(granted.body).toEqual({ data: { outcome: 'changed' } });
    expect((await console()).status).toBe(200);
    for (const loopback of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await grantFrom(open, loopback, person.email)).body).toBe(
        JSON.stringify({ data: { outcome: 'unchanged' } }),
      );
    }
  });

  it('opens them to a stranger presenting DEV_TOOLS_TOKEN, and to nobody with another', async () => {
    const person = await fundedBidder(guarded, 0);
    expect((await grantFrom(guarded, STRANGER, person.email, { [DEV_TOOLS_TOKEN_HEADER]: `${TOKEN}x` })).status).toBe(
      404,
    );
    expect((await grantFrom(open, STRANGER, person.email, { [DEV_TOOLS_TOKEN_HEADER]: TOKEN })).status).toBe(404);
    const granted = await grantFrom(guarded, STRANGER, person.email, { [DEV_TOOLS_TOKEN_HEADER]: TOKEN });
    expect([granted.status, JSON.parse(granted.body)]).toEqual([200, { data: { outcome: 'changed' } }]);
    const mailbox = await guarded.requestFrom(STRANGER, 'GET', `/dev/mailbox?to=${encodeURIComponent(person.email)}`, {
      headers: { [DEV_TOOLS_TOKEN_HEADER]: TOKEN },
    });
    expect(mailbox.status).toBe(200);
    expect(mailbox.body).toContain(person.email);
  });

  it('guards the fake WhatsApp outbox like the mailbox, however its path is spelled, also behind a proxy', async () => {
    const trusting = await startTestApp({ trustProxy: true });
    try {
      for (const path of ['/fake-whatsapp/outbox', '/fake-whatsapp/%6futbox', '/fake-whatsapp/%6F%75tbox']) {
        for (const [peer, headers] of [
          [STRANGER, {}],
          ['127.0.0.1', { 'x-forwarded-for': STRANGER }],
          ['127.0.0.1', { forwarded: `for=${STRANGER}` }],
        ] as const) {
          const outbox = await trusting.requestFrom(peer, 'GET', path, { headers });
          expect([path, peer, outbox.status]).toEqual([path, peer, 404]);
          const mailbox = await trusting.requestFrom(peer, 'GET', '/dev/mailbox', { headers });
          expect(mailbox.status).toBe(404);
        }
      }
      expect((await trusting.requestFrom('127.0.0.1', 'GET', '/fake-whatsapp/%6futbox')).status).toBe(200);
    } finally {
      await trusting.close();
    }
  });

  it("leaves the fake Paystack's checkout open to the browser sent there", async () => {
    const checkout = await open.requestFrom(STRANGER, 'GET', '/fake-paystack/checkout/unknown');
    expect([checkout.status, checkout.body]).toEqual([404, 'Unknown payment.']);
  });
});
