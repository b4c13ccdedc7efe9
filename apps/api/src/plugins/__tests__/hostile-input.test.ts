import http from 'node:http';
import net from 'node:net';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@naijabid/shared/messages';
import { registration, signUpAndLogIn } from '../../test/accounts';
import { listingRequest, uploadPhoto } from '../../test/listings';
import { startTestApp, TEST_JWT_SECRET, type TestApp } from '../../test/test-app';

const NUL = '\u0000';
let app: TestApp;
let sellerToken: string;

beforeAll(async () => {
  app = await startTestApp();
  sellerToken = (await signUpAndLogIn(app, { accountType: 'seller' })).token;
});
afterAll(() => app.close());

/** A request whose path is sent exactly as written (fetch would normalise `..` away). */
function rawGet(path: string): Promise<{ status: number; body: string; contentType: string | undefined }> {
  const { port } = new URL(app.baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port: Number(port), path, method: 'GET' }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body, contentType: response.headers['content-type'] }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

function cursorOf(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function expectErrorShape(body: Record<string, unknown>) {
  expect(typeof body.code).toBe('string');
  expect(typeof body.message).toBe('string');
  expect(body.detail).toBe(body.message);
}

describe('a NUL character in any text', () => {
  it.each([
    ['a first name', '/api/v1/auth/register', () => registration({ firstName: `Ada${NUL}eze` })],
    ['an email', '/api/v1/auth/login', () => ({ email: `a${NUL}@example.ng`, password: 'whatever1' })],
    ['a newsletter address', '/api/v1/newsletter', () => ({ email: `news${NUL}@example.ng` })],
  ])('in %s is refused with a 400 naming the field', async (_label, path, body) => {
    const response = await app.request('POST', path, { body: body() });
    expect(response.status).toBe(400);
    expectErrorShape(response.body);
    expect(response.body.message).toBe(serverMessages.textHasNulCharacter);
  });

  it('in a listing title, brand or description is refused, and nothing is stored', async () => {
    const photoId = await uploadPhoto(app, sellerToken);
    for (const field of ['title', 'brand', 'description'] as const) {
      const body = listingRequest({ photoIds: [photoId], [field]: `Tecno Spark${NUL} 20 with plenty of words` });
      const response = await app.request('POST', '/api/v1/listings', { token: sellerToken, body });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ [field]: serverMessages.textHasNulCharacter });
    }
    const mine = await app.request('GET', '/api/v1/me/listings', { token: sellerToken });
    expect(mine.body.data.items).toEqual([]);
  });

  it('in a search, a deposit reference or the mailbox address is refused', async () => {
    for (const path of [
      `/api/v1/auctions?q=${encodeURIComponent(`phone${NUL}`)}`,
      `/api/v1/wallet/deposits/${encodeURIComponent(`ref${NUL}x`)}`,
      `/api/v1/dev/mailbox?to=${encodeURIComponent(`a${NUL}@b.ng`)}`,
    ]) {
      const response = await app.request('GET', path, { token: sellerToken });
      expect(response.status, path).toBe(400);
      expect(response.body.message).toBe(serverMessages.textHasNulCharacter);
    }
  });

  it('in an unexpected key is refused without echoing the key back', async () => {
    const response = await app.request('POST', '/api/v1/auth/login', {
      rawBody: JSON.stringify({ email: 'a@example.ng', password: 'x', [`${NUL}evil`]: 1 }),
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).not.toContain('\\u0000');
    expect(JSON.stringify(response.body)).not.toContain('evil');
  });
});

