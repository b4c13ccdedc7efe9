import { orderMailMessages, serverMessages } from '@naijabid/shared/messages';
import type { OrderStepEvent } from '@naijabid/shared/schemas/orders';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { orderJobKey } from '../../modules/orders/order-jobs';
import {
  attachDisputePhotos,
  insertDispute,
  lockOrder,
  recordTransition,
  setOrderStatus,
} from '../../modules/orders/repository';
import { type DisputeRequest } from '../../modules/orders/service';
import type { LiveEvent } from '../../plugins/event-bus';
import { tellParty } from '../notices/tell-party';
import { takeStep } from '../../modules/orders/lifecycle';

/**
 * The buyer disputes a shipped order before its delivery is confirmed: the order is disputed,
 * which freezes the escrow (the delivery deadline then leaves it alone) until support
 * resolves the dispute, and the seller is told by live notice and mail. Its photos are the
 * buyer's own uploads, not yet attached to any dispute; one that is not is refused, and the
 * dispute with it.
 */
export function openDispute(db: Database, request: DisputeRequest): Promise<LiveEvent[]> {
  return db.transaction(async (tx) => {
    const { order, title } = takeStep(await lockOrder(tx, request.orderId), request.userId, 'open_dispute');

    const disputeId = await insertDispute(tx, {
      orderId: order.id,
      openedBy: order.buyerId,
      reason: request.reason,
      details: request.details,
    });
    const photoIds = request.photoIds ?? [];
    if ((await attachDisputePhotos(tx, disputeId, order.buyerId, photoIds)) !== photoIds.length)
      throw new AppError('validation', serverMessages.photoNotYours, {
        fieldErrors: { photoIds: serverMessages.photoNotYours },
      });
    await setOrderStatus(tx, order.id, 'disputed');
    await recordTransition(tx, {
      orderId: order.id,
      fromStatus: order.status,
      toStatus: 'disputed',
      actor: 'buyer',
      actorId: order.buyerId,
    });

    const notice: OrderStepEvent = { orderId: order.id, listingId: order.listingId, title };
    const event = await tellParty(tx, {
      userId: order.sellerId,
      event: { type: 'order_disputed', data: notice },
      mail: {
        subject: orderMailMessages.disputedSubject(title),
        text: orderMailMessages.disputedText(title),
        key: orderJobKey(order.id, 'mail-disputed'),
      },
    });
    return [event];
  });
}
