import { sellerCommissionFor } from '@naijabid/shared/auction-rules';
import { orderMailMessages } from '@naijabid/shared/messages';
import { formatNaira } from '@naijabid/shared/money';
import type { OrderStepEvent } from '@naijabid/shared/schemas/orders';
import type { Database } from '../../db/client';
import { orderJobKey } from '../../modules/orders/order-jobs';
import { lockOrder, recordTransition, setOrderStatus, type OrderChanges } from '../../modules/orders/repository';
import { escrowedKobo, sellerPayoutKobo, type OrderStepRequest } from '../../modules/orders/service';
import {
  lockAccounts,
  orderEscrowAccount,
  systemAccount,
  transfer,
  walletAccount,
} from '../../modules/wallet/repository';
import type { LiveEvent } from '../../plugins/event-bus';
import { tellParty } from '../notices/tell-party';
import { issueSaleDocuments } from './issue-sale-documents';
import { repaySellerDebt } from './seller-debt';
import { canTake, hasMovedOn, takeStep } from '../../modules/orders/lifecycle';

export type LockedOrder = NonNullable<Awaited<ReturnType<typeof lockOrder>>>;

/**
 * A shipped order (or a pickup handed over) is delivered and completed in the caller's
 * transaction, under its lock: the escrow pays the seller the price less our commission plus
 * the delivery fee (less what they owe NaijaBid, `repaySellerDebt`), and the platform its commission, emptying it; the buyer's receipt and the
 * seller's statement are numbered and issued in the same transaction. Both steps are recorded (delivered by whoever
 * confirmed, or the operator who released a disputed order; completed by the system); the
 * seller is told by live notice and mail, the buyer by mail that their money went to the seller.
 */
export async function completeDelivery(
  tx: Database,
  { order, title, nowMs }: LockedOrder,
  confirmedBy: { actor: 'buyer' | 'seller' | 'operator'; actorId: string } | { actor: 'system'; actorId: null },
  /** What the confirming step records besides (a pickup's handover time). */
  changes: OrderChanges = {},
): Promise<LiveEvent[]> {
  const commissionKobo = sellerCommissionFor(order.priceKobo);
  const payoutKobo = sellerPayoutKobo(order);
  if (payoutKobo + commissionKobo !== escrowedKobo(order))
    throw new Error(`Order ${order.id}: payout and commission do not add up to the escrow`);

  const escrow = await orderEscrowAccount(tx, order.id);
  const sellerWallet = await walletAccount(tx, order.sellerId);
  const revenue = await systemAccount(tx, 'platform_revenue');
  await lockAccounts(tx, [escrow.id, sellerWallet.id, revenue.id]);
  await transfer(tx, {
    debitAccountId: escrow.id,
    creditAccountId: sellerWallet.id,
    amountKobo: payoutKobo,
    purpose: 'order_payout',
  });
  if (commissionKobo > 0)
    await transfer(tx, {
      debitAccountId: escrow.id,
      creditAccountId: revenue.id,
      amountKobo: commissionKobo,
      purpose: 'order_commission',
    });
  await repaySellerDebt(tx, order.sellerId);

  const at = new Date(nowMs);
  await setOrderStatus(tx, order.id, 'completed', {
    ...changes,
    deliveredAt: order.deliveredAt ?? at,
    completedAt: at,
  });
  await issueSaleDocuments(tx, { order, title, issuedAt: at, commissionKobo, payoutKobo });
  // An item the buyer already said arrived (the inspection window, a return) is not delivered twice.
  if (!order.deliveredAt)
    await recordTransition(tx, { orderId: order.id, fromStatus: order.status, toStatus: 'delivered', ...confirmedBy });
  await recordTransition(tx, {
    orderId: order.id,
    fromStatus: order.deliveredAt ? order.status : 'delivered',
    toStatus: 'completed',
    ...(order.deliveredAt ? confirmedBy : ({ actor: 'system', actorId: null } as const)),
  });

  const notice: OrderStepEvent = { orderId: order.id, listingId: order.listingId, title };
  const event = await tellParty(tx, {
    userId: order.sellerId,
    event: { type: 'order_completed', data: notice },
    mail: {
      subject: orderMailMessages.deliveredSubject(title),
      text: orderMailMessages.deliveredText(title, formatNaira(payoutKobo)),
      key: orderJobKey(order.id, 'mail-delivered'),
    },
  });
  await tellParty(tx, {
    userId: order.buyerId,
    mail: {
      subject: orderMailMessages.buyerCompletedSubject(title),
      text: orderMailMessages.buyerCompletedText(title, formatNaira(escrowedKobo(order))),
      key: orderJobKey(order.id, 'mail-completed-buyer'),
    },
  });
  return [event];
}

/** The buyer confirms a shipped order's delivery: the seller is paid at once. */
export function confirmDelivery(db: Database, request: OrderStepRequest): Promise<LiveEvent[]> {
  return db.transaction(async (tx) => {
    const locked = takeStep(await lockOrder(tx, request.orderId), request.userId, 'confirm_delivery');
    return completeDelivery(tx, locked, { actor: 'buyer', actorId: request.userId });
  });
}

/**
 * The delivery deadline or the inspection window's end (a job at `confirm_by`): a shipped or
 * arrived order the buyer neither confirmed, disputed nor asked to return counts as delivered. A confirmed, disputed or otherwise moved order is left as
 * it is: a dispute freezes the escrow until support resolves it.
 */
export async function confirmDeliveryAtDeadline(tx: Database, orderId: string): Promise<LiveEvent[]> {
  const locked = await lockOrder(tx, orderId);
  if (!locked) throw new Error(`Order ${orderId} has a delivery deadline but does not exist`);
  if (hasMovedOn(locked.order, 'confirm_at_deadline')) return [];
  // The buyer said it arrived: the inspection window moved confirm_by, and its own job runs then.
  if (locked.order.status === 'delivered' && !canTake(locked, 'system', 'confirm_at_deadline')) return [];
  // The job runs at confirm_by by the same clock (the development clock moves both), so this
  // would be a bug; failing leaves the job to retry rather than pay the seller early.
  if (!canTake(locked, 'system', 'confirm_at_deadline'))
    throw new Error(`Order ${orderId} is not due for confirmation until ${locked.order.confirmBy!.toISOString()}`);
  return completeDelivery(tx, locked, { actor: 'system', actorId: null });
}
