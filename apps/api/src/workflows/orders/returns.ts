import { addBusinessDays } from '@naijabid/shared/business-days';
import { RETURN_RULES, returnDeliveryFeeKobo } from '@naijabid/shared/constants';
import { serverMessages } from '@naijabid/shared/messages';
import { returnMailMessages, type ReturnNoticeStep } from '@naijabid/shared/messages/returns';
import { formatNaira } from '@naijabid/shared/money';
import type { OrderReturnEvent } from '@naijabid/shared/schemas/orders';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { canTake, ensureCanTake, hasMovedOn, takeStep, type LifecycleStep } from '../../modules/orders/lifecycle';
import { formatDeadline, ORDER_JOB_KINDS, orderJobKey, type OrderJobPayload } from '../../modules/orders/order-jobs';
import {
  attachDisputePhotos,
  closeDispute,
  findReturn,
  insertDispute,
  insertReturn,
  lockOrder,
  recordTransition,
  setOrderStatus,
  updateReturn,
  type OrderStatus,
} from '../../modules/orders/repository';
import {
  escrowedKobo,
  sellerPayoutKobo,
  type OrderStepRequest,
  type ReturnRequest,
  type ShipRequest,
} from '../../modules/orders/service';
import { lockAccounts, orderEscrowAccount, transfer, walletAccount } from '../../modules/wallet/repository';
import type { LiveEvent } from '../../plugins/event-bus';
import { scheduleJob, type JobHandlers } from '../../plugins/job-queue';
import { tellParty } from '../notices/tell-party';
import { completeDelivery } from './release-escrow';
import { chargeSellerToBuyer } from './seller-debt';

/**
 * Returns when an item is not as described (docs/product.md#returns). The buyer says the item
 * arrived, which starts the inspection window (`confirm_by` moves to its end); within it they
 * may ask for a return, whose claim (details, photos) is the order's dispute row, shown to
 * support only if the order becomes disputed. The seller accepts (the buyer sends it back, the
 * seller confirms receipt, the whole escrow goes back to the buyer) or refuses (support
 * decides, as on any dispute). Each wait is a job: an unanswered return goes to support, a
 * return not sent back is dropped and the seller paid, a return not confirmed counts as
 * received. Every step is on the timeline and told to the other party by bell and mail.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The order and its return, locked for a return step (the return is read under the order's lock). */
async function lockWithReturn(tx: Database, orderId: string) {
  const locked = await lockOrder(tx, orderId);
  if (!locked) return undefined;
  return { ...locked, orderReturn: await findReturn(tx, orderId) };
}
type LockedWithReturn = NonNullable<Awaited<ReturnType<typeof lockWithReturn>>>;

/** Moves the order to `to` and records who did it. */
async function moveOrder(
  tx: Database,
  { order }: LockedWithReturn,
  to: OrderStatus,
  by: { actor: 'buyer' | 'seller'; actorId: string } | { actor: 'system'; actorId: null },
  changes: Parameters<typeof setOrderStatus>[3] = {},
) {
  await setOrderStatus(tx, order.id, to, changes);
  await recordTransition(tx, { orderId: order.id, fromStatus: order.status, toStatus: to, ...by });
}

/** Tells one party of a return step by bell (a live event) and mail; the mail once per step and party. */
function tellOfReturn(
  tx: Database,
  { order, title }: LockedWithReturn,
  party: 'buyer' | 'seller',
  step: ReturnNoticeStep,
  mail: { subject: string; text: string },
): Promise<LiveEvent> {
  const data: OrderReturnEvent = { orderId: order.id, listingId: order.listingId, title, step };
  return tellParty(tx, {
    userId: party === 'buyer' ? order.buyerId : order.sellerId,
    event: { type: 'order_return', data },
    mail: { ...mail, key: orderJobKey(order.id, `mail-return-${step}-${party}`) },
  });
}

