import { createHmac, timingSafeEqual } from 'node:crypto';
import { optionalMailKindSchema, type OptionalMailKind } from '@naijabid/shared/schemas/notifications';

/**
 * The token of a one-click unsubscribe link (RFC 8058): the user, the kind of mail, and an
 * HMAC of both keyed by a server secret, so the link works without logging in and cannot be
 * made for someone else. It never expires: a mail read a year later must still stop the next.
 */
export function unsubscribeKey(serverSecret: string): string {
  return createHmac('sha256', serverSecret).update('unsubscribe').digest('hex');
}

function signature(key: string, userId: string, kind: string): string {
  return createHmac('sha256', key).update(`${userId}:${kind}`).digest('base64url');
}

export function unsubscribeToken(key: string, userId: string, kind: OptionalMailKind): string {
  return `${userId}.${kind}.${signature(key, userId, kind)}`;
}

export function readUnsubscribeToken(
  key: string,
  token: string,
): { userId: string; kind: OptionalMailKind } | undefined {
  const [userId, kind, given, ...rest] = token.split('.');
  const parsedKind = optionalMailKindSchema.safeParse(kind);
  if (!userId || !given || rest.length > 0 || !parsedKind.success) return undefined;
  const expected = Buffer.from(signature(key, userId, parsedKind.data));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
  return { userId, kind: parsedKind.data };
}

/** The link in the mail's `List-Unsubscribe` header and its last line. */
export function unsubscribeUrl(publicUrl: string, key: string, userId: string, kind: OptionalMailKind): string {
  return `${publicUrl}/api/v1/unsubscribe?${new URLSearchParams({ token: unsubscribeToken(key, userId, kind) })}`;
}
