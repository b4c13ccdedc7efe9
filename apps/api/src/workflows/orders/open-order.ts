import { bidSecurityFor } from '@naijabid/shared/auction-rules';
import { PAYMENT_REMINDER_HOURS, TERMS } from '@naijabid/shared/constants';
import { orderMailMessages } from '@naijabid/shared/messages';
import { formatNaira } from '@naijabid/shared/money';
import type { Database } from '../../db/client';
import type { ListingRow } from '../../modules/auctions/repository';
import {
  formatDeadline,
  ORDER_JOB_KINDS,
  orderJobKey,
  type PaymentDeadlinePayload,
  type PaymentReminderPayload,
} from '../../modules/orders/order-jobs';
import { insertOrder, recordTransition, type OrderRow } from '../../modules/orders/repository';
import { amountDueFromWallet } from '../../modules/orders/service';
import { transferById } from '../../modules/wallet/repository';
import { scheduleJob } from '../../plugins/job-queue';
import { tellParty } from '../notices/tell-party';

const HOUR_MS = 60 * 60 * 1000;

export interface Sale {
  listing: Pick<ListingRow, 'id' | 'title' | 'sellerId'>;
  buyerId: string;
  priceKobo: number;
  /**
   * The winner's pending transfer into the auction's security account; null for an accepted
   * second-chance offer, whose bidder's hold was released at the close: they pay it all from
   * the wallet, and an unpaid order forfeits nothing but earns a strike.
   */
  holdId: string | null;
  /** The close, Buy Now or the acceptance of a second-chance offer: payment is due from then. */
  openedAt: Date;
  /** A Buy Now holds the full price, of which only a bidder's security at that price is forfeitable. */
  boughtNow: boolean;
}

/**
 * Turns a sale into its order inside the transaction that makes the sale (the close, Buy Now,
 * an accepted second-chance offer), so there is never a sale without one: awaiting payment,
 * due TERMS.paymentDueHours after it, with its deadline, its reminders and the buyer's mail
 * scheduled in the same transaction.
 */
export async function openOrder(tx: Database, sale: Sale): Promise<OrderRow> {
  const heldKobo = sale.holdId ? (await transferById(tx, sale.holdId)).amountKobo : 0;
  const dueAt = new Date(sale.openedAt.getTime() + TERMS.paymentDueHours * HOUR_MS);
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
  const due = formatNaira(amountDueFromWallet(order));
  // A second chance has no security to count towards the price.
  const [subject, text] = sale.holdId
    ? [orderMailMessages.wonSubject, orderMailMessages.wonText]
    : [orderMailMessages.offerAcceptedSubject, orderMailMessages.offerAcceptedText];
  await tellParty(tx, {
    userId: sale.buyerId,
    mail: {
      subject: subject(sale.listing.title),
      text: text(sale.listing.title, due, formatDeadline(dueAt)),
      key: orderJobKey(order.id, 'mail-won'),
    },
  });
  return order;
}
