import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions, type LookupOneOptions } from 'node:dns';
import { isIP } from 'node:net';

/**
 * The browsers' own push services, the only hosts a production server sends pushes to:
 * Chrome, Edge on Android, Opera, Samsung Internet and Brave (FCM), Firefox (Mozilla), Safari
 * (Apple) and Edge on Windows (WNS, one host per region under notify.windows.com).
 */
export const KNOWN_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
];
export const KNOWN_PUSH_SERVICE_DOMAINS = ['.notify.windows.com'];

/**
 * Where a push endpoint may point. A browser hands us its endpoint, so it is user input: a
 * server that posts to whatever it is given would reach our own network (metrics, Redis, the
 * cloud's metadata service).
 */
export interface PushEndpointPolicy {
  /** Production: only KNOWN_PUSH_SERVICE_HOSTS and _DOMAINS. */
  knownServicesOnly: boolean;
  /**
   * Tests and development only (PUSH_ENDPOINTS_ON_LOOPBACK_FOR_TESTS, refused in production):
   * the tests' own push services on this machine, over plain http, on any port.
   */
  loopbackForTests: boolean;
}

/** The endpoint points somewhere this server does not send to; the subscription is refused, or forgotten. */
export class PushEndpointRefused extends Error {
  constructor(reason: string) {
    super(`Push endpoint refused: ${reason}`);
    this.name = 'PushEndpointRefused';
  }
}

type Range = [base: number, prefixLength: number];
const ipv4 = (dotted: string) => dotted.split('.').reduce((value, octet) => value * 256 + Number(octet), 0);
const range = (cidr: string): Range => {
  const [base, length] = cidr.split('/') as [string, string];
  return [ipv4(base), Number(length)];
};

/** IPv4 special-purpose blocks (RFC 6890 and its updates): none of them is a push service. */
const SPECIAL_IPV4 = [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.88.99.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/4',
  '240.0.0.0/4',
].map(range);

const inRange = (address: number, [base, length]: Range) =>
  Math.floor(address / 2 ** (32 - length)) === Math.floor(base / 2 ** (32 - length));

function isPublicIpv4(dotted: string): boolean {
  const address = ipv4(dotted);
  return !SPECIAL_IPV4.some((block) => inRange(address, block));
}

/** The eight 16-bit groups of an IPv6 address that `isIP` accepted (a zone and a dotted tail allowed). */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0]!;
  const dottedTail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (dottedTail) {
    const value = ipv4(dottedTail);
    text = `${text.slice(0, -dottedTail.length)}${Math.floor(value / 65536).toString(16)}:${(value % 65536).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const groups = (part: string | undefined) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const before = groups(head);
  const after = groups(tail);
  return tail === undefined
    ? before
    : [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}

/**
 * Only global unicast (2000::/3), less the blocks inside it that are not one host on the
 * internet: IETF protocol assignments and Teredo (2001::/23), documentation (2001:db8::/32,
 * 3fff::/20) and 6to4 (2002::/16), which embed or relay to IPv4 addresses we could not judge.
 * An IPv4-mapped address (::ffff:a.b.c.d) is the IPv4 address it maps.
 */
function isPublicIpv6(address: string): boolean {
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff)
    return isPublicIpv4(`${groups[6]! >> 8}.${groups[6]! & 255}.${groups[7]! >> 8}.${groups[7]! & 255}`);
  const [first, second] = groups as [number, number];
  if (first >> 13 !== 1) return false;
  if (first === 0x2001 && (second < 0x200 || second === 0xdb8)) return false;
  return first !== 0x2002 && !(first === 0x3fff && second < 0x1000);
}

/** An address on the internet at large: not loopback, private, link-local, multicast or reserved. */
export function isPublicAddress(address: string): boolean {
  const version = isIP(address.split('%')[0]!);
  if (version === 4) return isPublicIpv4(address);
  if (version === 6) return isPublicIpv6(address);
  return false;
}

function isLoopbackAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 4) return inRange(ipv4(address), range('127.0.0.0/8'));
  if (version !== 6) return false;
  const groups = ipv6Groups(address);
  return groups.slice(0, 7).every((group) => group === 0) && groups[7] === 1;
}

function addressAllowed(address: string, policy: PushEndpointPolicy): boolean {
  return isPublicAddress(address) || (policy.loopbackForTests && isLoopbackAddress(address));
}

const isKnownService = (host: string) =>
  KNOWN_PUSH_SERVICE_HOSTS.includes(host) || KNOWN_PUSH_SERVICE_DOMAINS.some((domain) => host.endsWith(domain));

/**
 * Checks what can be checked of an endpoint without the network: https on port 443, no
 * credentials, a known push service in production, and an address literal (in any of the
 * forms the URL parser reads: 0x7f000001, 2130706433, [::ffff:127.0.0.1]) on the internet.
 * Answers the parsed URL; throws PushEndpointRefused.
 */
export function checkPushEndpoint(endpoint: string, policy: PushEndpointPolicy): URL {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new PushEndpointRefused('not a URL');
  }
  if (url.username || url.password) throw new PushEndpointRefused('credentials in the URL');
  // The URL parser has already turned every numeric form of an address into its usual one.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  const literal = isIP(host) !== 0;
  if (policy.loopbackForTests && (literal ? isLoopbackAddress(host) : host === 'localhost')) {
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new PushEndpointRefused('not http(s)');
    return url;
  }
  if (url.protocol !== 'https:') throw new PushEndpointRefused('not https');
  // The parser empties the port when it is the scheme's default, 443.
  if (url.port !== '') throw new PushEndpointRefused('a port other than 443');
  if (policy.knownServicesOnly && !isKnownService(host)) throw new PushEndpointRefused('not a known push service');
  if (literal && !isPublicAddress(host)) throw new PushEndpointRefused('an internal address');
  return url;
}

/**
 * A DNS lookup for the sockets that carry pushes: the name is resolved once, and refused if
 * any of its addresses is internal, so the address the socket then connects to is the one
 * judged (a name that answers a public address to the check and 127.0.0.1 to the connection,
 * DNS rebinding, gets nowhere). Node calls it for names, not for address literals, which
 * checkPushEndpoint has judged.
 */
export function guardedLookup(policy: PushEndpointPolicy) {
  return (
    hostname: string,
    options: LookupOneOptions | LookupAllOptions,
    callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
  ): void => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const internal = addresses.find((entry) => !addressAllowed(entry.address, policy));
      if (internal || addresses.length === 0)
        return callback(new PushEndpointRefused('a name that resolves to an internal address'), []);
      if (options.all) return callback(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** At subscription: the endpoint's checks, and its name resolved and judged as a send would. */
export async function checkPushEndpointResolves(endpoint: string, policy: PushEndpointPolicy): Promise<void> {
  const url = checkPushEndpoint(endpoint, policy);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host) !== 0) return;
  await new Promise<void>((resolve, reject) =>
    guardedLookup(policy)(host, { all: true }, (error) => (error ? reject(error) : resolve())),
  );
}
