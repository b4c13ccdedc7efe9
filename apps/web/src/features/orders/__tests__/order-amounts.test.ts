import { describe, expect, it } from 'vitest';
import { RETURN_DELIVERY_FEE_PERCENT } from '@naijabid/shared/constants';
import { orderLabels as m } from '@naijabid/shared/messages/orders';
import type { Order } from '@naijabid/shared/schemas/orders';
import { order } from '../../../test/fixtures';
import { amountsToCome, settledLines } from '../order-amounts';

const FEE = 6_000_00;
const RETURN_FEE = (FEE * RETURN_DELIVERY_FEE_PERCENT) / 100;

/** A delivered sale of ₦50,000 with a ₦6,000 delivery fee, as its seller reads it. */
const sale = (overrides: Partial<Order>): Order =>
  order({
    role: 'seller',
    price: 50_000_00,
    deliveryFee: FEE,
    amountPaid: 56_000_00,
    amountDue: 0,
    sellerPayout: 53_500_00,
    actions: [],
    ...overrides,
  });

describe('a seller’s amounts through a return', () => {
  it('holds the payout for the return while the seller has not answered, not for a dispute', () => {
    const toCome = amountsToCome(sale({ status: 'return_requested' }))!;
    expect(toCome.lines).toEqual([{ label: m.sellerPayoutHeldForReturn, amountKobo: 53_500_00, strong: true }]);
    expect(toCome.hint).toBe(m.sellerPayoutHeldForReturnHint);
    expect(JSON.stringify(toCome)).not.toContain('dispute');
  });

  it.each(['return_accepted', 'return_shipped'] as const)(
    'once %s, says the escrow goes back to the buyer and the return delivery fee is the seller’s',
    (status) => {
      const toCome = amountsToCome(sale({ status }))!;
      expect(toCome.lines).toEqual([
        { label: m.toRefundToBuyer, amountKobo: 56_000_00, strong: true },
        { label: m.returnDeliveryFeeCharged, amountKobo: -RETURN_FEE },
      ]);
      expect(toCome.lines.map((line) => line.label)).not.toContain(m.sellerPayoutOnHold);
      expect(toCome.hint).toBe(m.toRefundToBuyerHint);
    },
  );

  it('tells the buyer of an accepted return what comes back, the return delivery fee included', () => {
    expect(amountsToCome(sale({ role: 'buyer', status: 'return_shipped' }))!.lines).toEqual([
      { label: m.toRefundToYou, amountKobo: 56_000_00, strong: true },
      { label: m.returnDeliveryFeeCredited, amountKobo: RETURN_FEE },
    ]);
  });

  it('after the refund, shows what moved: refunded, the fee charged, nothing paid out', () => {
    const refunded = sale({
      status: 'refunded',
      settlement: { refundedToBuyer: 56_000_00, creditedToSeller: 0, forfeited: 0, returnDeliveryFee: RETURN_FEE },
    });
    expect(amountsToCome(refunded)).toBeNull();
    expect(settledLines(refunded, refunded.settlement!)).toEqual([
      { label: m.refundedToBuyer, amountKobo: 56_000_00, strong: false },
      { label: m.returnDeliveryFeeCharged, amountKobo: -RETURN_FEE },
      { label: m.sellerPaidOut, amountKobo: 0, strong: true },
    ]);
  });

  it('keeps the dispute’s words for a refused return and the plain payout before any return', () => {
    expect(amountsToCome(sale({ status: 'disputed' }))!.lines[0]!.label).toBe(m.sellerPayoutOnHold);
    expect(amountsToCome(sale({ status: 'delivered' }))!.lines[0]!.label).toBe(m.sellerPayout);
  });
});
