import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { serverMessages } from '@naijabid/shared/messages';
import { OUTAGE_RETRY_AFTER_SECONDS } from '../outages';
import { writeRawFailure } from './error-handler';

/**
 * Caps the connections one socket peer holds open in this process: one past the cap is
 * answered 429 and closed before a byte of it is read, so one address cannot take the
 * process's open files (3,000 half-sent requests from one address once held 3,000). The
 * peer, not a forwarded address: a connection is counted before any header arrives, and a
 * half-sent request may never send one. Counted per process, like the open files it
 * protects; the cluster's primary deals connections to the workers in turn.
 */
export function capConnectionsPerAddress(server: Server, perAddress: number): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    // A peer that hung up before this ran has no address, and holds nothing.
    if (address === undefined) return;
    const count = open.get(address) ?? 0;
    if (count >= perAddress) {
      writeRawFailure(
        socket,
        '429 Too Many Requests',
        'rate_limited',
        serverMessages.tooManyConnections,
        `Retry-After: ${OUTAGE_RETRY_AFTER_SECONDS}\r\n`,
      );
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