/** A job's return step: the order if the step is due now, nothing if the order moved on. */
async function dueReturnStep(tx: Database, orderId: string, step: LifecycleStep): Promise<LockedWithReturn | null> {
  const locked = await lockWithReturn(tx, orderId);
  if (!locked) throw new Error(`Order ${orderId} has a return deadline but does not exist`);
  if (hasMovedOn(locked.order, step)) return null;
  // The job runs at its deadline by the same clock (the development clock moves both), so
  // early would be a bug; failing leaves the job to retry rather than act early.
  if (!canTake(locked, 'system', step)) throw new Error(`Order ${orderId}: the ${step} step is not due yet`);
  return locked;
}

/** How long the buyer inspects an item that arrived (the INSPECTION_DAYS setting). */
export interface InspectionSettings {
  inspectionDays: number;
}

/** The buyer says the item arrived: the inspection window starts, and the escrow is released at its end. */
export function markReceived(
  db: Database,
  { inspectionDays }: InspectionSettings,
  request: OrderStepRequest,
): Promise<LiveEvent[]> {
  return db.transaction(async (tx) => {
    const locked = takeStep(await lockWithReturn(tx, request.orderId), request.userId, 'mark_received');
    const { order, title, nowMs } = locked;
    const confirmBy = new Date(nowMs + inspectionDays * DAY_MS);
    await moveOrder(
      tx,
      locked,
      'delivered',
      { actor: 'buyer', actorId: order.buyerId },
      {
        deliveredAt: new Date(nowMs),
        confirmBy,
      },
    );
    const inspectionEnd: OrderJobPayload = { orderId: order.id };
    await scheduleJob(tx, {
      kind: ORDER_JOB_KINDS.autoConfirm,
      payload: inspectionEnd,
      runAt: confirmBy,
      dedupeKey: orderJobKey(order.id, 'inspection-end'),
    });
    return [
      await tellOfReturn(tx, locked, 'seller', 'arrived', {
        subject: returnMailMessages.arrivedSubject(title),
        text: returnMailMessages.arrivedText(title, formatDeadline(confirmBy)),
      }),
    ];
  });
}

/**
 * The buyer asks for a return within the inspection window, once per order: the claim is
 * opened with its photos (the buyer's own uploads, not yet on a claim), the escrow stays,
 * and the seller has RETURN_RULES.sellerAnswerBusinessDays business days to answer.
 */
export function requestReturn(db: Database, request: ReturnRequest): Promise<LiveEvent[]> {
  return db.transaction(async (tx) => {
    const locked = takeStep(await lockWithReturn(tx, request.orderId), request.userId, 'request_return');
    const { order, title, nowMs } = locked;

    const disputeId = await insertDispute(tx, {
      orderId: order.id,
      openedBy: order.buyerId,
      reason: 'not_as_described',
      details: request.details,
    });
    const photoIds = request.photoIds ?? [];
    if ((await attachDisputePhotos(tx, disputeId, order.buyerId, photoIds)) !== photoIds.length)
      throw new AppError('validation', serverMessages.photoNotYours, {
        fieldErrors: { photoIds: serverMessages.photoNotYours },
      });
    const requestedAt = new Date(nowMs);
    const answerBy = addBusinessDays(requestedAt, RETURN_RULES.sellerAnswerBusinessDays);
    await insertReturn(tx, { orderId: order.id, disputeId, reason: request.reason, requestedAt, answerBy });
    // Asking for a return says the item arrived, if the buyer had not said so.
    await moveOrder(
      tx,
      locked,
      'return_requested',
      { actor: 'buyer', actorId: order.buyerId },
      {
        deliveredAt: order.deliveredAt ?? requestedAt,
      },
    );
    await scheduleJob(tx, {
      kind: ORDER_JOB_KINDS.returnAnswerDeadline,
      payload: { orderId: order.id } satisfies OrderJobPayload,
      runAt: answerBy,
      dedupeKey: orderJobKey(order.id, 'return-answer'),
    });

    const subject = returnMailMessages.requestedSubject(title);
    const answerByText = formatDeadline(answerBy);
    const event = await tellOfReturn(tx, locked, 'seller', 'requested', {
      subject,
      text: returnMailMessages.requestedSellerText(title, answerByText, request.reason),
    });
    await tellParty(tx, {
      userId: order.buyerId,
      mail: {
        subject,
        text: returnMailMessages.requestedBuyerText(title, answerByText),
        key: orderJobKey(order.id, 'mail-return-requested-buyer'),
      },
    });
    return [event];
  });
}

