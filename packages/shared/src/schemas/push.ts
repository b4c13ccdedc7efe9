import { z } from 'zod';

/**
 * Web Push (docs/product.md#push-notifications): GET /me/push, PUT /me/push/preferences,
 * POST /me/push/subscriptions and /me/push/subscriptions/remove.
 */

/** What a user may be pushed; each can be turned off on its own, and all are on until then. */
export const PUSH_KINDS = [
  'outbid',
  'ending_soon',
  'won',
  'payment_due',
  'shipped',
  'second_chance',
  'return_or_dispute',
  'saved_search',
] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/**
 * The bell's notice kinds that are pushed, and the switch each one answers to. The notice
 * trigger (apps/api/sql/functions/store_user_notice.sql) lists the same kinds; a test keeps
 * the two lists equal.
 */
export const PUSHED_NOTICE_KINDS = {
  outbid: 'outbid',
  // The last reminder, ten minutes before the end; the hour-before one is mailed, not pushed.
  ending_final: 'ending_soon',
  won: 'won',
  payment_due: 'payment_due',
  order_shipped: 'shipped',
  second_chance_offer: 'second_chance',
  order_return: 'return_or_dispute',
  order_disputed: 'return_or_dispute',
  dispute_resolved: 'return_or_dispute',
  saved_search_match: 'saved_search',
} as const satisfies Record<string, PushKind>;
export type PushedNoticeKind = keyof typeof PUSHED_NOTICE_KINDS;

/** A browser may keep this many subscriptions per account (phones, laptops); a new one past it replaces the oldest. */
export const PUSH_SUBSCRIPTIONS_PER_USER = 10;

/** Base64url of exactly `bytes` bytes, padded or not (a length check: this runs in browsers too, without Buffer). */
const base64url = (bytes: number) =>
  z
    .string()
    .regex(new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}=*$`))
    .refine((value) => value.replace(/=+$/, '').length === Math.ceil((bytes * 4) / 3));

/** `PushSubscription.toJSON()` as the browser gives it (expirationTime is ignored). */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  keys: z.strictObject({
    // An uncompressed P-256 point (RFC 8291 section 3.1) and a 16-byte secret.
    p256dh: base64url(65),
    auth: base64url(16),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.strictObject({ endpoint: z.string().min(1).max(2000) });

export const pushPreferencesSchema = z.strictObject(
  Object.fromEntries(PUSH_KINDS.map((kind) => [kind, z.boolean()])) as Record<PushKind, z.ZodBoolean>,
);
export type PushPreferences = z.infer<typeof pushPreferencesSchema>;
export const pushPreferencesUpdateSchema = pushPreferencesSchema.partial();
export type PushPreferencesUpdate = z.infer<typeof pushPreferencesUpdateSchema>;

/** GET /me/push: the key a browser subscribes with (null: push is not set up on this server) and the switches. */
export const pushSettingsSchema = z.strictObject({
  publicKey: z.string().nullable(),
  preferences: pushPreferencesSchema,
});
export type PushSettings = z.infer<typeof pushSettingsSchema>;

/** What the service worker receives and shows (apps/web/public/sw.js). */
export interface PushPayload {
  title: string;
  body?: string;
  /** The page a tap opens, a path on this site. */
  url: string;
  /** One notification per notice kind and item: a newer outbid replaces the older one. */
  tag: string;
}
