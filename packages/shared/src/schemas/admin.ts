import { z } from 'zod';
import { ADMIN_REASON_MAX, ADMIN_REASON_MIN, adminServerMessages as m } from '../messages/admin';
import { DISPUTE_REASONS, ORDER_STATUSES } from '../constants';
import { isoTimeSchema, koboSchema } from './envelope';
import { photoSchema } from './listings';
import { DISPUTE_RESOLUTIONS, orderTransitionSchema, storedDeliveryAddressSchema } from './orders';
import { walletEntryStatuses, walletHistorySchema } from './wallet';

/**
 * The operator console's API (docs/product.md#operator-console), under /api/v1/admin. Every
 * action's body carries the reason the operator typed; the audit log keeps it.
 */

export const operatorReasonSchema = z
  .string({ error: m.reasonRequired })
  .trim()
  .min(ADMIN_REASON_MIN, m.reasonRequired)
  .max(ADMIN_REASON_MAX, m.reasonTooLong);

/** The body of an action that needs nothing but its reason; others extend it. */
export const operatorActionRequestSchema = z.strictObject({ reason: operatorReasonSchema });
export type OperatorActionRequest = z.infer<typeof operatorActionRequestSchema>;

export const AUDIT_PAGE_SIZE = { default: 50, max: 200 } as const;

/** GET /admin/audit: newest first; `before` is the last id of the previous page. */
export const auditQuerySchema = z.strictObject({
  before: z.coerce.number({ error: m.cursorInvalid }).int(m.cursorInvalid).positive(m.cursorInvalid).optional(),
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_SIZE.max).default(AUDIT_PAGE_SIZE.default),
  recordType: z.string().trim().min(1).max(40).optional(),
  recordId: z.string().trim().min(1).max(100).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** A person as the console names them: enough to find and contact them. */
export const operatorPersonSchema = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
});
export type OperatorPerson = z.infer<typeof operatorPersonSchema>;

