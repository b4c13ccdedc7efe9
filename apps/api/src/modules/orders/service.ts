import { sellerCommissionFor } from '@naijabid/shared/auction-rules';
import { serverMessages } from '@naijabid/shared/messages';
import type {
  DeliveryAddress,
  DeliveryOptions,
  HandOverRequest,
  OpenDisputeRequest,
  Order,
  OrderPayment,
  RequestReturnRequest,
  ShipOrderRequest,
} from '@naijabid/shared/schemas/orders';
import type { DeliveryChoice } from '@naijabid/shared/schemas/pay-requests';
import type { Database } from '../../db/client';
import { retryingConflicts } from '../../db/retry-conflicts';
import { AppError } from '../../errors';
import { bringJobsForward } from '../../plugins/job-queue';
import type { LiveEvent } from '../../plugins/event-bus';
import { publicName, type AuctionService } from '../auctions/service';
import type { OfferService } from '../offers/service';
import type { Photo } from '@naijabid/shared/schemas/listings';
import type { RateOrderRequest } from '@naijabid/shared/schemas/ratings';
import { ratingView, type RatingRow, type RatingService } from '../ratings/service';
import type { ReceiptService } from '../receipts/service';
import { handoverCodeFor } from './handover-code';
import { actionsFor, canTake } from './lifecycle';
import { orderJobKeyPrefix } from './order-jobs';
import * as repository from './repository';

/** A payment as the buyer asked for it; made by workflows/orders/pay-order.ts, from a route or a credited deposit. */
export interface PaymentRequest {
  orderId: string;
  buyerId: string;
  idempotencyKey: string;
  delivery: DeliveryChoice;
}

export interface MadePayment {
  payment: OrderPayment;
  replayed: boolean;
  /** Appended in the payment's transaction; publish them once it has committed. */
  events: LiveEvent[];
}

/** A step on an order asked for by `userId`; to anyone but the party the step belongs to, the order does not exist. */
export interface OrderStepRequest {
  orderId: string;
  userId: string;
}
export type ShipRequest = OrderStepRequest & ShipOrderRequest;
export type HandOverStepRequest = OrderStepRequest & HandOverRequest;
export type DisputeRequest = OrderStepRequest & OpenDisputeRequest;
export type RateRequest = OrderStepRequest & RateOrderRequest;
export type ReturnRequest = OrderStepRequest & RequestReturnRequest;

/** A step's workflow (ship, confirm delivery, cancel, open a dispute): answers the live events to publish after its commit. */
export type OrderStep<TRequest extends OrderStepRequest = OrderStepRequest> = (
  request: TRequest,
) => Promise<LiveEvent[]>;

/** Lists are capped, not paged: a person has few orders awaiting anything at once. */
const ORDERS_LIMIT = 50;

type OrderAmounts = Pick<repository.OrderRow, 'priceKobo' | 'heldKobo'>;

/** What the price less the security held leaves to take from the wallet for pickup. */
export function amountDueFromWallet(order: OrderAmounts): number {
  return order.priceKobo - Math.min(order.heldKobo, order.priceKobo);
}

/** What reached escrow when the order was paid: the price and the delivery fee. */
export function escrowedKobo(order: Pick<repository.OrderRow, 'priceKobo' | 'deliveryFeeKobo'>): number {
  return order.priceKobo + order.deliveryFeeKobo;
}

/** What the seller receives from escrow on delivery: the price less our commission, plus the delivery fee. */
export function sellerPayoutKobo(order: Pick<repository.OrderRow, 'priceKobo' | 'deliveryFeeKobo'>): number {
  return order.priceKobo - sellerCommissionFor(order.priceKobo) + order.deliveryFeeKobo;
}

/**
 * The delivery fee of the buyer's choice, or a refusal: pickup only where the seller offers
 * it; delivery at the listing's fee for the address's state (inside the seller's state or
 * not), and not at all where that fee is unset.
 */
export function deliveryFeeFor(options: DeliveryOptions, choice: DeliveryChoice): number {
  if (choice.method === 'pickup') {
    if (!options.pickup) throw new AppError('delivery_unavailable', serverMessages.pickupUnavailable);
    return 0;
  }
  const fee = choice.address.state === options.state ? options.feeInState : options.feeOtherStates;
  if (fee === null) throw new AppError('delivery_unavailable', serverMessages.deliveryUnavailable);
  return fee;
}

type SettlementRow =
  | Awaited<ReturnType<typeof repository.settlementsOf>>[number]
  | Awaited<ReturnType<typeof repository.returnDeliveryFeesOf>>[number];

/** Where the order's money went, from its settling movements; null while none has moved. */
function settlementOf(rows: SettlementRow[]): Order['settlement'] {
  if (rows.length === 0) return null;
  const sum = (...purposes: string[]) =>
    rows.filter((row) => purposes.includes(row.purpose)).reduce((total, row) => total + row.amountKobo, 0);
  return {
    refundedToBuyer: sum('order_refund', 'dispute_refund', 'return_refund'),
    creditedToSeller: sum('order_payout', 'forfeit_seller_share'),
    forfeited: sum('forfeit_seller_share', 'forfeit_platform_share'),
    returnDeliveryFee: sum('return_delivery_fee'),
  };
}

