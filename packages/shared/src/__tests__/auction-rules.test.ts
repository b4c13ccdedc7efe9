import { describe, expect, it } from 'vitest';
import { buyNowOffered, type BuyNowState } from '../auction-rules';

const offer = (state: Partial<BuyNowState>) =>
  buyNowOffered({ buyNowPriceKobo: 90_000_00, bidCount: 0, reserveMet: null, live: true, ...state });

describe('Buy Now offer', () => {
  it('is offered on a live auction with a Buy Now price until the first bid', () => {
    expect(offer({})).toBe(true);
    expect(offer({ bidCount: 1 })).toBe(false);
    expect(offer({ buyNowPriceKobo: null })).toBe(false);
  });

  it('with a reserve, stays after bids until the reserve is met', () => {
    expect(offer({ bidCount: 0, reserveMet: false })).toBe(true);
    expect(offer({ bidCount: 3, reserveMet: false })).toBe(true);
    expect(offer({ bidCount: 3, reserveMet: true })).toBe(false);
  });

  it('is never offered on an auction that is not live', () => {
    expect(offer({ live: false })).toBe(false);
    expect(offer({ live: false, bidCount: 2, reserveMet: false })).toBe(false);
  });
});
