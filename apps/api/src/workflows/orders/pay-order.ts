import { addBusinessDays } from '@naijabid/shared/business-days';
import { SHIP_WITHIN_BUSINESS_DAYS } from '@naijabid/shared/constants';
import { orderMailMessages, serverMessages } from '@naijabid/shared/messages';
import { formatNaira } from '@naijabid/shared/money';
import type { OrderPaidEvent, OrderPayment } from '@naijabid/shared/schemas/orders';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../errors';
import { formatDeadline, ORDER_JOB_KINDS, orderJobKey, type OrderJobPayload } from '../../modules/orders/order-jobs';
import { lockOrder, orderPaidWithKey, recordTransition, setOrderStatus } from '../../modules/orders/repository';
import { deliveryFeeFor, type MadePayment, type PaymentRequest } from '../../modules/orders/service';
import { ensureCanTake, partyFor } from '../../modules/orders/lifecycle';
import {
  auctionSecurityAccount,
  InsufficientFundsError,
  lockAccounts,
  orderEscrowAccount,
  resolvePending,
  transfer,
  walletAccount,
} from '../../modules/wallet/repository';
import { scheduleJob } from '../../plugins/job-queue';
import { tellParty } from '../notices/tell-party';

/**
 * Pays an order from the buyer's wallet in one transaction, under the order's lock, with the
 * delivery the buyer chose: the price and the delivery fee land in the order's escrow account.
 * The winner's security hold is posted and counts first; the rest comes from the wallet's
 * available funds. A hold larger than the total (a high maximum on a cheap item) returns its
 * excess to the wallet; an order from a second-chance offer has no hold and is paid from the
 * wallet alone. Buyer and seller are told by mail. The answer is stored with the buyer's Idempotency-Key, so a replay gets it
 * again. Callable outside a route: a credited deposit that was meant for the order pays it.
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
    const locked = partyFor(await lockOrder(tx, request.orderId), request.buyerId, 'pay');
    const { order, title, deliveryOptions, nowMs } = locked;
    if (order.paymentKey === request.idempotencyKey)
      return { payment: order.paymentAnswer as OrderPayment, replayed: true, events: [] };
    if (await orderPaidWithKey(tx, request.buyerId, request.idempotencyKey))
      throw new AppError('idempotency_key_reused', serverMessages.paymentKeyReused);
    ensureCanTake(locked, 'buyer', 'pay');
    const deliveryFeeKobo = deliveryFeeFor(deliveryOptions, request.delivery);
    const totalKobo = order.priceKobo + deliveryFeeKobo;

    const wallet = await walletAccount(tx, order.buyerId);
    const escrow = await orderEscrowAccount(tx, order.id);
    const fromSecurity = Math.min(order.heldKobo, totalKobo);
    if (order.securityHoldId) {
      const security = await auctionSecurityAccount(tx, order.listingId);
      await lockAccounts(tx, [wallet.id, security.id, escrow.id]);
      await resolvePending(tx, order.securityHoldId, 'post');
      await transfer(tx, {
        debitAccountId: security.id,
        creditAccountId: escrow.id,
        amountKobo: fromSecurity,
        purpose: 'order_payment',
      });
      if (order.heldKobo > totalKobo) {
        await transfer(tx, {
          debitAccountId: security.id,
          creditAccountId: wallet.id,
          amountKobo: order.heldKobo - totalKobo,
          purpose: 'security_refund',
        });
      }
    } else {
      await lockAccounts(tx, [wallet.id, escrow.id]);
    }
    const fromWallet = totalKobo - fromSecurity;
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
          const shortByKobo = fromWallet - error.availableKobo;
          throw new AppError(
            'insufficient_funds',
            serverMessages.orderInsufficientFunds(formatNaira(fromWallet), formatNaira(shortByKobo)),
            { shortByKobo },
          );
        }
        throw error;
      }
    }

    const paidAt = new Date(nowMs);
    const shipBy = addBusinessDays(paidAt, SHIP_WITHIN_BUSINESS_DAYS);
    const payment: OrderPayment = {
      orderId: order.id,
      amountPaid: totalKobo,
      deliveryFee: deliveryFeeKobo,
      fromSecurity,
      fromWallet,
      paidAt: paidAt.toISOString(),
    };
    await setOrderStatus(tx, order.id, 'paid', {
      paymentKey: request.idempotencyKey,
      paymentAnswer: payment,
      paidAt,
      deliveryMethod: request.delivery.method,
      deliveryAddress: request.delivery.method === 'delivery' ? request.delivery.address : null,
      deliveryFeeKobo,
      shipBy,
    });
    await recordTransition(tx, {
      orderId: order.id,
      fromStatus: order.status,
      toStatus: 'paid',
      actor: 'buyer',
      actorId: order.buyerId,
    });
    const shipDeadline: OrderJobPayload = { orderId: order.id };
    await scheduleJob(tx, {
      kind: ORDER_JOB_KINDS.shipDeadline,
      payload: shipDeadline,
      runAt: shipBy,
      dedupeKey: orderJobKey(order.id, 'ship-deadline'),
    });
    const notice: OrderPaidEvent = {
      orderId: order.id,
      listingId: order.listingId,
      title,
      price: order.priceKobo,
      shipBy: shipBy.toISOString(),
    };
    const event = await tellParty(tx, {
      userId: order.sellerId,
      event: { type: 'order_paid', data: notice },
      mail: {
        subject: orderMailMessages.paidSubject(title),
        text: orderMailMessages.paidText(title, formatNaira(order.priceKobo)),
        key: orderJobKey(order.id, 'mail-paid'),
      },
    });
    await tellParty(tx, {
      userId: order.buyerId,
      mail: {
        subject: orderMailMessages.buyerPaidSubject(title),
        text: orderMailMessages.buyerPaidText(title, formatNaira(totalKobo), formatDeadline(shipBy)),
        key: orderJobKey(order.id, 'mail-paid-buyer'),
      },
    });
    return { payment, replayed: false, events: [event] };
  });
}