/** The seller accepts: the buyer has RETURN_RULES.shipBackDays days to send the item back. */
export function acceptReturn(db: Database, request: OrderStepRequest): Promise<LiveEvent[]> {
  return db.transaction(async (tx) => {
    const locked = takeStep(await lockWithReturn(tx, request.orderId), request.userId, 'accept_return');
    const { order, title, nowMs } = locked;
    const shipBackBy = new Date(nowMs + RETURN_RULES.shipBackDays * DAY_MS);
    await updateReturn(tx, order.id, { acceptedAt: new Date(nowMs), shipBackBy });
    await moveOrder(tx, locked, 'return_accepted', { actor: 'seller', actorId: order.sellerId });
    await scheduleJob(tx, {
      kind: ORDER_JOB_KINDS.returnShipBackDeadline,
      payload: { orderId: order.id } satisfies OrderJobPayload,
      runAt: shipBackBy,
      dedupeKey: orderJobKey(order.id, 'return-ship-back'),
    });
    return [
      await tellOfReturn(tx, locked, 'buyer', 'accepted', {
        subject: returnMailMessages.acceptedSubject(title),
        text: returnMailMessages.acceptedText(title, formatDeadline(shipBackBy), returnFeeText(order)),
      }),
    ];
  });
}

/**
 * Support refunds a refused (or unanswered) return once the item is back: in the caller's
 * transaction, the return goes on as if the seller had accepted it, with the same wait to
 * send it back and the same jobs; the claim stays open until the refund (or the drop) closes it.
 */
export async function requireReturnBySupport(tx: Database, orderId: string, operatorId: string): Promise<LiveEvent[]> {
  const locked = await lockWithReturn(tx, orderId);
  if (!locked) throw new AppError('not_found', serverMessages.orderNotFound);
  ensureCanTake(locked, 'operator', 'require_return');
  const { order, title, nowMs } = locked;
  const shipBackBy = new Date(nowMs + RETURN_RULES.shipBackDays * DAY_MS);
  // Support's decision stands for the seller's answer (a return is answered once); the
  // seller's refusal stays on the timeline, as the step that sent it to support.
  await updateReturn(tx, order.id, { acceptedAt: new Date(nowMs), refusedAt: null, shipBackBy });
  await setOrderStatus(tx, order.id, 'return_accepted');
  await recordTransition(tx, {
    orderId: order.id,
    fromStatus: order.status,
    toStatus: 'return_accepted',
    actor: 'operator',
    actorId: operatorId,
  });
  await scheduleJob(tx, {
    kind: ORDER_JOB_KINDS.returnShipBackDeadline,
    payload: { orderId: order.id } satisfies OrderJobPayload,
    runAt: shipBackBy,
    dedupeKey: orderJobKey(order.id, 'return-ship-back'),
  });
  const subject = returnMailMessages.requiredSubject(title);
  const shipBy = formatDeadline(shipBackBy);
  const events = [
    await tellOfReturn(tx, locked, 'buyer', 'accepted', {
      subject,
      text: returnMailMessages.requiredBuyerText(title, shipBy, returnFeeText(order)),
    }),
  ];
  await tellParty(tx, {
    userId: order.sellerId,
    mail: {
      subject,
      text: returnMailMessages.requiredSellerText(title, shipBy),
      key: orderJobKey(order.id, 'mail-return-required-seller'),
    },
  });
  return events;
}

