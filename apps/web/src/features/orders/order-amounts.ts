import { returnDeliveryFeeKobo } from '@naijabid/shared/constants';
import { orderLabels as m } from '@naijabid/shared/messages/orders';
import type { Order } from '@naijabid/shared/schemas/orders';

/** One figure of the order's Amounts: its words, its naira (negative when taken from the reader), and whether it is the bottom line. */
export interface AmountLine {
  label: string;
  amountKobo: number;
  strong?: boolean;
}

/**
 * What is still to come while no money has left the escrow, true at each step: the seller's
 * payout on delivery; held while a return waits for the seller's answer or a dispute for
 * support; to be refunded to the buyer, with the return delivery fee, once an accepted return
 * is back. Nothing once the ledger has settled the order (`settledLines` says what moved).
 */
export function amountsToCome(order: Order): { lines: AmountLine[]; hint: string } | null {
  if (order.settlement) return null;
  const seller = order.role === 'seller';
  if (order.status === 'return_accepted' || order.status === 'return_shipped') {
    const feeKobo = returnDeliveryFeeKobo(order.deliveryFee);
    return {
      lines: [
        { label: seller ? m.toRefundToBuyer : m.toRefundToYou, amountKobo: order.amountPaid, strong: true },
        ...(feeKobo > 0
          ? [
              seller
                ? { label: m.returnDeliveryFeeCharged, amountKobo: -feeKobo }
                : { label: m.returnDeliveryFeeCredited, amountKobo: feeKobo },
            ]
          : []),
      ],
      hint: seller ? m.toRefundToBuyerHint : m.toRefundToYouHint,
    };
  }
  if (!seller) return null;
  const payout = (label: string, hint: string) => ({
    lines: [{ label, amountKobo: order.sellerPayout, strong: true }],
    hint,
  });
  if (order.status === 'return_requested') return payout(m.sellerPayoutHeldForReturn, m.sellerPayoutHeldForReturnHint);
  if (order.status === 'disputed') return payout(m.sellerPayoutOnHold, m.sellerPayoutOnHoldHint);
  if (order.status === 'forfeited' || order.status === 'cancelled') return null;
  return payout(m.sellerPayout, order.delivery?.method === 'pickup' ? m.sellerPayoutHintPickup : m.sellerPayoutHint);
}

/**
 * What really moved once the order ended (a delivery, a cancel, a return, support's refund,
 * release or split, a forfeit), as the ledger says, in the reader's words.
 */
export function settledLines(order: Order, settlement: NonNullable<Order['settlement']>): AmountLine[] {
  const seller = order.role === 'seller';
  const lines: AmountLine[] = [];
  if (settlement.forfeited > 0)
    lines.push(
      seller
        ? { label: m.buyersSecurityForfeited, amountKobo: settlement.forfeited }
        : { label: m.securityForfeited, amountKobo: -settlement.forfeited },
    );
  if (settlement.refundedToBuyer > 0)
    lines.push({
      label: seller ? m.refundedToBuyer : m.refundedToYou,
      amountKobo: settlement.refundedToBuyer,
      strong: !seller,
    });
  if (settlement.returnDeliveryFee > 0)
    lines.push(
      seller
        ? { label: m.returnDeliveryFeeCharged, amountKobo: -settlement.returnDeliveryFee }
        : { label: m.returnDeliveryFeeCredited, amountKobo: settlement.returnDeliveryFee },
    );
  if (seller) lines.push({ label: m.sellerPaidOut, amountKobo: settlement.creditedToSeller, strong: true });
  return lines;
}
