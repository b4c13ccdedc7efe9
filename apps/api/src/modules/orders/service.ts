import { serverMessages } from '@naijabid/shared/messages';
import type { Order, OrderAction, OrderPayment } from '@naijabid/shared/schemas/orders';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { bringJobsForward } from '../../plugins/job-queue';
import type { LiveEvent } from '../../plugins/event-bus';
import { orderJobKeyPrefix } from './order-jobs';
import * as repository from './repository';

/** A payment as the buyer asked for it; made by workflows/pay-order.ts. */
export interface PaymentRequest {
  orderId: string;
  buyerId: string;
  idempotencyKey: string;
}

export interface MadePayment {
  payment: OrderPayment;
  replayed: boolean;
  /** Appended in the payment's transaction; publish them once it has committed. */
  events: LiveEvent[];
}

/** Lists are capped, not paged: a person has few orders awaiting anything at once. */
const ORDERS_LIMIT = 50;

type OrderWithTitle = { order: repository.OrderRow; title: string; nowMs: number };

/** What the price less the security held leaves to take from the wallet. */
export function amountDueFromWallet(order: Pick<repository.OrderRow, 'priceKobo' | 'heldKobo'>): number {
  return order.priceKobo - Math.min(order.heldKobo, order.priceKobo);
}

export function isPayable(order: Pick<repository.OrderRow, 'status' | 'dueAt'>, nowMs: number): boolean {
  return order.status === 'awaiting_payment' && nowMs < order.dueAt.getTime();
}

function toView(
  { order, title, nowMs }: OrderWithTitle,
  transitions: repository.OrderEventRow[],
  viewerId: string,
): Order {
  const role = order.buyerId === viewerId ? 'buyer' : 'seller';
  const payable = isPayable(order, nowMs);
  const actions: OrderAction[] = role === 'buyer' && payable ? ['pay'] : [];
  return {
    id: order.id,
    listingId: order.listingId,
    title,
    role,
    status: order.status,
    price: order.priceKobo,
    securityHeld: order.heldKobo,
    amountPaid: order.status === 'paid' ? order.priceKobo : 0,
    amountDue: payable ? amountDueFromWallet(order) : 0,
    dueAt: order.dueAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    timeline: transitions
      .filter((transition) => transition.orderId === order.id)
      .map((transition) => ({
        from: transition.fromStatus as Order['status'] | null,
        to: transition.toStatus as Order['status'],
        actor: transition.actor,
        at: transition.at.toISOString(),
      })),
    actions,
  };
}

export function createOrderService({ db }: { db: Database }) {
  async function views(rows: OrderWithTitle[], viewerId: string): Promise<Order[]> {
    const transitions = await repository.transitionsOf(
      db,
      rows.map((row) => row.order.id),
    );
    return rows.map((row) => toView(row, transitions, viewerId));
  }

  return {
    /** The user's orders as buyer (side 'buyer') or their sales (side 'seller'), newest first. */
    list: async (side: 'buyer' | 'seller', userId: string) =>
      views(await repository.ordersOf(db, side, userId, ORDERS_LIMIT), userId),

    /** One order for its buyer or seller; to anyone else it does not exist. */
    async get(orderId: string, userId: string): Promise<Order> {
      const row = await repository.findOrderOfParty(db, orderId, userId);
      if (!row) throw new AppError('not_found', serverMessages.orderNotFound);
      return (await views([row], userId))[0]!;
    },

    /** Development only: the order's deadline and all its pending jobs move `hours` nearer, together. */
    advance: (orderId: string, hours: number) =>
      db.transaction(async (tx) => {
        const dueAt = await repository.bringDueAtForward(tx, orderId, hours);
        if (!dueAt) throw new AppError('not_found', serverMessages.orderNotFound);
        await bringJobsForward(tx, orderJobKeyPrefix(orderId), hours);
        return dueAt;
      }),
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
