import { createHmac } from 'node:crypto';

/** The key client addresses are hashed with, derived from the JWT secret so it needs no setting of its own. */
export function clientAddressKey(jwtSecret: string): string {
  return createHmac('sha256', jwtSecret).update('client-address').digest('hex');
}

/**
 * A client address as the database keeps it (sessions) and the request log prints it: one
 * address always gives the same hash, so an operator can follow it across both, but neither
 * holds the address itself.
 */
export function hashClientAddress(addressKey: string, address: string): string {
  return createHmac('sha256', addressKey).update(address).digest('hex');
}
