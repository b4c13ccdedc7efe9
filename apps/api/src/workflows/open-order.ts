import { bidSecurityFor } from '@naijabid/shared/auction-rules';
import { PAYMENT_REMINDER_HOURS, TERMS } from '@naijabid/shared/constants';
import { orderMailMessages } from '@naijabid/shared/messages';
import { formatNaira } from '@naijabid/shared/money';
import type { Database } from '../db/client';
import { findUserById } from '../modules/auth/repository';
import type { ListingRow } from '../modules/auctions/repository';
import {
  formatDeadline,
  ORDER_JOB_KINDS,
  orderJobKey,
  orderMail,
  type PaymentDeadlinePayload,
  type PaymentReminderPayload,
} from '../modules/orders/order-jobs';
import { insertOrder, recordTransition, type OrderRow } from '../modules/orders/repository';
import { amountDueFromWallet } from '../modules/orders/service';
import { transferById } from '../modules/wallet/repository';
import { scheduleJob, scheduleMail } from '../plugins/job-queue';

const HOUR_MS = 60 * 60 * 1000;

export interface Sale {
  listing: Pick<ListingRow, 'id' | 'title' | 'sellerId'>;
  buyerId: string;
  priceKobo: number;
  /** The winner's pending transfer into the auction's security account. */
  holdId: string;
  closedAt: Date;
  /** A Buy Now holds the full price, of which only a bidder's security at that price is forfeitable. */
  boughtNow: boolean;
}

/**
 * Turns a sale into its order inside the closing transaction (the close and Buy Now), so
 * there is never a sold auction without one: awaiting payment, due TERMS.paymentDueHours
 * after the close, with its deadline, its reminders and the winner's mail scheduled in the
 * same transaction.
 */
export async function openOrder(tx: Database, sale: Sale): Promise<OrderRow> {
  const heldKobo = (await transferById(tx, sale.holdId)).amountKobo;
  const dueAt = new Date(sale.closedAt.getTime() + TERMS.paymentDueHours * HOUR_MS);
  const order = await insertOrder(tx, {
    listingId: sale.listing.id,
    buyerId: sale.buyerId,
    sellerId: sale.listing.sellerId,
    priceKobo: sale.priceKobo,
    securityHoldId: sale.holdId,
    heldKobo,
    securityKobo: sale.boughtNow ? Math.min(heldKobo, bidSecurityFor(sale.priceKobo)) : heldKobo,
    dueAt,
  });
  await recordTransition(tx, {
    orderId: order.id,
    fromStatus: null,
    toStatus: 'awaiting_payment',
    actor: 'system',
    actorId: null,
  });

  const deadline: PaymentDeadlinePayload = { orderId: order.id };
  await scheduleJob(tx, {
    kind: ORDER_JOB_KINDS.paymentDeadline,
    payload: deadline,
    runAt: dueAt,
    dedupeKey: orderJobKey(order.id, 'payment-deadline'),
  });
  for (const hoursBefore of PAYMENT_REMINDER_HOURS) {
    const reminder: PaymentReminderPayload = { orderId: order.id, hoursBefore };
    await scheduleJob(tx, {
      kind: ORDER_JOB_KINDS.paymentReminder,
      payload: reminder,
      runAt: new Date(dueAt.getTime() - hoursBefore * HOUR_MS),
      dedupeKey: orderJobKey(order.id, `payment-reminder-${hoursBefore}`),
    });
  }
  const buyer = await findUserById(tx, sale.buyerId);
  const due = formatNaira(amountDueFromWallet(order));
  await scheduleMail(
    tx,
    orderMail(
      buyer!.email,
      orderMailMessages.wonSubject(sale.listing.title),
      orderMailMessages.wonText(sale.listing.title, due, formatDeadline(dueAt)),
    ),
    orderJobKey(order.id, 'mail-won'),
  );
  return order;
}
