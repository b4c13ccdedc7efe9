import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@naijabid/shared/messages';
import { sessions } from '../../db/schema';
import { signUpAndLogIn } from '../../test/accounts';
import { insertListingRow } from '../../test/listings';
import { openEventStream } from '../../test/sse';
import { startTestApp, type TestApp } from '../../test/test-app';

const CAP = 20;
const IDLE_SECONDS = 2;
/** Another address on loopback, so the test's own requests from 127.0.0.1 are not the one capped. */
const CROWDING_ADDRESS = '127.0.0.2';
const HALF_SENT =
  'POST /api/v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"email":';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ connectionsPerAddress: CAP, connectionIdleSeconds: IDLE_SECONDS });
});
afterAll(() => app.close());

interface RawConnection {
  socket: net.Socket;
  /** Everything the server sent, once it closed the connection, and when. */
  closed: Promise<{ answer: string; afterMs: number }>;
}

function connect(localAddress: string, send?: string, server = app): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const startedAt = performance.now();
    const port = Number(new URL(server.baseUrl).port);
    const socket = net.connect({ port, host: '127.0.0.1', localAddress }, () => {
      if (send) socket.write(send);
      resolve({ socket, closed });
    });
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    const closed = new Promise<{ answer: string; afterMs: number }>((settle) =>
      socket.on('close', () => settle({ answer, afterMs: performance.now() - startedAt })),
    );
    socket.on('error', reject);
  });
}

async function timedHealth(server: TestApp): Promise<{ status: number; ms: number }> {
  const startedAt = performance.now();
  const { status } = await server.request('GET', '/api/v1/health');
  return { status, ms: performance.now() - startedAt };
}

describe('connections from one address', () => {
  it('past the cap are answered 429 and closed at once, while other addresses are answered', async () => {
    // Its half-sent requests are held for this test's length, not cut as idle.
    const crowded = await startTestApp({ connectionsPerAddress: CAP, connectionIdleSeconds: 60 });
    const crowd = (send: string) => connect(CROWDING_ADDRESS, send, crowded);
    const held = await Promise.all(Array.from({ length: CAP }, () => crowd(HALF_SENT)));
    const excess = await Promise.all(Array.from({ length: 5 }, () => crowd(HALF_SENT)));
    for (const { closed } of excess) {
      const { answer, afterMs } = await closed;
      expect(answer).toMatch(/^HTTP\/1\.1 429/);
      expect(answer).toMatch(/\r\nRetry-After: \d+\r\n/);
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({
        code: 'rate_limited',
        message: serverMessages.tooManyConnections,
      });
      expect(afterMs).toBeLessThan(1_000);
    }
    const health = await timedHealth(crowded);
    expect(health.status).toBe(200);
    expect(health.ms).toBeLessThan(1_000);
    for (const { socket } of held) expect(socket.destroyed).toBe(false);

    for (const { socket } of held) socket.destroy();
    await expect
      .poll(async () => {
        const again = await crowd('GET /api/v1/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
        return (await again.closed).answer.slice(0, 12);
      })
      .toBe('HTTP/1.1 200');
    await crowded.close();
  });

  it('that send nothing are answered 408 and closed once the idle time passes', async () => {
    const silent = await connect('127.0.0.1');
    const { answer, afterMs } = await silent.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(afterMs).toBeGreaterThanOrEqual(IDLE_SECONDS * 1000 - 100);
    expect(afterMs).toBeLessThan(IDLE_SECONDS * 1000 + 2_500);
  });

  it('whose body goes silent are answered 408 after the idle time, long before the request deadline', async () => {
    const stalled = await connect('127.0.0.1', HALF_SENT);
    const { answer, afterMs } = await stalled.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)).code).toBe('request_timeout');
    expect(afterMs).toBeGreaterThanOrEqual(IDLE_SECONDS * 1000 - 100);
    expect(afterMs).toBeLessThan(IDLE_SECONDS * 1000 + 2_500);
  });

  it('whose body arrives slowly but steadily is read whole, past the idle time', async () => {
    const body = JSON.stringify({ email: 'slow@example.ng', password: 'not-the-password' });
    const slow = await connect(
      '127.0.0.1',
      `POST /api/v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
    );
    const pieces = [body.slice(0, 10), body.slice(10, 20), body.slice(20, 30), body.slice(30)];
    for (const piece of pieces) {
      await new Promise((resolve) => setTimeout(resolve, (IDLE_SECONDS * 1000) / 2));
      slow.socket.write(piece);
    }
    const { answer } = await slow.closed;
    // Refused as a wrong password: the body arrived and was read.
    expect(answer).toMatch(/^HTTP\/1\.1 401/);
  });

  it('leave a live stream and a kept-alive connection open past the idle time', async () => {
    const seller = await signUpAndLogIn(app, { accountType: 'seller' });
    const sellerId = (await app.request('GET', '/api/v1/me', { token: seller.token })).body.data.user.id;
    const listing = await insertListingRow(app, sellerId);
    const stream = await openEventStream(`${app.baseUrl}/api/v1/auctions/${listing.id}/events`);
    await stream.waitForReady();
    const keptAlive = await connect('127.0.0.1', 'GET /api/v1/health HTTP/1.1\r\nHost: x\r\n\r\n');
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000 + 2_000));
    expect(keptAlive.socket.destroyed).toBe(false);
    keptAlive.socket.destroy();
    await stream.close();
  });
});

describe('request log lines', () => {
  it('carry the keyed hash of the client address that sessions keep, never the address', async () => {
    const user = await signUpAndLogIn(app);
    const userId = (await app.request('GET', '/api/v1/me', { token: user.token })).body.data.user.id;
    const [session] = await app.database.db
      .select({ clientAddressHash: sessions.clientAddressHash })
      .from(sessions)
      .where(eq(sessions.userId, userId));
    expect(session!.clientAddressHash).toMatch(/^[0-9a-f]{64}$/);
    const requestLines = app.logLines.filter((line) => line.req !== undefined);
    const signIn = requestLines.filter(
      (line) => (line.req as Record<string, unknown>).path === '/api/v1/auth/verify-account',
    );
    expect(signIn.length).toBeGreaterThan(0);
    for (const line of signIn)
      expect((line.req as Record<string, unknown>).clientAddressHash).toBe(session!.clientAddressHash);
    expect(JSON.stringify(requestLines)).not.toMatch(/127\.0\.0\.[12]|remoteAddress/);
  });
});