/** Sends a return to support as a dispute: the claim is already open, so the console lists it now. */
async function sendToSupport(tx: Database, locked: LockedWithReturn, by: 'seller' | 'system'): Promise<LiveEvent[]> {
  const { order, title, nowMs } = locked;
  if (by === 'seller') await updateReturn(tx, order.id, { refusedAt: new Date(nowMs) });
  await moveOrder(
    tx,
    locked,
    'disputed',
    by === 'seller' ? { actor: 'seller', actorId: order.sellerId } : { actor: 'system', actorId: null },
  );
  const subject = returnMailMessages.refusedSubject(title);
  const text = by === 'seller' ? returnMailMessages.refusedText(title) : returnMailMessages.escalatedText(title);
  const parties: Array<'buyer' | 'seller'> = by === 'seller' ? ['buyer'] : ['buyer', 'seller'];
  const events: LiveEvent[] = [];
  for (const party of parties) events.push(await tellOfReturn(tx, locked, party, 'escalated', { subject, text }));
  return events;
}

/** The seller refuses: support decides, as on any dispute. */
export function refuseReturn(db: Database, request: OrderStepRequest): Promise<LiveEvent[]> {
  return db.transaction(async (tx) =>
    sendToSupport(tx, takeStep(await lockWithReturn(tx, request.orderId), request.userId, 'refuse_return'), 'seller'),
  );
}

/**
 * The buyer sends the item back with a courier and tracking number. It counts as delivered to
 * the seller RETURN_RULES.returnTransitDays later, and as received RETURN_RULES.receiveDays after
 * that unless the seller confirms first.
 */
export function shipReturn(db: Database, request: ShipRequest): Promise<LiveEvent[]> {
  return db.transaction(async (tx) => {
    const locked = takeStep(await lockWithReturn(tx, request.orderId), request.userId, 'ship_return');
    const { order, title, nowMs } = locked;
    const receiveBy = new Date(nowMs + (RETURN_RULES.returnTransitDays + RETURN_RULES.receiveDays) * DAY_MS);
    await updateReturn(tx, order.id, {
      carrier: request.carrier,
      trackingNumber: request.trackingNumber,
      shippedAt: new Date(nowMs),
      receiveBy,
    });
    await moveOrder(tx, locked, 'return_shipped', { actor: 'buyer', actorId: order.buyerId });
    await scheduleJob(tx, {
      kind: ORDER_JOB_KINDS.returnReceiveDeadline,
      payload: { orderId: order.id } satisfies OrderJobPayload,
      runAt: receiveBy,
      dedupeKey: orderJobKey(order.id, 'return-receive'),
    });
    return [
      await tellOfReturn(tx, locked, 'seller', 'shipped', {
        subject: returnMailMessages.shippedSubject(title),
        text: returnMailMessages.shippedText(title, request.carrier, request.trackingNumber, formatDeadline(receiveBy)),
      }),
    ];
  });
}

/**
 * The return is back with the seller: the whole escrow (price and delivery fee) goes back to
 * the buyer's wallet, and the buyer is credited the return delivery fee they paid the courier,
 * charged to the seller (a return is always "not as described"; `chargeSellerToBuyer` when
 * their wallet cannot cover it). The claim closes as refunded.
 */
async function refundReturn(tx: Database, locked: LockedWithReturn, by: 'seller' | 'system'): Promise<LiveEvent[]> {
  const { order, title, nowMs } = locked;
  const escrowKobo = escrowedKobo(order);
  const returnFeeKobo = returnDeliveryFeeKobo(order.deliveryFeeKobo);
  const refundKobo = escrowKobo + returnFeeKobo;
  const escrow = await orderEscrowAccount(tx, order.id);
  const buyerWallet = await walletAccount(tx, order.buyerId);
  await lockAccounts(tx, [escrow.id, buyerWallet.id]);
  await transfer(tx, {
    debitAccountId: escrow.id,
    creditAccountId: buyerWallet.id,
    amountKobo: escrowKobo,
    purpose: 'return_refund',
  });
  await chargeSellerToBuyer(tx, {
    orderId: order.id,
    sellerId: order.sellerId,
    buyerId: order.buyerId,
    amountKobo: returnFeeKobo,
    purpose: 'return_delivery_fee',
  });
  await updateReturn(tx, order.id, { receivedAt: new Date(nowMs) });
  await closeDispute(tx, order.id, { resolution: 'refunded', refundedKobo: refundKobo, sellerPaidKobo: 0 });
  await moveOrder(
    tx,
    locked,
    'refunded',
    by === 'seller' ? { actor: 'seller', actorId: order.sellerId } : { actor: 'system', actorId: null },
  );
  const subject = returnMailMessages.refundedSubject(title);
  const events = [
    await tellOfReturn(tx, locked, 'buyer', 'refunded', {
      subject,
      text: returnMailMessages.refundedBuyerText(title, formatNaira(refundKobo), returnFeeText(order)),
    }),
  ];
  if (by === 'system')
    events.push(
      await tellOfReturn(tx, locked, 'seller', 'refunded', {
        subject,
        text: returnMailMessages.refundedSellerText(title, returnFeeText(order)),
      }),
    );
  return events;
}