const isoOrNull = (at: Date | null) => at?.toISOString() ?? null;

function toView(
  { order, title, deliveryOptions, buyer, seller, nowMs }: repository.PartyViewRow,
  viewerId: string,
  related: {
    image: Order['image'];
    transitions: repository.OrderEventRow[];
    dispute: repository.DisputeRow | undefined;
    disputePhotos: Photo[];
    orderReturn: repository.ReturnRow | undefined;
    /** Whether a bidder remains to offer the forfeited item to, with no offer open. */
    openToSecondChance: boolean;
    ratings: RatingRow[];
    settlements: SettlementRow[];
    /** The pickup code, to the buyer only, while the seller may hand the item over with it. */
    handoverCode: string | null;
    documentNumber: string | null;
  },
): Order {
  const role = order.buyerId === viewerId ? 'buyer' : 'seller';
  const { dispute, orderReturn } = related;
  const yourRating = related.ratings.find((rating) => rating.raterId === viewerId);
  const situation = { order, nowMs, yourRating, openToSecondChance: related.openToSecondChance, orderReturn };
  const theirRating = related.ratings.find((rating) => rating.raterId !== viewerId);
  return {
    id: order.id,
    listingId: order.listingId,
    title,
    image: related.image,
    role,
    counterpart: publicName(role === 'buyer' ? seller : buyer),
    status: order.status,
    price: order.priceKobo,
    deliveryFee: order.deliveryFeeKobo,
    securityHeld: order.heldKobo,
    amountPaid: order.paidAt ? escrowedKobo(order) : 0,
    amountDue: canTake(situation, 'buyer', 'pay') ? amountDueFromWallet(order) : 0,
    sellerPayout: sellerPayoutKobo(order),
    settlement: settlementOf(related.settlements),
    dueAt: order.dueAt.toISOString(),
    paidAt: isoOrNull(order.paidAt),
    deliveryOptions,
    delivery: order.deliveryMethod
      ? { method: order.deliveryMethod, address: order.deliveryAddress as DeliveryAddress | null }
      : null,
    shipBy: isoOrNull(order.shipBy),
    shipping:
      order.shippedAt && order.carrier && order.trackingNumber
        ? { carrier: order.carrier, trackingNumber: order.trackingNumber, shippedAt: order.shippedAt.toISOString() }
        : null,
    confirmBy: isoOrNull(order.confirmBy),
    deliveredAt: isoOrNull(order.deliveredAt),
    completedAt: isoOrNull(order.completedAt),
    cancelledAt: isoOrNull(order.cancelledAt),
    dispute: dispute
      ? {
          reason: dispute.reason,
          details: dispute.details,
          status: dispute.status,
          openedAt: dispute.openedAt.toISOString(),
          photos: related.disputePhotos,
          outcome:
            dispute.resolution && dispute.resolvedAt
              ? {
                  resolution: dispute.resolution,
                  refunded: dispute.refundedKobo ?? 0,
                  sellerPaid: dispute.sellerPaidKobo ?? 0,
                  resolvedAt: dispute.resolvedAt.toISOString(),
                }
              : null,
        }
      : null,
    return: orderReturn
      ? {
          reason: orderReturn.reason,
          requestedAt: orderReturn.requestedAt.toISOString(),
          answerBy: orderReturn.answerBy.toISOString(),
          acceptedAt: isoOrNull(orderReturn.acceptedAt),
          shipBackBy: isoOrNull(orderReturn.shipBackBy),
          shipping:
            orderReturn.shippedAt && orderReturn.carrier && orderReturn.trackingNumber
              ? {
                  carrier: orderReturn.carrier,
                  trackingNumber: orderReturn.trackingNumber,
                  shippedAt: orderReturn.shippedAt.toISOString(),
                }
              : null,
          receiveBy: isoOrNull(orderReturn.receiveBy),
          receivedAt: isoOrNull(orderReturn.receivedAt),
          refusedAt: isoOrNull(orderReturn.refusedAt),
        }
      : null,
    handoverCode: role === 'buyer' ? related.handoverCode : null,
    documentNumber: related.documentNumber,
    timeline: related.transitions.map((transition) => ({
      from: transition.fromStatus as Order['status'] | null,
      to: transition.toStatus as Order['status'],
      actor: transition.actor,
      at: transition.at.toISOString(),
    })),
    actions: actionsFor(role, situation),
    yourRating: yourRating ? ratingView(yourRating) : null,
    theirRating: theirRating ? ratingView(theirRating) : null,
  };
}

