import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import webpush from 'web-push';
import {
  checkPushEndpoint,
  checkPushEndpointResolves,
  isPublicAddress,
  PushEndpointRefused,
  type PushEndpointPolicy,
} from '../endpoint-guard';
import { createPushSender, PushServiceError } from '../sender';
import { startFakePushService } from '../../../test/push-service';

// The name resolution the guard does, answered by the test: a name that rebinds.
const resolved = vi.hoisted(() => ({ addresses: [] as Array<{ address: string; family: number }> }));
vi.mock('node:dns', async (original) => {
  const dns = await original<typeof import('node:dns')>();
  return {
    ...dns,
    lookup: (hostname: string, options: unknown, callback: (...args: unknown[]) => void) =>
      hostname.endsWith('.rebind.test')
        ? setImmediate(() => callback(null, resolved.addresses))
        : dns.lookup(hostname, options as never, callback as never),
  };
});

const PRODUCTION: PushEndpointPolicy = { knownServicesOnly: true, loopbackForTests: false };
const DEVELOPMENT: PushEndpointPolicy = { knownServicesOnly: false, loopbackForTests: false };
const TESTS: PushEndpointPolicy = { knownServicesOnly: false, loopbackForTests: true };

const refusal = (endpoint: string, policy: PushEndpointPolicy) => {
  try {
    checkPushEndpoint(endpoint, policy);
    return undefined;
  } catch (error) {
    return error;
  }
};

/** What the attack run registered, and the other spellings of the same places. */
const INTERNAL = [
  'https://127.0.0.1:9464/metrics',
  'https://127.0.0.1/metrics',
  'https://169.254.169.254/latest/meta-data/',
  'https://localhost:6379/',
  'https://[::1]/',
  'https://10.0.0.1/',
  'http://0x7f000001:8080/',
  'https://0x7f000001/',
  'https://2130706433/',
  'https://0177.0.0.1/',
  'https://127.1/',
  'https://[::ffff:127.0.0.1]/',
  'https://[::ffff:a9fe:a9fe]/',
  'https://[::]/',
  'https://0.0.0.0/',
  'https://172.16.5.4/',
  'https://192.168.1.1/',
  'https://100.64.0.1/',
  'https://224.0.0.1/',
  'https://255.255.255.255/',
  'https://[fe80::1]/',
  'https://[fc00::1]/',
  'https://[fd12:3456::1]/',
  'https://[ff02::1]/',
  'https://[64:ff9b::7f00:1]/',
  'https://[2002:7f00:1::1]/',
  'https://[2001:0:4136:e378::1]/',
  'https://[2001:db8::1]/',
  'https://user:pass@fcm.googleapis.com/fcm/send/x',
  'https://user@fcm.googleapis.com/fcm/send/x',
  'https://fcm.googleapis.com:8443/fcm/send/x',
  'http://fcm.googleapis.com/fcm/send/x',
];

