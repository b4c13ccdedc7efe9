import { orderMailMessages } from '@naijabid/shared/messages';
import { formatNaira } from '@naijabid/shared/money';
import type { OrderStepEvent } from '@naijabid/shared/schemas/orders';
import type { Database } from '../../db/client';
import { orderJobKey } from '../../modules/orders/order-jobs';
import { lockOrder, recordTransition, setOrderStatus } from '../../modules/orders/repository';
import { escrowedKobo, type OrderStepRequest } from '../../modules/orders/service';
import { lockAccounts, orderEscrowAccount, transfer, walletAccount } from '../../modules/wallet/repository';
import type { LiveEvent } from '../../plugins/event-bus';
import { tellParty } from '../notices/tell-party';
import { takeStep } from '../../modules/orders/lifecycle';

/**
 * The buyer cancels a paid order the seller has not shipped by its deadline: everything in
 * escrow (price and delivery fee) goes back to their wallet in the same transaction, and the
 * seller is told by live notice and mail, the buyer of the refund by mail. Before the deadline, or once shipped, it is refused.
 */
export function cancelOrder(db: Database, request: OrderStepRequest): Promise<LiveEvent[]> {
  return db.transaction(async (tx) => {
    const { order, title, nowMs } = takeStep(await lockOrder(tx, request.orderId), request.userId, 'cancel');

    const refundKobo = escrowedKobo(order);
    const escrow = await orderEscrowAccount(tx, order.id);
    const buyerWallet = await walletAccount(tx, order.buyerId);
    await lockAccounts(tx, [escrow.id, buyerWallet.id]);
    await transfer(tx, {
      debitAccountId: escrow.id,
      creditAccountId: buyerWallet.id,
      amountKobo: refundKobo,
      purpose: 'order_refund',
    });
    await setOrderStatus(tx, order.id, 'cancelled', { cancelledAt: new Date(nowMs) });
    await recordTransition(tx, {
      orderId: order.id,
      fromStatus: order.status,
      toStatus: 'cancelled',
      actor: 'buyer',
      actorId: order.buyerId,
    });

    const notice: OrderStepEvent = { orderId: order.id, listingId: order.listingId, title };
    const event = await tellParty(tx, {
      userId: order.sellerId,
      event: { type: 'order_cancelled', data: notice },
      mail: {
        subject: orderMailMessages.cancelledSubject(title),
        text: orderMailMessages.cancelledText(title, formatNaira(refundKobo)),
        key: orderJobKey(order.id, 'mail-cancelled'),
      },
    });
    await tellParty(tx, {
      userId: order.buyerId,
      mail: {
        subject: orderMailMessages.buyerCancelledSubject(title),
        text: orderMailMessages.buyerCancelledText(title, formatNaira(refundKobo)),
        key: orderJobKey(order.id, 'mail-cancelled-buyer'),
      },
    });
    return [event];
  });
}