export const auditEntrySchema = z.strictObject({
  id: z.number().int(),
  /** Null for the command line (`npm run operator`). */
  operator: operatorPersonSchema.nullable(),
  action: z.string(),
  recordType: z.string(),
  recordId: z.string(),
  /** What the record is known by: an order's or a listing's title, an account's name, a withdrawal's reference; null if none. */
  recordTitle: z.string().nullable(),
  reason: z.string(),
  details: z.record(z.string(), z.unknown()),
  at: isoTimeSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.strictObject({
  items: z.array(auditEntrySchema),
  /** Pass as `before` for the next (older) page; null on the last. */
  nextBefore: z.number().int().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/** POST /admin/orders/:id/resolve: how the dispute ends, and why. */
export const resolveDisputeRequestSchema = z.discriminatedUnion(
  'resolution',
  [
    z.strictObject({ resolution: z.literal('refunded'), reason: operatorReasonSchema }),
    z.strictObject({ resolution: z.literal('released'), reason: operatorReasonSchema }),
    /** A refused return: the buyer sends the item back first, then is refunded as on an accepted return. */
    z.strictObject({ resolution: z.literal('refund_after_return'), reason: operatorReasonSchema }),
    z.strictObject({
      resolution: z.literal('split'),
      reason: operatorReasonSchema,
      /** Kobo back to the buyer; the rest of the escrow goes to the seller, commission deducted. */
      refund: z.number({ error: m.refundRequired }).int(m.refundRequired).positive(m.refundRequired),
    }),
  ],
  { error: m.resolutionRequired },
);
export type ResolveDisputeRequest = z.infer<typeof resolveDisputeRequestSchema>;

/** GET /admin/disputes: open disputes, oldest first. */
export const disputeQueueItemSchema = z.strictObject({
  orderId: z.uuid(),
  listingId: z.uuid(),
  title: z.string(),
  reason: z.enum(DISPUTE_REASONS),
  details: z.string(),
  openedAt: isoTimeSchema,
  /** What the escrow holds: price and delivery fee. */
  escrow: koboSchema,
  buyer: operatorPersonSchema,
  seller: operatorPersonSchema,
});
export type DisputeQueueItem = z.infer<typeof disputeQueueItemSchema>;

/**
 * One move of money about the order: its security hold, the payment into escrow, what left it.
 * A hold is one move, held, paid or released, as a wallet's history lists it.
 */
export const orderMoneyMoveSchema = z.strictObject({
  id: z.uuid(),
  at: isoTimeSchema,
  purpose: z.string(),
  amount: koboSchema,
  status: z.enum(walletEntryStatuses),
  /** Whose account: a person's name with the account kind, or the platform's account. */
  from: z.string(),
  to: z.string(),
});
export type OrderMoneyMove = z.infer<typeof orderMoneyMoveSchema>;

/** GET /admin/orders/:id: the order's whole story for an operator. */
export const adminOrderSchema = z.strictObject({
  id: z.uuid(),
  listingId: z.uuid(),
  title: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** A disputed refused return: support may refund it once the item is back (`refund_after_return`). */
  canRequireReturn: z.boolean(),
  price: koboSchema,
  deliveryFee: koboSchema,
  /** What the escrow holds now. */
  escrowBalance: koboSchema,
  dueAt: isoTimeSchema,
  paidAt: isoTimeSchema.nullable(),
  shipBy: isoTimeSchema.nullable(),
  confirmBy: isoTimeSchema.nullable(),
  delivery: z
    .strictObject({ method: z.enum(['pickup', 'delivery']), address: storedDeliveryAddressSchema.nullable() })
    .nullable(),
  shipping: z.strictObject({ carrier: z.string(), trackingNumber: z.string(), shippedAt: isoTimeSchema }).nullable(),
  buyer: operatorPersonSchema,
  seller: operatorPersonSchema,
  disputes: z.array(
    z.strictObject({
      reason: z.enum(DISPUTE_REASONS),
      details: z.string(),
      status: z.enum(['open', 'resolved']),
      openedAt: isoTimeSchema,
      photos: z.array(photoSchema),
      resolution: z.enum(DISPUTE_RESOLUTIONS).nullable(),
      refunded: koboSchema.nullable(),
      sellerPaid: koboSchema.nullable(),
      resolvedAt: isoTimeSchema.nullable(),
    }),
  ),
  timeline: z.array(orderTransitionSchema.extend({ actorName: z.string().nullable() })),
  money: z.array(orderMoneyMoveSchema),
  audit: z.array(auditEntrySchema),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const ADMIN_SEARCH_LIMIT = 50;

/** GET /admin/users?q= and /admin/listings?q=: a few letters of an email, a name or a title, or an id. */
export const adminSearchQuerySchema = z.strictObject({ q: z.string().trim().max(100).default('') });

export const adminUserSummarySchema = operatorPersonSchema.extend({
  /** The verified mobile number (E.164), if the account has one. */
  phone: z.string().nullable(),
  accountType: z.enum(['buyer', 'seller']),
  createdAt: isoTimeSchema,
  suspended: z.boolean(),
  isOperator: z.boolean(),
});
export type AdminUserSummary = z.infer<typeof adminUserSummarySchema>;

export const adminListingSummarySchema = z.strictObject({
  id: z.uuid(),
  title: z.string(),
  seller: operatorPersonSchema,
  /** As stored: draft, scheduled, ended, cancelled, paused (seller suspended), taken_down. */
  status: z.string(),
  bidCount: z.number().int(),
  currentPrice: koboSchema,
  startsAt: isoTimeSchema,
  endsAt: isoTimeSchema,
});
export type AdminListingSummary = z.infer<typeof adminListingSummarySchema>;

/** GET /admin/users/:id: everything an operator needs to judge an account. */
export const adminUserSchema = z.strictObject({
  user: adminUserSummarySchema.extend({
    emailVerified: z.boolean(),
    suspendedAt: isoTimeSchema.nullable(),
    forfeitStrikes: z.number().int(),
    /** Orders this buyer forfeited: the record of their strikes, kept when a bar is lifted. */
    forfeitedOrders: z.number().int(),
    biddingBarred: z.boolean(),
  }),
  wallet: z.strictObject({ balance: koboSchema, held: koboSchema, available: koboSchema }),
  /** The wallet's history as its owner's wallet page lists it: one line per movement. */
  ledger: walletHistorySchema,
  bids: z.array(z.strictObject({ listingId: z.uuid(), title: z.string(), maxAmount: koboSchema, at: isoTimeSchema })),
  orders: z.array(
    z.strictObject({
      id: z.uuid(),
      title: z.string(),
      role: z.enum(['buyer', 'seller']),
      status: z.enum(ORDER_STATUSES),
      price: koboSchema,
      createdAt: isoTimeSchema,
    }),
  ),
  listings: z.array(adminListingSummarySchema),
  audit: z.array(auditEntrySchema),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
