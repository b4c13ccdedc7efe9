import { orderMailMessages, serverMessages } from '@naijabid/shared/messages';
import { formatNaira } from '@naijabid/shared/money';
import type { OrderPaidEvent, OrderPayment } from '@naijabid/shared/schemas/orders';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/unique-violation';
import { AppError } from '../errors';
import { findUserById } from '../modules/auth/repository';
import { appendEvent, userChannel } from '../modules/live/repository';
import { orderJobKey, orderMail } from '../modules/orders/order-jobs';
import { lockOrder, orderPaidWithKey, recordTransition, setOrderStatus } from '../modules/orders/repository';
import { isPayable, type MadePayment, type PaymentRequest } from '../modules/orders/service';
import {
  auctionSecurityAccount,
  InsufficientFundsError,
  lockAccounts,
  orderEscrowAccount,
  resolvePending,
  transfer,
  walletAccount,
} from '../modules/wallet/repository';
import { scheduleMail } from '../plugins/job-queue';

/**
 * Pays an order from the buyer's wallet in one transaction, under the order's lock: the
 * winner's security hold is posted and counts towards the price, the rest comes from the
 * wallet's available funds, and the whole price lands in the order's escrow account. A hold
 * larger than the price (a high maximum on a cheap item) returns its excess to the wallet.
 * The answer is stored with the buyer's Idempotency-Key, so a replay gets it again.
 */
export async function payOrder(db: Database, request: PaymentRequest): Promise<MadePayment> {
  try {
    return await payInTransaction(db, request);
  } catch (error) {
    // Two orders paid at once with one key: each saw the key unused, the index kept one.
    if (isUniqueViolation(error, 'orders_buyer_payment_key'))
      throw new AppError('idempotency_key_reused', serverMessages.paymentKeyReused);
    throw error;
  }
}

function payInTransaction(db: Database, request: PaymentRequest): Promise<MadePayment> {
  return db.transaction(async (tx) => {
    const locked = await lockOrder(tx, request.orderId);
    // Anyone but the buyer learns nothing of the order, not even that it exists.
    if (!locked || locked.order.buyerId !== request.buyerId)
      throw new AppError('not_found', serverMessages.orderNotFound);
    const { order, title, nowMs } = locked;
    if (order.paymentKey === request.idempotencyKey)
      return { payment: order.paymentAnswer as OrderPayment, replayed: true, events: [] };
    if (await orderPaidWithKey(tx, request.buyerId, request.idempotencyKey))
      throw new AppError('idempotency_key_reused', serverMessages.paymentKeyReused);
    if (order.status === 'paid') throw new AppError('order_already_paid', serverMessages.orderAlreadyPaid);
    if (!isPayable(order, nowMs)) throw new AppError('payment_overdue', serverMessages.paymentOverdue);

    const wallet = await walletAccount(tx, order.buyerId);
    const security = await auctionSecurityAccount(tx, order.listingId);
    const escrow = await orderEscrowAccount(tx, order.id);
    await lockAccounts(tx, [wallet.id, security.id, escrow.id]);
    await resolvePending(tx, order.securityHoldId, 'post');
    const fromSecurity = Math.min(order.heldKobo, order.priceKobo);
    await transfer(tx, {
      debitAccountId: security.id,
      creditAccountId: escrow.id,
      amountKobo: fromSecurity,
      purpose: 'order_payment',
    });
    if (order.heldKobo > order.priceKobo) {
      await transfer(tx, {
        debitAccountId: security.id,
        creditAccountId: wallet.id,
        amountKobo: order.heldKobo - order.priceKobo,
        purpose: 'security_refund',
      });
    }
    const fromWallet = order.priceKobo - fromSecurity;
    if (fromWallet > 0) {
      try {
        await transfer(tx, {
          debitAccountId: wallet.id,
          creditAccountId: escrow.id,
          amountKobo: fromWallet,
          purpose: 'order_payment',
        });
      } catch (error) {
        if (error instanceof InsufficientFundsError) {
          throw new AppError(
            'insufficient_funds',
            serverMessages.orderInsufficientFunds(
              formatNaira(fromWallet),
              formatNaira(fromWallet - error.availableKobo),
            ),
          );
        }
        throw error;
      }
    }

    const paidAt = new Date(nowMs);
    const payment: OrderPayment = {
      orderId: order.id,
      amountPaid: order.priceKobo,
      fromSecurity,
      fromWallet,
      paidAt: paidAt.toISOString(),
    };
    await setOrderStatus(tx, order.id, 'paid', { paymentKey: request.idempotencyKey, paymentAnswer: payment, paidAt });
    await recordTransition(tx, {
      orderId: order.id,
      fromStatus: order.status,
      toStatus: 'paid',
      actor: 'buyer',
      actorId: order.buyerId,
    });
    const notice: OrderPaidEvent = { orderId: order.id, listingId: order.listingId, title, price: order.priceKobo };
    const event = await appendEvent(tx, userChannel(order.sellerId), 'order_paid', notice);
    const seller = await findUserById(tx, order.sellerId);
    await scheduleMail(
      tx,
      orderMail(
        seller!.email,
        orderMailMessages.paidSubject(title),
        orderMailMessages.paidText(title, formatNaira(order.priceKobo)),
      ),
      orderJobKey(order.id, 'mail-paid'),
    );
    return { payment, replayed: false, events: [event] };
  });
}
