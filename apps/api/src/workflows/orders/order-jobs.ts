import { orderMailMessages } from '@naijabid/shared/messages';
import { formatNaira } from '@naijabid/shared/money';
import type { OrderForfeitedEvent, OrderStepEvent, PaymentDueEvent } from '@naijabid/shared/schemas/orders';
import type { Database } from '../../db/client';
import { addForfeitStrike } from '../../modules/auth/repository';
import {
  formatDeadline,
  ORDER_JOB_KINDS,
  orderJobKey,
  type OrderJobPayload,
  type PaymentDeadlinePayload,
  type PaymentReminderPayload,
} from '../../modules/orders/order-jobs';
import { lockOrder, recordTransition, setOrderStatus } from '../../modules/orders/repository';
import { amountDueFromWallet } from '../../modules/orders/service';
import { canTake, hasMovedOn } from '../../modules/orders/lifecycle';
import {
  auctionSecurityAccount,
  lockAccounts,
  resolvePending,
  systemAccount,
  transfer,
  walletAccount,
} from '../../modules/wallet/repository';
import type { LiveEvent } from '../../plugins/event-bus';
import { type JobHandlers } from '../../plugins/job-queue';
import { confirmDeliveryAtDeadline } from './release-escrow';
import { returnJobs } from './returns';
import { tellParty } from '../notices/tell-party';

/**
 * The seller's and the platform's parts of a forfeited security. The seller's is rounded
 * down to whole kobo, so an odd kobo goes to the platform and the parts always add up.
 */
export function forfeitShares(
  securityKobo: number,
  sellerSharePercent: number,
): { sellerKobo: number; platformKobo: number } {
  const sellerKobo = Math.floor((securityKobo * sellerSharePercent) / 100);
  return { sellerKobo, platformKobo: securityKobo - sellerKobo };
}

/**
 * The payment deadline (a job, so it runs once across processes and restarts): an order
 * still unpaid is forfeited in one transaction. The hold is posted, the security split
 * between the seller's wallet and the platform's revenue (any rest of a Buy Now's full-price
 * hold goes back to the buyer), the buyer gets a strike, and both are told. An order paid in
 * time is left as it is.
 */
export async function forfeitUnpaidOrder(
  tx: Database,
  orderId: string,
  sellerSharePercent: number,
): Promise<LiveEvent[]> {
  const locked = await lockOrder(tx, orderId);
  if (!locked) throw new Error(`Order ${orderId} has a payment deadline but does not exist`);
  const { order, title } = locked;
  if (hasMovedOn(order, 'forfeit')) return [];
  // The deadline's job runs at due_at by the same clock (the development clock moves both),
  // so this would be a bug; failing leaves the job to retry rather than forfeit early.
  if (!canTake(locked, 'system', 'forfeit'))
    throw new Error(`Order ${orderId} is not due until ${order.dueAt.toISOString()}`);

  const buyerWallet = await walletAccount(tx, order.buyerId);
  const sellerWallet = await walletAccount(tx, order.sellerId);
  const security = await auctionSecurityAccount(tx, order.listingId);
  const revenue = await systemAccount(tx, 'platform_revenue');
  await lockAccounts(tx, [buyerWallet.id, sellerWallet.id, security.id, revenue.id]);
  // An order from a second-chance offer holds no security: its forfeit moves no money.
  if (order.securityHoldId) await resolvePending(tx, order.securityHoldId, 'post');
  const { sellerKobo, platformKobo } = forfeitShares(order.securityKobo, sellerSharePercent);
  if (sellerKobo > 0)
    await transfer(tx, {
      debitAccountId: security.id,
      creditAccountId: sellerWallet.id,
      amountKobo: sellerKobo,
      purpose: 'forfeit_seller_share',
    });
  if (platformKobo > 0)
    await transfer(tx, {
      debitAccountId: security.id,
      creditAccountId: revenue.id,
      amountKobo: platformKobo,
      purpose: 'forfeit_platform_share',
    });
  const refundKobo = order.heldKobo - order.securityKobo;
  if (refundKobo > 0)
    await transfer(tx, {
      debitAccountId: security.id,
      creditAccountId: buyerWallet.id,
      amountKobo: refundKobo,
      purpose: 'security_refund',
    });

  await setOrderStatus(tx, order.id, 'forfeited');
  await recordTransition(tx, {
    orderId: order.id,
    fromStatus: order.status,
    toStatus: 'forfeited',
    actor: 'system',
    actorId: null,
  });
  await addForfeitStrike(tx, order.buyerId);

  const notice = (role: OrderForfeitedEvent['role'], amount: number): OrderForfeitedEvent => ({
    orderId: order.id,
    listingId: order.listingId,
    title,
    role,
    amount,
  });
  return [
    await tellParty(tx, {
      userId: order.buyerId,
      event: { type: 'order_forfeited', data: notice('buyer', order.securityKobo) },
      mail: {
        subject: orderMailMessages.forfeitedBuyerSubject(title),
        text: orderMailMessages.forfeitedBuyerText(title, formatNaira(order.securityKobo)),
        key: orderJobKey(order.id, 'mail-forfeited-buyer'),
      },
    }),
    await tellParty(tx, {
      userId: order.sellerId,
      event: { type: 'order_forfeited', data: notice('seller', sellerKobo) },
      mail: {
        subject: orderMailMessages.forfeitedSellerSubject(title),
        text: orderMailMessages.forfeitedSellerText(title, formatNaira(sellerKobo)),
        key: orderJobKey(order.id, 'mail-forfeited-seller'),
      },
    }),
  ];
}

