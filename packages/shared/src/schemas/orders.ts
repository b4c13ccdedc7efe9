import { z } from 'zod';
import { DISPUTE_REASONS, HANDOVER_CODE, ORDER_LIMITS as limits, ORDER_STATUSES, RETURN_REASONS } from '../constants';
import { returnServerMessages, type ReturnNoticeStep } from '../messages/returns';
import { NIGERIAN_STATES } from '../nigerian-states';
import { orderValidationMessages as m, serverMessages } from '../messages';
import { handoverServerMessages } from '../messages/receipts';
import { isoTimeSchema, koboSchema } from './envelope';
import { deliveryOptionsSchema, photoSchema, type DeliveryOptions } from './listings';
import { orderRatingSchema } from './ratings';

/**
 * An order after a sale (docs/product.md#orders) as its buyer or seller reads it, at
 * GET /me/orders, /me/sales and /orders/:id, and the requests that move it on.
 */

/** How support resolves a dispute: all back to the buyer, all to the seller, or split between them. */
export const DISPUTE_RESOLUTIONS = ['refunded', 'released', 'split'] as const;
export type DisputeResolution = (typeof DISPUTE_RESOLUTIONS)[number];

/** What the caller may do to the order now; a page shows these buttons and no others. */
export const ORDER_ACTIONS = [
  /** Buyer, awaiting payment and before the deadline. */
  'pay',
  /** Seller, once paid. */
  'ship',
  /** Buyer, once shipped. */
  'confirm_delivery',
  /** Buyer, once shipped and before delivery is confirmed. */
  'open_dispute',
  /** Buyer, paid but not shipped by `shipBy`: a full refund. */
  'cancel',
  /** Seller, forfeited, while a bidder not yet offered the item remains and no offer is open. */
  'offer_second_chance',
  /** Either party, completed: rate the other (RATING_LIMITS.openDays), or change one's rating (RATING_LIMITS.editDays). */
  'rate',
  /** Buyer, shipped: the item arrived; the inspection window (the INSPECTION_DAYS setting) starts. */
  'mark_received',
  /** Buyer, shipped or delivered, before `confirmBy`: ask to send the item back (docs/product.md#returns). */
  'request_return',
  /** Seller, a return asked for: the buyer sends it back. */
  'accept_return',
  /** Seller, a return asked for: support decides, as on a dispute. */
  'refuse_return',
  /** Buyer, a return accepted, before its ship-back deadline: the item is on its way back. */
  'ship_return',
  /** Seller, a return sent back: it arrived, and the buyer is refunded. */
  'confirm_return_received',
  /** Seller, a pickup paid (or marked shipped) and not in dispute: the buyer's code completes it at once. */
  'hand_over',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

const ORDER_ACTORS = ['buyer', 'seller', 'system', 'operator'] as const;

export const orderTransitionSchema = z.strictObject({
  /** Null for the order's creation. */
  from: z.enum(ORDER_STATUSES).nullable(),
  to: z.enum(ORDER_STATUSES),
  actor: z.enum(ORDER_ACTORS),
  at: isoTimeSchema,
});
export type OrderTransition = z.infer<typeof orderTransitionSchema>;

/**
 * Where a delivery goes, besides the phone; the state decides the listing's fee (inside the
 * seller's state or not). The request that pays adds the phone through its parser
 * (`pay-requests.ts`); the answers below carry it as stored.
 */
export const deliveryAddressFields = {
  fullName: z
    .string({ error: m.fullNameRequired })
    .trim()
    .min(2, m.fullNameRequired)
    .max(limits.cityMax * 2),
  street: z.string({ error: m.streetRequired }).trim().min(5, m.streetRequired).max(limits.addressLineMax),
  city: z.string({ error: m.cityRequired }).trim().min(2, m.cityRequired).max(limits.cityMax),
  state: z.enum(NIGERIAN_STATES, { error: m.stateRequired }),
};

/**
 * A delivery address as the API answers it: the phone as stored, in E.164 since the parser,
 * as typed on orders paid before it, a placeholder once the buyer closed their account.
 * (The API encodes its answers, which a parsing transform cannot do.)
 */
export const storedDeliveryAddressSchema = z.strictObject({ ...deliveryAddressFields, phone: z.string() });
export type DeliveryAddress = z.infer<typeof storedDeliveryAddressSchema>;

/** What the listing offers, as its own answer gives it: one definition, in listings.ts. */
export { deliveryOptionsSchema, type DeliveryOptions };

export const orderSchema = z.strictObject({
  id: z.uuid(),
  listingId: z.uuid(),
  title: z.string(),
  image: photoSchema.nullable(),
  /** The caller's side of the sale. */
  role: z.enum(['buyer', 'seller']),
  /** The other party's public name. */
  counterpart: z.string(),
  status: z.enum(ORDER_STATUSES),
  price: koboSchema,
  /** The delivery fee chosen when paying; 0 for pickup or before paying. */
  deliveryFee: koboSchema,
  /** The winner's bid security, held since they bid; it counts towards the price. Zero for a second chance. */
  securityHeld: koboSchema,
  /** What reached escrow: the price and the delivery fee once paid (also if later refunded), nothing before. */
  amountPaid: koboSchema,
  /** What paying takes from the wallet now for pickup (the price less the security held), while payable. */
  amountDue: koboSchema,
  /** What the seller receives on delivery: the price less the commission, plus the delivery fee. */
  sellerPayout: koboSchema,
  /**
   * Where the money went once it left the order's escrow (or, unpaid, the winner's security),
   * as the ledger moved it: a delivery, a cancel, each way support resolves a dispute, a
   * forfeit. Null while nothing has moved out.
   */
  settlement: z
    .strictObject({
      /** Back to the buyer's wallet: a cancel, a dispute refund or a split's refund. */
      refundedToBuyer: koboSchema,
      /** Credited to the seller's wallet: the payout, a split's share, or a share of a forfeited security. */
      creditedToSeller: koboSchema,
      /** The winner's security kept after an unpaid order (the seller's share and the platform's). */
      forfeited: koboSchema,
      /** A returned item's return delivery fee: credited to the buyer, charged to the seller (docs/product.md#returns). */
      returnDeliveryFee: koboSchema,
    })
    .nullable(),
  /** The payment deadline. */
  dueAt: isoTimeSchema,
  paidAt: isoTimeSchema.nullable(),
  deliveryOptions: deliveryOptionsSchema,
  /** Chosen when paying; the address is shown to the buyer and the seller only. */
  delivery: z
    .strictObject({ method: z.enum(['pickup', 'delivery']), address: storedDeliveryAddressSchema.nullable() })
    .nullable(),
  /** The seller's shipping deadline, set on payment. */
  shipBy: isoTimeSchema.nullable(),
  shipping: z.strictObject({ carrier: z.string(), trackingNumber: z.string(), shippedAt: isoTimeSchema }).nullable(),
  /** Delivery counts as confirmed then unless the buyer confirms first or disputes. */
  confirmBy: isoTimeSchema.nullable(),
  deliveredAt: isoTimeSchema.nullable(),
  completedAt: isoTimeSchema.nullable(),
  cancelledAt: isoTimeSchema.nullable(),
  dispute: z
    .strictObject({
      reason: z.enum(DISPUTE_REASONS),
      details: z.string(),
      status: z.enum(['open', 'resolved']),
      openedAt: isoTimeSchema,
      /** What the buyer photographed, shown to both parties and to support. */
      photos: z.array(photoSchema),
      /** Set once NaijaBid support resolved it: what went back to the buyer and to the seller. */
      outcome: z
        .strictObject({
          resolution: z.enum(DISPUTE_RESOLUTIONS),
          refunded: koboSchema,
          sellerPaid: koboSchema,
          resolvedAt: isoTimeSchema,
        })
        .nullable(),
    })
    .nullable(),
  /** A return asked for on the order (docs/product.md#returns), with its waits; its claim is `dispute`. */
  return: z
    .strictObject({
      reason: z.enum(RETURN_REASONS),
      requestedAt: isoTimeSchema,
      /** The seller's deadline to accept or refuse; then support decides. */
      answerBy: isoTimeSchema,
      acceptedAt: isoTimeSchema.nullable(),
      /** The buyer's deadline to send it back, once accepted. */
      shipBackBy: isoTimeSchema.nullable(),
      shipping: z
        .strictObject({ carrier: z.string(), trackingNumber: z.string(), shippedAt: isoTimeSchema })
        .nullable(),
      /** When it counts as received if the seller has not confirmed. */
      receiveBy: isoTimeSchema.nullable(),
      receivedAt: isoTimeSchema.nullable(),
      refusedAt: isoTimeSchema.nullable(),
    })
    .nullable(),
  /** The pickup code, to the buyer only, while the seller may still hand the item over with it. */
  handoverCode: z.string().nullable(),
  /** The viewer's receipt (buyer) or statement (seller) number, once the sale completed. */
  documentNumber: z.string().nullable(),
  /** Every transition, oldest first. */
  timeline: z.array(orderTransitionSchema),
  actions: z.array(z.enum(ORDER_ACTIONS)),
  /** What the viewer said of the other party, once completed. */
  yourRating: orderRatingSchema.nullable(),
  /** What the other party said of the viewer. */
  theirRating: orderRatingSchema.nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderDataSchema = z.strictObject({ order: orderSchema });

/** Its answer: where the money came from; a replay with the same key gets it again. */
export const orderPaymentSchema = z.strictObject({
  orderId: z.uuid(),
  /** Price and delivery fee, now in escrow. */
  amountPaid: koboSchema,
  deliveryFee: koboSchema,
  fromSecurity: koboSchema,
  fromWallet: koboSchema,
  paidAt: isoTimeSchema,
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/** POST /orders/:id/ship by the seller. */
export const shipOrderRequestSchema = z.strictObject({
  carrier: z.string({ error: m.carrierRequired }).trim().min(2, m.carrierRequired).max(limits.carrierMax),
  trackingNumber: z
    .string({ error: m.trackingRequired })
    .trim()
    .min(limits.trackingMin, m.trackingRequired)
    .max(limits.trackingMax, m.trackingRequired),
});
export type ShipOrderRequest = z.infer<typeof shipOrderRequestSchema>;

/** POST /orders/:id/handover by the seller, with the code the buyer shows. */
export const handOverRequestSchema = z.strictObject({
  code: z
    .string({ error: handoverServerMessages.codeFormat })
    .trim()
    .regex(new RegExp(`^\\d{${HANDOVER_CODE.digits}}$`), handoverServerMessages.codeFormat),
});
export type HandOverRequest = z.infer<typeof handOverRequestSchema>;

/** POST /orders/:id/disputes by the buyer, before delivery is confirmed. */
export const openDisputeRequestSchema = z.strictObject({
  reason: z.enum(DISPUTE_REASONS, { error: m.disputeReasonRequired }),
  details: z
    .string({ error: m.disputeDetailsLength })
    .trim()
    .min(limits.disputeDetailsMin, m.disputeDetailsLength)
    .max(limits.disputeDetailsMax, m.disputeDetailsLength),
  /** Photos the buyer uploaded at POST /dispute-photos, in the order shown. */
  photoIds: z
    .array(z.uuid({ error: serverMessages.photoNotYours }), { error: serverMessages.photoNotYours })
    .max(limits.disputePhotosMax, m.disputePhotosTooMany)
    .refine((ids) => new Set(ids).size === ids.length, serverMessages.photoNotYours)
    .optional(),
});
export type OpenDisputeRequest = z.infer<typeof openDisputeRequestSchema>;

/** POST /orders/:id/returns by the buyer, within the inspection window: as a dispute's claim, with its own reasons. */
export const requestReturnRequestSchema = z.strictObject({
  reason: z.enum(RETURN_REASONS, { error: returnServerMessages.reasonRequired }),
  details: z
    .string({ error: returnServerMessages.detailsLength })
    .trim()
    .min(limits.disputeDetailsMin, returnServerMessages.detailsLength)
    .max(limits.disputeDetailsMax, returnServerMessages.detailsLength),
  photoIds: openDisputeRequestSchema.shape.photoIds,
});
export type RequestReturnRequest = z.infer<typeof requestReturnRequestSchema>;

/** POST /orders/:id/returns/ship by the buyer: the item is on its way back, as the seller's shipping is entered. */
export const shipReturnRequestSchema = shipOrderRequestSchema;
export type ShipReturnRequest = ShipOrderRequest;

/** GET /buyer-protection: this server's inspection window (INSPECTION_DAYS) and the return's other waits, in days. */
export const buyerProtectionSchema = z.strictObject({
  inspectionDays: z.number().int().positive(),
  sellerAnswerBusinessDays: z.number().int().positive(),
  shipBackDays: z.number().int().positive(),
  returnTransitDays: z.number().int().positive(),
  receiveDays: z.number().int().positive(),
});
export type BuyerProtection = z.infer<typeof buyerProtectionSchema>;

/** Every step of a return, on the buyer's or seller's channel and in the bell. */
export interface OrderReturnEvent {
  orderId: string;
  listingId: string;
  title: string;
  step: ReturnNoticeStep;
}

/** A second-chance offer as its bidder (GET /me/offers) and its seller read it. */
export const secondChanceOfferSchema = z.strictObject({
  id: z.uuid(),
  listingId: z.uuid(),
  title: z.string(),
  image: photoSchema.nullable(),
  /** The bidder's highest maximum on the auction. */
  price: koboSchema,
  status: z.enum(['open', 'accepted', 'declined', 'expired']),
  expiresAt: isoTimeSchema,
  /** The order an accepted offer became. */
  orderId: z.uuid().nullable(),
  createdAt: isoTimeSchema,
});
export type SecondChanceOffer = z.infer<typeof secondChanceOfferSchema>;
export const secondChanceOfferDataSchema = z.strictObject({ offer: secondChanceOfferSchema });

/** Development only: POST /dev/orders/:id/advance {hours}. */
export const advanceOrderRequestSchema = z.strictObject({
  hours: z
    .number()
    .int()
    .min(1)
    .max(24 * 14),
});
export const advanceOrderAnswerDataSchema = z.strictObject({ dueAt: isoTimeSchema });

/** Live notices on the user's channel (`/me/events`); `type` names the step. */
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
  shipBy: string;
}

export interface OrderForfeitedEvent {
  orderId: string;
  listingId: string;
  title: string;
  /** Whose notice this is: the buyer lost the security, the seller was credited a share of it. */
  role: 'buyer' | 'seller';
  /** The forfeited security as it reached this user: lost (buyer) or credited (seller). */
  amount: number;
}

/** order_shipped and order_ship_overdue (to the buyer); order_completed, order_cancelled and order_disputed (to the seller). */
export interface OrderStepEvent {
  orderId: string;
  listingId: string;
  title: string;
}

/** second_chance_offer (to the bidder). */
export interface SecondChanceOfferEvent {
  offerId: string;
  listingId: string;
  title: string;
  price: number;
  expiresAt: string;
}

/** second_chance_accepted, second_chance_declined and second_chance_expired (to the seller). */
export interface SecondChanceAnswerEvent {
  offerId: string;
  listingId: string;
  title: string;
  price: number;
  /** The order an accepted offer became; null otherwise. */
  orderId: string | null;
  /** The unpaid sale the offer followed, whose page offers the next bidder; null after a reserve not met. */
  forfeitedOrderId: string | null;
}

/** dispute_resolved, to the buyer and the seller: how support resolved the dispute, in kobo. */
export interface DisputeResolvedEvent {
  orderId: string;
  listingId: string;
  title: string;
  resolution: DisputeResolution;
  refunded: number;
  sellerPaid: number;
}
