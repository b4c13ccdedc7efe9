import { z } from 'zod';
import { isoTimeSchema } from './envelope';

/**
 * The notification centre (the bell, docs/product.md#watchlist-and-notifications):
 * GET /me/notifications, POST /me/notifications/read, the mail preferences, unsubscribing.
 */

/**
 * Mail a user may turn off, each with a `List-Unsubscribe` link. Every other notice's mail
 * (won, payment due, each step of an order, second-chance offers, deposits, withdrawals) is
 * about money the user holds, owes or is owed, and always goes.
 */
export const OPTIONAL_MAIL_KINDS = ['outbid', 'ending_soon', 'lost', 'auction_ended'] as const;
export type OptionalMailKind = (typeof OPTIONAL_MAIL_KINDS)[number];
export const optionalMailKindSchema = z.enum(OPTIONAL_MAIL_KINDS);

export const NOTIFICATIONS_PAGE_DEFAULT = 20;
export const NOTIFICATIONS_PAGE_MAX = 50;

/** One notice: its kind and the live event's data it was sent with (`listingId`, `orderId`...). */
export const notificationSchema = z.strictObject({
  id: z.number().int(),
  kind: z.string(),
  data: z.record(z.string(), z.unknown()),
  read: z.boolean(),
  createdAt: isoTimeSchema,
});
export type Notification = z.infer<typeof notificationSchema>;

/** Keyset pages, newest first: the next page is the notices older than `nextBefore`. */
export const notificationsQuerySchema = z.object({
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(NOTIFICATIONS_PAGE_MAX).default(NOTIFICATIONS_PAGE_DEFAULT),
});
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;

export const notificationsPageSchema = z.strictObject({
  items: z.array(notificationSchema),
  nextBefore: z.number().int().nullable(),
  unreadCount: z.number().int(),
});
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

/** Marks read every notice, or those up to and including `upTo` (the newest one a list showed). */
export const markReadRequestSchema = z.strictObject({ upTo: z.number().int().positive().optional() });
export type MarkReadRequest = z.infer<typeof markReadRequestSchema>;

export const unreadCountSchema = z.strictObject({ unreadCount: z.number().int() });

/** Whether each optional mail goes; all do until turned off. */
export const mailPreferencesSchema = z.strictObject(
  Object.fromEntries(OPTIONAL_MAIL_KINDS.map((kind) => [kind, z.boolean()])) as Record<OptionalMailKind, z.ZodBoolean>,
);
export type MailPreferences = z.infer<typeof mailPreferencesSchema>;
export const mailPreferencesUpdateSchema = mailPreferencesSchema.partial();
export type MailPreferencesUpdate = z.infer<typeof mailPreferencesUpdateSchema>;

/** The `ending_soon` notice of a watched auction. */
export interface EndingSoonEvent {
  listingId: string;
  title: string;
  currentPrice: number;
  endsAt: string;
}

/** The seller's notice that their auction ended, sold or not. */
export interface AuctionEndedEvent {
  listingId: string;
  title: string;
  outcome: 'sold' | 'unsold';
  price: number;
}