export function createOrderService({
  db,
  auctions,
  offers,
  ratings,
  receipts,
  handoverKey,
}: {
  db: Database;
  auctions: Pick<AuctionService, 'coverPhotos' | 'storePhoto' | 'photoView'>;
  offers: Pick<OfferService, 'listingsOpenToSecondChance'>;
  ratings: Pick<RatingService, 'ratingsOf'>;
  receipts: Pick<ReceiptService, 'numbersByOrder'>;
  /** The key pickup codes are derived under (handover-code.ts). */
  handoverKey: string;
}) {
  /** Each dispute's photos, by dispute id, as answers show them. */
  async function disputePhotos(disputeIds: string[]): Promise<Map<string, Photo[]>> {
    const byDispute = new Map<string, Photo[]>();
    for (const photo of await repository.photosOfDisputes(db, disputeIds)) {
      byDispute.set(photo.disputeId!, [...(byDispute.get(photo.disputeId!) ?? []), auctions.photoView(photo)]);
    }
    return byDispute;
  }

  async function views(rows: repository.PartyViewRow[], viewerId: string): Promise<Order[]> {
    const orderIds = rows.map((row) => row.order.id);
    const forfeitedSales = rows.filter((row) => row.order.sellerId === viewerId && row.order.status === 'forfeited');
    const completed = rows.filter((row) => row.order.status === 'completed').map((row) => row.order.id);
    const [
      transitions,
      disputes,
      images,
      openToSecondChance,
      givenRatings,
      settlements,
      returnFees,
      returns,
      documents,
    ] = await Promise.all([
      repository.transitionsOf(db, orderIds),
      repository.latestDisputesOf(db, orderIds),
      auctions.coverPhotos(rows.map((row) => row.order.listingId)),
      offers.listingsOpenToSecondChance(forfeitedSales.map((row) => row.order.listingId)),
      ratings.ratingsOf(completed),
      repository.settlementsOf(db, orderIds),
      repository.returnDeliveryFeesOf(
        db,
        rows.filter((row) => row.order.status === 'refunded').map((row) => row.order.id),
      ),
      repository.returnsOf(db, orderIds),
      // A split dispute (resolved) that left the seller part of the price is a sale too.
      receipts.numbersByOrder(
        rows.filter((row) => ['completed', 'resolved'].includes(row.order.status)).map((row) => row.order.id),
        viewerId,
      ),
    ]);
    const photos = await disputePhotos(disputes.map((dispute) => dispute.id));
    return rows.map((row) => {
      const dispute = disputes.find((each) => each.orderId === row.order.id);
      return toView(row, viewerId, {
        image: images.get(row.order.listingId) ?? null,
        transitions: transitions.filter((transition) => transition.orderId === row.order.id),
        dispute,
        disputePhotos: (dispute && photos.get(dispute.id)) ?? [],
        orderReturn: returns.find((each) => each.orderId === row.order.id),
        openToSecondChance: openToSecondChance.has(row.order.listingId),
        ratings: givenRatings.filter((rating) => rating.orderId === row.order.id),
        settlements: [...settlements, ...returnFees].filter((settlement) => settlement.orderId === row.order.id),
        handoverCode: canTake({ order: row.order, nowMs: row.nowMs }, 'seller', 'hand_over')
          ? handoverCodeFor(handoverKey, row.order.id)
          : null,
        documentNumber: documents.get(row.order.id) ?? null,
      });
    });
  }

  return {
    disputePhotos,

    /** Whether support may ask for the disputed item back before refunding (`require_return`). */
    async canRequireReturn(orderId: string): Promise<boolean> {
      const row = await repository.findOrder(db, orderId);
      if (!row) return false;
      const orderReturn = await repository.findReturn(db, orderId);
      return canTake({ order: row.order, nowMs: row.nowMs, orderReturn }, 'operator', 'require_return');
    },

    /**
     * A photo for a dispute the user is about to open: checked, stored and limited as a
     * listing photo is, kept unattached until the dispute names it.
     */
    async uploadDisputePhoto(userId: string, content: Buffer): Promise<Photo> {
      const photo = await auctions.storePhoto(userId, content);
      await repository.insertDisputePhoto(db, { ...photo, ownerId: userId });
      return auctions.photoView(photo);
    },

    /** The user's orders as buyer (side 'buyer') or their sales (side 'seller'), newest first. */
    list: async (side: 'buyer' | 'seller', userId: string) =>
      views(await repository.ordersOf(db, side, userId, ORDERS_LIMIT), userId),

    /** One order for its buyer or seller; to anyone else it does not exist. */
    async get(orderId: string, userId: string): Promise<Order> {
      const row = await repository.findOrderOfParty(db, orderId, userId);
      if (!row) throw new AppError('not_found', serverMessages.orderNotFound);
      return (await views([row], userId))[0]!;
    },

    /**
     * Development only: the order's deadlines (payment, shipping, delivery confirmation) and
     * all its pending jobs move `hours` nearer, together.
     */
    advance: (orderId: string, hours: number) =>
      // A job of the order running now holds its job row, then the order's: taking them in
      // that order makes most such meetings a wait, and the rest (deadlocks) run again.
      retryingConflicts(() =>
        db.transaction(async (tx) => {
          await bringJobsForward(tx, orderJobKeyPrefix(orderId), hours);
          const dueAt = await repository.bringDeadlinesForward(tx, orderId, hours);
          if (!dueAt) throw new AppError('not_found', serverMessages.orderNotFound);
          return dueAt;
        }),
      ),
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
