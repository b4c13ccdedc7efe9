import { z } from 'zod';
import { isoTimeSchema, koboSchema } from './envelope';

/**
 * An order after a sale (docs/product.md#orders) as its buyer or seller reads it, at
 * GET /me/orders, /me/sales and /orders/:id, and as paying answers it.
 */

export const ORDER_STATUSES = ['awaiting_payment', 'paid', 'forfeited'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What the caller may do to the order now; a page shows these buttons and no others. */
export const ORDER_ACTIONS = ['pay'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export const orderTransitionSchema = z.strictObject({
  /** Null for the order's creation. */
  from: z.enum(ORDER_STATUSES).nullable(),
  to: z.enum(ORDER_STATUSES),
  actor: z.enum(['buyer', 'seller', 'system']),
  at: isoTimeSchema,
});
export type OrderTransition = z.infer<typeof orderTransitionSchema>;

export const orderSchema = z.strictObject({
  id: z.uuid(),
  listingId: z.uuid(),
  title: z.string(),
  /** The caller's side of the sale. */
  role: z.enum(['buyer', 'seller']),
  status: z.enum(ORDER_STATUSES),
  price: koboSchema,
  /** The winner's bid security, held since they bid; it counts towards the price. */
  securityHeld: koboSchema,
  /** In escrow: the whole price once paid, nothing before. */
  amountPaid: koboSchema,
  /** What paying takes from the wallet now: the price less the security held, while payable. */
  amountDue: koboSchema,
  dueAt: isoTimeSchema,
  paidAt: isoTimeSchema.nullable(),
  /** Every transition, oldest first. */
  timeline: z.array(orderTransitionSchema),
  actions: z.array(z.enum(ORDER_ACTIONS)),
});
export type Order = z.infer<typeof orderSchema>;

export const orderDataSchema = z.strictObject({ order: orderSchema });

/** POST /orders/:id/pay: where the price came from; a replay with the same key gets it again. */
export const orderPaymentSchema = z.strictObject({
  orderId: z.uuid(),
  amountPaid: koboSchema,
  fromSecurity: koboSchema,
  fromWallet: koboSchema,
  paidAt: isoTimeSchema,
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/** Development only: POST /dev/orders/:id/advance {hours}. */
export const advanceOrderRequestSchema = z.strictObject({
  hours: z
    .number()
    .int()
    .min(1)
    .max(24 * 14),
});
export const advanceOrderAnswerDataSchema = z.strictObject({ dueAt: isoTimeSchema });

/** Live notices on the user's channel (`/me/events`). */
export interface PaymentDueEvent {
  orderId: string;
  listingId: string;
  title: string;
  amountDue: number;
  dueAt: string;
}

export interface OrderPaidEvent {
  orderId: string;
  listingId: string;
  title: string;
  price: number;
}

export interface OrderForfeitedEvent {
  orderId: string;
  listingId: string;
  title: string;
  /** The forfeited security as it reached this user: lost (buyer) or credited (seller). */
  amount: number;
}
