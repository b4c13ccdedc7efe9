import { createECDH, createDecipheriv, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';

/**
 * A push service of the tests' own, speaking what browsers' push services speak (RFC 8030):
 * a POST to a subscription's endpoint. It checks the VAPID signature (RFC 8292: an ES256 JWT
 * whose audience is this origin, signed by the key in `k`), and decrypts the aes128gcm body
 * (RFC 8188, keys per RFC 8291) with the subscription's private key and auth secret, as the
 * browser would. Each endpoint answers 201 unless told otherwise (410 gone, 503 down).
 */

export interface ReceivedPush {
  /** The subscription the push was for (its endpoint's last path segment). */
  subscription: string;
  payload: unknown;
  ttl: string | undefined;
  urgency: string | undefined;
  /** The VAPID public key that signed it and the JWT's subject. */
  vapidKey: string;
  subject: unknown;
  receivedAt: number;
}

export interface TestSubscription {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface FakePushService {
  origin: string;
  /** A new browser subscription: its endpoint here and its own key pair. */
  subscribe(): TestSubscription;
  /** What the endpoint answers from now on. */
  answer(subscriptionId: string, status: number): void;
  received: ReceivedPush[];
  /** Requests refused (bad signature, undecryptable), with why; a test expects none. */
  refused: string[];
  /** Resolves with the next push for `subscriptionId` (or one already received). */
  nextPush(subscriptionId: string, timeoutMs?: number): Promise<ReceivedPush>;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** RFC 8291 section 3.4 and RFC 8188 section 2: one record, as web-push writes it. */
export function decryptAes128gcm(body: Buffer, receiver: ECDH, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error('more than one record');
  const sharedSecret = receiver.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiver.getPublicKey(), senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, authSecret, keyInfo, 32));
  const contentKey = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

/** Checks `Authorization: vapid t=<jwt>, k=<key>`; answers the key and the JWT's subject. */
async function checkVapid(header: string | undefined, origin: string): Promise<{ key: string; subject: unknown }> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [, token, key] = match as unknown as [string, string, string];
  if (decodeProtectedHeader(token).alg !== 'ES256') throw new Error('VAPID JWT is not ES256');
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('VAPID key is not an uncompressed P-256 point');
  const publicKey = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    'ES256',
  );
  const { payload } = await jwtVerify(token, publicKey, { audience: origin, requiredClaims: ['exp', 'sub'] });
  return { key, subject: payload.sub };
}

export async function startFakePushService(): Promise<FakePushService> {
  const receivers = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  const answers = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  const waiters: Array<{ subscription: string; resolve: (push: ReceivedPush) => void }> = [];
  let origin = '';

  const server: Server = createServer((request, response) => {
    void (async () => {
      const subscription = decodeURIComponent((request.url ?? '').split('/').pop() ?? '');
      const receiver = receivers.get(subscription);
      const body = await readBody(request);
      if (request.method !== 'POST' || !receiver) {
        response.writeHead(404).end();
        return;
      }
      const status = answers.get(subscription) ?? 201;
      if (status !== 201) {
        response.writeHead(status).end();
        return;
      }
      try {
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const vapid = await checkVapid(request.headers.authorization, origin);
        const payload = JSON.parse(decryptAes128gcm(body, receiver.ecdh, receiver.auth).toString('utf8')) as unknown;
        const push: ReceivedPush = {
          subscription,
          payload,
          ttl: request.headers.ttl as string | undefined,
          urgency: request.headers.urgency as string | undefined,
          vapidKey: vapid.key,
          subject: vapid.subject,
          receivedAt: Date.now(),
        };
        received.push(push);
        for (const waiter of waiters.filter((w) => w.subscription === subscription)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(push);
        }
        response.writeHead(201).end();
      } catch (error) {
        refused.push(String(error));
        response.writeHead(400).end();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    refused,
    subscribe() {
      const id = randomBytes(8).toString('hex');
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      receivers.set(id, { ecdh, auth });
      return {
        id,
        endpoint: `${origin}/push/${id}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    answer: (subscriptionId, status) => answers.set(subscriptionId, status),
    nextPush(subscriptionId, timeoutMs = 10_000) {
      const already = received.find((push) => push.subscription === subscriptionId);
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no push for ${subscriptionId} in ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          subscription: subscriptionId,
          resolve: (push) => {
            clearTimeout(timer);
            resolve(push);
          },
        });
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
