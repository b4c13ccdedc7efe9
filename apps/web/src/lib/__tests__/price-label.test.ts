import { describe, expect, it } from 'vitest';
import { biddingMessages as m } from '@naijabid/shared/messages';
import { priceLabel } from '../auction/price-label';

describe("the label of an auction's price", () => {
  it('says starting bid until someone bids, then current bid while it runs', () => {
    expect(priceLabel({ bidCount: 0 }, 'live')).toBe(m.startingBid);
    expect(priceLabel({ bidCount: 3 }, 'live')).toBe(m.currentBid);
  });

  it('never says current bid once ended: sold for, or the final bid', () => {
    expect(priceLabel({ bidCount: 1, outcome: 'sold' }, 'ended')).toBe(m.soldForLabel);
    expect(priceLabel({ bidCount: 2, outcome: 'unsold' }, 'ended')).toBe(m.finalBid);
    expect(priceLabel({ bidCount: 2 }, 'ended')).toBe(m.finalBid);
  });
});
