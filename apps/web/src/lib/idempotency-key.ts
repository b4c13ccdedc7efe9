/**
 * One key per intended payment or bid (the server answers a repeated key with the first
 * answer). `crypto.randomUUID` exists only on secure origins; a phone testing over the
 * local network on plain http still gets 128 random bits.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