describe('a hand-made browse cursor', () => {
  it.each([
    ['36 dashes as the id', cursorOf(['2026-01-01 00:00:00+00', '-'.repeat(36)]), ''],
    ['a key that is not a time', cursorOf(['yesterday', '4b1f7d2e-8a4c-4a57-9d8e-2f1c0b6e7a11']), ''],
    ['a day that does not exist', cursorOf(['2026-02-31 00:00:00+00', '4b1f7d2e-8a4c-4a57-9d8e-2f1c0b6e7a11']), ''],
    ['a key that is not a number', cursorOf(['12abc', '4b1f7d2e-8a4c-4a57-9d8e-2f1c0b6e7a11']), '&sort=price-asc'],
    ['NaN', cursorOf(['NaN', '4b1f7d2e-8a4c-4a57-9d8e-2f1c0b6e7a11']), '&sort=price-desc'],
    [
      'a bid count past an integer',
      cursorOf(['99999999999', '4b1f7d2e-8a4c-4a57-9d8e-2f1c0b6e7a11']),
      '&sort=most-bids',
    ],
    ['1e400 as a rank', cursorOf(['1e400', '4b1f7d2e-8a4c-4a57-9d8e-2f1c0b6e7a11']), '&q=phone'],
    ['not JSON at all', 'bm90IGpzb24', ''],
  ])('with %s answers 400 with the expired-link message', async (_label, cursor, extra) => {
    const response = await app.request('GET', `/api/v1/auctions?cursor=${cursor}${extra}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(serverMessages.invalidCursor);
  });

  it('made by the server itself still pages', async () => {
    const first = await app.request('GET', '/api/v1/auctions?limit=1&sort=price-asc');
    expect(first.status).toBe(200);
    const withCursor = await app.request(
      'GET',
      `/api/v1/auctions?limit=1&sort=price-asc&cursor=${cursorOf(['150000', '4b1f7d2e-8a4c-4a57-9d8e-2f1c0b6e7a11'])}`,
    );
    expect(withCursor.status).toBe(200);
  });
});

describe('paths under /media that name no photo', () => {
  it.each(['/media/../../etc/passwd', '/media/..%2f..%2fetc%2fpasswd', '/media/', '/media', '/media/some-folder/'])(
    '%s answers 404 in the error shape',
    async (path) => {
      const response = await rawGet(path);
      expect(response.status).toBe(404);
      expect(response.body).not.toContain('root:');
      expect(response.contentType).toContain('application/json');
      expectErrorShape(JSON.parse(response.body));
    },
  );
});

describe('a token signed by the server', () => {
  it('naming a session id that is not a UUID answers 401', async () => {
    const token = await new SignJWT({ sid: 'not-a-uuid' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('also-not-a-uuid')
      .setIssuer('naijabid')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const response = await app.request('GET', '/api/v1/me', { token });
    expect(response.status).toBe(401);
    expectErrorShape(response.body);
  });
});

describe('every error answers in the one error shape', () => {
  it('a null body gets a readable sentence, not a validator default', async () => {
    const response = await app.request('POST', '/api/v1/auth/login', { rawBody: 'null' });
    expect(response.status).toBe(400);
    expectErrorShape(response.body);
    expect(response.body.message).not.toMatch(/expected|received/i);
  });

  it('a wrong type in a field gets a readable sentence', async () => {
    const response = await app.request('POST', '/api/v1/auth/verify-account', {
      body: { email: 'a@example.ng', verificationCode: 123456 },
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).not.toMatch(/expected|received/i);
  });

  it('headers too large answer 431 in the error shape', async () => {
    const { port } = new URL(app.baseUrl);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write(`GET /api/v1/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
      });
      let data = '';
      socket.on('data', (chunk) => (data += chunk));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 431/);
    const body = JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4));
    expectErrorShape(body);
  });

  it('a preflight from a foreign origin answers in the error shape', async () => {
    const response = await app.request('OPTIONS', '/api/v1/auth/login', {
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    if (response.status >= 400) expectErrorShape(response.body);
  });

  it('a preflight with no requested method is answered as a preflight, not as a plain-text 400', async () => {
    const response = await app.request('OPTIONS', '/api/v1/auth/login', {
      headers: { origin: 'http://localhost:5173' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });
});