/** The return delivery fee in words, or null for an order with no delivery fee (pickup). */
function returnFeeText(order: { deliveryFeeKobo: number }): string | null {
  const feeKobo = returnDeliveryFeeKobo(order.deliveryFeeKobo);
  return feeKobo > 0 ? formatNaira(feeKobo) : null;
}

/** The seller confirms the item is back: the buyer is refunded. */
export function confirmReturnReceived(db: Database, request: OrderStepRequest): Promise<LiveEvent[]> {
  return db.transaction(async (tx) =>
    refundReturn(
      tx,
      takeStep(await lockWithReturn(tx, request.orderId), request.userId, 'confirm_return_received'),
      'seller',
    ),
  );
}

/** The seller's answer's deadline: an unanswered return goes to support. */
async function escalateUnanswered(tx: Database, orderId: string): Promise<LiveEvent[]> {
  const locked = await dueReturnStep(tx, orderId, 'escalate_return');
  return locked ? sendToSupport(tx, locked, 'system') : [];
}

/** The ship-back deadline: the buyer loses the claim, and the escrow pays the seller as a confirmed delivery does. */
async function dropUnsentReturn(tx: Database, orderId: string): Promise<LiveEvent[]> {
  const locked = await dueReturnStep(tx, orderId, 'drop_return');
  if (!locked) return [];
  const { order, title } = locked;
  const payoutKobo = sellerPayoutKobo(order);
  const events = await completeDelivery(tx, locked, { actor: 'system', actorId: null });
  await closeDispute(tx, order.id, { resolution: 'released', refundedKobo: 0, sellerPaidKobo: payoutKobo });
  const subject = returnMailMessages.lapsedSubject(title);
  events.push(
    await tellOfReturn(tx, locked, 'buyer', 'lapsed', { subject, text: returnMailMessages.lapsedBuyerText(title) }),
    await tellOfReturn(tx, locked, 'seller', 'lapsed', {
      subject,
      text: returnMailMessages.lapsedSellerText(title, formatNaira(payoutKobo)),
    }),
  );
  return events;
}

/** The receipt deadline: a return the seller did not confirm counts as received, and the buyer is refunded. */
async function receiveAtDeadline(tx: Database, orderId: string): Promise<LiveEvent[]> {
  const locked = await dueReturnStep(tx, orderId, 'receive_return_at_deadline');
  return locked ? refundReturn(tx, locked, 'system') : [];
}

/** The returns' deadlines by job kind, for the job runner (through orderJobs). */
export function returnJobs(): JobHandlers {
  const orderIdOf = (payload: unknown) => (payload as OrderJobPayload).orderId;
  return {
    [ORDER_JOB_KINDS.returnAnswerDeadline]: {
      inTransaction: (tx, payload) => escalateUnanswered(tx, orderIdOf(payload)),
    },
    [ORDER_JOB_KINDS.returnShipBackDeadline]: {
      inTransaction: (tx, payload) => dropUnsentReturn(tx, orderIdOf(payload)),
    },
    [ORDER_JOB_KINDS.returnReceiveDeadline]: {
      inTransaction: (tx, payload) => receiveAtDeadline(tx, orderIdOf(payload)),
    },
  };
}
