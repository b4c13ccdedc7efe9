import { DELIVERY_CONFIRM_DAYS } from '@naijabid/shared/constants';
import { orderMailMessages } from '@naijabid/shared/messages';
import type { OrderStepEvent } from '@naijabid/shared/schemas/orders';
import type { Database } from '../../db/client';
import { formatDeadline, ORDER_JOB_KINDS, orderJobKey, type OrderJobPayload } from '../../modules/orders/order-jobs';
import { lockOrder, recordTransition, setOrderStatus } from '../../modules/orders/repository';
import { type ShipRequest } from '../../modules/orders/service';
import type { LiveEvent } from '../../plugins/event-bus';
import { scheduleJob } from '../../plugins/job-queue';
import { tellParty } from '../notices/tell-party';
import { takeStep } from '../../modules/orders/lifecycle';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The seller ships a paid order with its carrier and tracking number: the order is shipped,
 * and delivery counts as confirmed DELIVERY_CONFIRM_DAYS later (a job at `confirm_by`)
 * unless the buyer confirms first or opens a dispute. The buyer is told, by live notice and
 * by mail with the tracking details.
 */
export function shipOrder(db: Database, request: ShipRequest): Promise<LiveEvent[]> {
  return db.transaction(async (tx) => {
    const { order, title, nowMs } = takeStep(await lockOrder(tx, request.orderId), request.userId, 'ship');

    const shippedAt = new Date(nowMs);
    const confirmBy = new Date(nowMs + DELIVERY_CONFIRM_DAYS * DAY_MS);
    await setOrderStatus(tx, order.id, 'shipped', {
      carrier: request.carrier,
      trackingNumber: request.trackingNumber,
      shippedAt,
      confirmBy,
    });
    await recordTransition(tx, {
      orderId: order.id,
      fromStatus: order.status,
      toStatus: 'shipped',
      actor: 'seller',
      actorId: order.sellerId,
    });
    const autoConfirm: OrderJobPayload = { orderId: order.id };
    await scheduleJob(tx, {
      kind: ORDER_JOB_KINDS.autoConfirm,
      payload: autoConfirm,
      runAt: confirmBy,
      dedupeKey: orderJobKey(order.id, 'auto-confirm'),
    });

    const notice: OrderStepEvent = { orderId: order.id, listingId: order.listingId, title };
    const event = await tellParty(tx, {
      userId: order.buyerId,
      event: { type: 'order_shipped', data: notice },
      mail: {
        subject: orderMailMessages.shippedSubject(title),
        text: orderMailMessages.shippedText(title, request.carrier, request.trackingNumber, formatDeadline(confirmBy)),
        key: orderJobKey(order.id, 'mail-shipped'),
      },
    });
    return [event];
  });
}
