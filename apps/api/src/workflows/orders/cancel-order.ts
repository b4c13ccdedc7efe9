import { orderMailMessages, serverMessages } from '@naijabid/shared/messages';
import { formatNaira } from '@naijabid/shared/money';
import type { OrderStepEvent } from '@naijabid/shared/schemas/orders';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { findUserById } from '../../modules/auth/repository';
import { appendEvent, userChannel } from '../../modules/live/repository';
import { formatDeadline, orderJobKey, orderMail } from '../../modules/orders/order-jobs';
import { lockOrder, recordTransition, setOrderStatus } from '../../modules/orders/repository';
import { escrowedKobo, isCancellable, orderOfParty, type OrderStepRequest } from '../../modules/orders/service';
import { lockAccounts, orderEscrowAccount, transfer, walletAccount } from '../../modules/wallet/repository';
import type { LiveEvent } from '../../plugins/event-bus';
import { scheduleMail } from '../../plugins/job-queue';

/**
 * The buyer cancels a paid order the seller has not shipped by its deadline: everything in
 * escrow (price and delivery fee) goes back to their wallet in the same transaction, and the
 * seller is told by live notice and mail, the buyer of the refund by mail. Before the deadline, or once shipped, it is refused.
 */
export function cancelOrder(db: Database, request: OrderStepRequest): Promise<LiveEvent[]> {
  return db.transaction(async (tx) => {
    const { order, title, nowMs } = orderOfParty(await lockOrder(tx, request.orderId), 'buyer', request.userId);
    if (!isCancellable(order, nowMs)) {
      throw new AppError(
        'order_state_conflict',
        order.shipBy
          ? serverMessages.orderNotCancellable(formatDeadline(order.shipBy))
          : serverMessages.orderNotCancellableUnpaid,
      );
    }

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
    const event = await appendEvent(tx, userChannel(order.sellerId), 'order_cancelled', notice);
    const seller = await findUserById(tx, order.sellerId);
    await scheduleMail(
      tx,
      orderMail(
        seller!.email,
        orderMailMessages.cancelledSubject(title),
        orderMailMessages.cancelledText(title, formatNaira(refundKobo)),
      ),
      orderJobKey(order.id, 'mail-cancelled'),
    );
    const buyer = await findUserById(tx, order.buyerId);
    await scheduleMail(
      tx,
      orderMail(
        buyer!.email,
        orderMailMessages.buyerCancelledSubject(title),
        orderMailMessages.buyerCancelledText(title, formatNaira(refundKobo)),
      ),
      orderJobKey(order.id, 'mail-cancelled-buyer'),
    );
    return [event];
  });
}