describe('push endpoints', () => {
  it('refuses internal addresses in every form, credentials, plain http and ports other than 443, everywhere', () => {
    for (const policy of [PRODUCTION, DEVELOPMENT]) {
      for (const endpoint of INTERNAL) expect(refusal(endpoint, policy), endpoint).toBeInstanceOf(PushEndpointRefused);
    }
  });

  it('takes only the known push services in production, and any public host on 443 elsewhere', () => {
    const known = [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGuQyavXutnMx',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
      'https://fcm.googleapis.com:443/fcm/send/abc',
    ];
    for (const endpoint of known) expect(refusal(endpoint, PRODUCTION), endpoint).toBeUndefined();
    for (const endpoint of ['https://push.example.ng/x', 'https://notify.windows.com.evil.ng/x', 'https://8.8.8.8/x'])
      expect(refusal(endpoint, PRODUCTION), endpoint).toBeInstanceOf(PushEndpointRefused);
    for (const endpoint of ['https://push.example.ng/x', 'https://8.8.8.8/x', 'https://[2606:4700::1111]/x'])
      expect(refusal(endpoint, DEVELOPMENT), endpoint).toBeUndefined();
  });

  it('reads addresses as the network does', () => {
    for (const address of ['8.8.8.8', '41.58.1.1', '2606:4700::1111', '::ffff:8.8.8.8', '2a00:1450:4001::200e'])
      expect(isPublicAddress(address), address).toBe(true);
    for (const address of ['127.0.0.1', '::1', '::ffff:7f00:1', '::ffff:10.1.2.3', 'fe80::1%eth0', '169.254.169.254'])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it('lets the tests reach loopback only, and only under their own setting', () => {
    expect(refusal('http://127.0.0.1:4000/push/x', TESTS)).toBeUndefined();
    expect(refusal('http://localhost:4000/push/x', TESTS)).toBeUndefined();
    expect(refusal('http://127.0.0.1:4000/push/x', DEVELOPMENT)).toBeInstanceOf(PushEndpointRefused);
    for (const endpoint of ['http://10.0.0.1:80/', 'http://user:pass@127.0.0.1:4000/', 'https://169.254.169.254/'])
      expect(refusal(endpoint, TESTS), endpoint).toBeInstanceOf(PushEndpointRefused);
  });

  it('refuses at subscription a name that resolves to an internal address', async () => {
    await expect(checkPushEndpointResolves('https://localhost/x', DEVELOPMENT)).rejects.toBeInstanceOf(
      PushEndpointRefused,
    );
    resolved.addresses = [
      { address: '93.184.215.14', family: 4 },
      { address: '10.0.0.7', family: 4 },
    ];
    await expect(checkPushEndpointResolves('https://push.rebind.test/x', DEVELOPMENT)).rejects.toBeInstanceOf(
      PushEndpointRefused,
    );
    resolved.addresses = [{ address: '93.184.215.14', family: 4 }];
    await expect(checkPushEndpointResolves('https://push.rebind.test/x', DEVELOPMENT)).resolves.toBeUndefined();
  });
});

describe('sending a push', () => {
  const servers: Server[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  });
  const listen = async (handler: Parameters<typeof createServer>[1]) => {
    const server = createServer(handler);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };
  const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:test@naijabid.ng' };
  const payload = { title: 'Outbid', url: '/', tag: 'outbid:x' };

  it('connects only to the address it judged: a name that passed and now resolves to loopback is refused', async () => {
    const push = await startFakePushService();
    try {
      const { keys } = push.subscribe();
      resolved.addresses = [{ address: '93.184.215.14', family: 4 }];
      await checkPushEndpointResolves('https://push.rebind.test/x', DEVELOPMENT);
      resolved.addresses = [{ address: '127.0.0.1', family: 4 }];
      const send = createPushSender(DEVELOPMENT);
      await expect(
        send(vapid, { endpoint: 'https://push.rebind.test/x', ...keys }, payload, 'high'),
      ).rejects.toBeInstanceOf(PushEndpointRefused);
    } finally {
      await push.close();
    }
  });

  it('refuses a stored internal endpoint at send, and never follows a redirect', async () => {
    const canaryHits: string[] = [];
    const canary = await listen((request, response) => {
      canaryHits.push(`${request.method} ${request.url}`);
      response.writeHead(200).end();
    });
    const push = await startFakePushService();
    try {
      const { keys } = push.subscribe();
      const send = createPushSender(TESTS);
      for (const status of [302, 303, 307]) {
        const server = await listen((request, response) => {
          request.resume();
          response.writeHead(status, { location: `${canary}/internal` }).end();
        });
        const failure = await send(vapid, { endpoint: `${server}/push/x`, ...keys }, payload, 'high').catch(
          (error: unknown) => error,
        );
        expect(failure).toBeInstanceOf(PushServiceError);
        expect(failure).toMatchObject({ status });
      }
      expect(canaryHits).toEqual([]);
      await expect(
        createPushSender(DEVELOPMENT)(vapid, { endpoint: `${canary}/push/x`, ...keys }, payload, 'high'),
      ).rejects.toBeInstanceOf(PushEndpointRefused);
      expect(canaryHits).toEqual([]);
    } finally {
      await push.close();
    }
  });
});