/** A reminder before the deadline, by live notice and mail, if the order is still payable. */
export async function remindToPay(
  tx: Database,
  { orderId, hoursBefore }: PaymentReminderPayload,
): Promise<LiveEvent[]> {
  const locked = await lockOrder(tx, orderId);
  if (!locked || !canTake(locked, 'buyer', 'pay')) return [];
  const { order, title } = locked;
  const amountDue = amountDueFromWallet(order);
  const notice: PaymentDueEvent = {
    orderId: order.id,
    listingId: order.listingId,
    title,
    amountDue,
    dueAt: order.dueAt.toISOString(),
  };
  return [
    await tellParty(tx, {
      userId: order.buyerId,
      event: { type: 'payment_due', data: notice },
      mail: {
        subject: orderMailMessages.reminderSubject(title, hoursBefore),
        text: orderMailMessages.reminderText(title, formatNaira(amountDue), formatDeadline(order.dueAt)),
        key: orderJobKey(order.id, `mail-reminder-${hoursBefore}`),
      },
    }),
  ];
}

/**
 * The shipping deadline (a job at `ship_by`): a buyer whose paid order is still not shipped
 * is told, by live notice and mail, that they may now cancel it for a full refund.
 */
export async function tellShipOverdue(tx: Database, orderId: string): Promise<LiveEvent[]> {
  const locked = await lockOrder(tx, orderId);
  if (!locked) throw new Error(`Order ${orderId} has a shipping deadline but does not exist`);
  const { order, title } = locked;
  if (hasMovedOn(order, 'cancel')) return [];
  // As for the payment deadline: the job and ship_by move together, so early is a bug to retry.
  if (!canTake(locked, 'buyer', 'cancel'))
    throw new Error(`Order ${orderId} is not due to ship until ${order.shipBy!.toISOString()}`);
  const notice: OrderStepEvent = { orderId: order.id, listingId: order.listingId, title };
  return [
    await tellParty(tx, {
      userId: order.buyerId,
      event: { type: 'order_ship_overdue', data: notice },
      mail: {
        subject: orderMailMessages.shipOverdueSubject(title),
        text: orderMailMessages.shipOverdueText(title),
        key: orderJobKey(order.id, 'mail-ship-overdue'),
      },
    }),
  ];
}

/** The order's jobs by kind, for the job runner. */
export function orderJobs({ forfeitSellerSharePercent }: { forfeitSellerSharePercent: number }): JobHandlers {
  return {
    [ORDER_JOB_KINDS.paymentDeadline]: {
      inTransaction: (tx, payload) =>
        forfeitUnpaidOrder(tx, (payload as PaymentDeadlinePayload).orderId, forfeitSellerSharePercent),
    },
    [ORDER_JOB_KINDS.paymentReminder]: {
      inTransaction: (tx, payload) => remindToPay(tx, payload as PaymentReminderPayload),
    },
    [ORDER_JOB_KINDS.shipDeadline]: {
      inTransaction: (tx, payload) => tellShipOverdue(tx, (payload as OrderJobPayload).orderId),
    },
    [ORDER_JOB_KINDS.autoConfirm]: {
      inTransaction: (tx, payload) => confirmDeliveryAtDeadline(tx, (payload as OrderJobPayload).orderId),
    },
    ...returnJobs(),
  };
}
