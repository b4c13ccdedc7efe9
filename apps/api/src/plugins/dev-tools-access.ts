import { createHash, timingSafeEqual } from 'node:crypto';
import { isIPv4 } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEV_TOOLS_TOKEN_HEADER } from '@naijabid/shared/constants';

/** Headers a proxy adds: with one, the loopback peer is the proxy, not the person. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (what a dual-stack socket reports). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ipv4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return address === '::1' || (isIPv4(ipv4) && ipv4.startsWith('127.'));
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * An onRequest hook for the development tools, which hand whoever calls them an operator
 * role, any account's reset links and codes, and an order's or auction's clock. They answer
 * the socket's own peer on loopback (the developer's machine, its browser and its tests),
 * never the address a proxy claims in X-Forwarded-For: a loopback request carrying one came
 * through a proxy and is refused like any other. Anyone else must present `token`
 * (DEV_TOOLS_TOKEN) in DEV_TOOLS_TOKEN_HEADER. A refused request is answered as if the route
 * did not exist, as in production.
 */
export function devToolsAccess(token: string | undefined) {
  const expected = token === undefined ? undefined : digest(token);
  const presentsToken = (request: FastifyRequest) => {
    const presented = request.headers[DEV_TOOLS_TOKEN_HEADER];
    return expected !== undefined && typeof presented === 'string' && timingSafeEqual(digest(presented), expected);
  };
  const onLoopback = (request: FastifyRequest) =>
    isLoopbackAddress(request.raw.socket.remoteAddress) &&
    FORWARDING_HEADERS.every((header) => request.headers[header] === undefined);

  return async function refuseStrangers(request: FastifyRequest, reply: FastifyReply) {
    if (onLoopback(request) || presentsToken(request)) return;
    reply.callNotFound();
    return reply;
  };
}
