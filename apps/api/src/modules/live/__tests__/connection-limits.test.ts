import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@naijabid/shared/messages';
import { signUpAndLogIn } from '../../../test/accounts';
import { insertListingRow } from '../../../test/listings';
import { openEventStream } from '../../../test/sse';
import { startTestApp, type TestApp } from '../../../test/test-app';

let app: TestApp;
let listingId: string;
beforeAll(async () => {
  app = await startTestApp({
    trustProxy: true,
    requestTimeoutSeconds: 1,
    liveStreamLimits: { total: 6, perAddress: 3, perUser: 2 },
  });
  const seller = await signUpAndLogIn(app, { accountType: 'seller' });
  const sellerId = (await app.request('GET', '/api/v1/me', { token: seller.token })).body.data.user.id;
  listingId = (await insertListingRow(app, sellerId)).id;
});
afterAll(() => app.close());

function streamFrom(address: string, path = `/api/v1/auctions/${listingId}/events`) {
  return openEventStream(`${app.baseUrl}${path}`, { 'x-forwarded-for': address });
}

describe('a request whose body never finishes', () => {
  it('is answered 408 in the error shape and its connection closed once the request timeout passes', async () => {
    const startedAt = performance.now();
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(new URL(app.baseUrl).port), '127.0.0.1', () => {
        socket.write(
          'POST /api/v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"email":',
        );
      });
      let data = '';
      socket.on('data', (chunk) => (data += chunk));
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)).code).toBe('request_timeout');
    expect(performance.now() - startedAt).toBeLessThan(5_000);
  });
});

describe('live streams', () => {
  it('from one address are capped with a clear 429, and a closed one frees its place', async () => {
    const open = await Promise.all([1, 2, 3].map(() => streamFrom('10.9.0.1')));
    for (const stream of open) await stream.waitForReady();
    const refused = await fetch(`${app.baseUrl}/api/v1/auctions/${listingId}/events`, {
      headers: { 'x-forwarded-for': '10.9.0.1' },
    });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toBe(serverMessages.tooManyLiveStreams);
    await open[0]!.close();
    await expect
      .poll(async () => {
        const again = await fetch(`${app.baseUrl}/api/v1/auctions/${listingId}/events`, {
          headers: { 'x-forwarded-for': '10.9.0.1' },
        });
        await again.body?.cancel();
        return again.status;
      })
      .toBe(200);
    await Promise.all(open.slice(1).map((stream) => stream.close()));
  });

  it('of one user are capped across addresses', async () => {
    const user = await signUpAndLogIn(app);
    const path = `/api/v1/me/events?access_token=${user.token}`;
    const open = await Promise.all(['10.8.0.1', '10.8.0.2'].map((address) => streamFrom(address, path)));
    for (const stream of open) await stream.waitForReady();
    const refused = await fetch(`${app.baseUrl}${path}`, { headers: { 'x-forwarded-for': '10.8.0.3' } });
    expect(refused.status).toBe(429);
    await Promise.all(open.map((stream) => stream.close()));
  });

  it('past the process-wide cap answer 503 with Retry-After', async () => {
    const open = await Promise.all(
      ['10.7.0.1', '10.7.0.2', '10.7.0.3', '10.7.0.4', '10.7.0.5', '10.7.0.6'].map((address) => streamFrom(address)),
    );
    for (const stream of open) await stream.waitForReady();
    const refused = await fetch(`${app.baseUrl}/api/v1/auctions/${listingId}/events`, {
      headers: { 'x-forwarded-for': '10.7.0.7' },
    });
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { message: string }).message).toBe(serverMessages.liveStreamsFull);
    await Promise.all(open.map((stream) => stream.close()));
  });
});
