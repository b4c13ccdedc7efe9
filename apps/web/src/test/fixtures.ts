import type { AuctionDetail, AuctionSummary, Photo } from '@naijabid/shared/schemas/listings';
import type { Order } from '@naijabid/shared/schemas/orders';

export const photo = (id = '11111111-1111-4111-8111-111111111111'): Photo => ({
  id,
  urls: {
    '320': `/media/photos/${id}/320.webp`,
    '640': `/media/photos/${id}/640.webp`,
    '1280': `/media/photos/${id}/1280.webp`,
  },
  width: 1280,
  height: 960,
});

/** The seller of the sample auctions, who is also `sellerUser`. */
const SELLER_ID = '33333333-3333-4333-8333-333333333333';

export function summary(overrides: Partial<AuctionSummary> = {}): AuctionSummary {
  const now = Date.now();
  return {
    id: 'a1b2c3d4-0000-4000-8000-000000000001',
    title: 'Tecno Camon 30 256GB',
    brand: 'Tecno',
    category: 'Phones & Tablets',
    condition: 'new',
    currentPrice: 24_000_000,
    startingPrice: 24_000_000,
    bidCount: 0,
    startsAt: new Date(now - 60 * 60_000).toISOString(),
    endsAt: new Date(now + 2 * 60 * 60_000 + 5 * 60_000).toISOString(),
    status: 'live',
    image: photo(),
    hasBuyNow: false,
    city: 'Wuse',
    state: 'FCT',
    deliveryFrom: 2_000_00,
    reserveMet: null,
    seller: { id: SELLER_ID, rating: { average: 4.5, count: 12 }, verified: false },
    ...overrides,
  };
}

export function detail(overrides: Partial<AuctionDetail> = {}): AuctionDetail {
  return {
    ...summary(),
    description: 'Sealed in box, 8GB RAM, 256GB storage, 70W fast charging.',
    buyNowPrice: null,
    photos: [photo(), photo('22222222-2222-4222-8222-222222222222')],
    deliveryOptions: { state: 'FCT', city: 'Wuse', pickup: true, feeInState: 2_000_00, feeOtherStates: 5_500_00 },
    seller: { id: SELLER_ID, displayName: 'Aisha B.', rating: { average: null, count: 0 }, verified: false },
    createdAt: new Date().toISOString(),
    minNextBid: 24_000_000,
    leader: null,
    outcome: null,
    yourBid: null,
    ...overrides,
  };
}

export const sellerUser = {
  id: SELLER_ID,
  email: 'aisha@example.ng',
  firstName: 'Aisha',
  lastName: 'Bello',
  accountType: 'seller' as const,
  emailVerified: true,
  isOperator: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/**
 * A won order awaiting payment, as its buyer reads it: ₦250,000 with ₦25,000 of security
 * held, pickup in Ikeja or delivery (₦3,500 in Lagos, ₦8,000 elsewhere), due in a day.
 */
export function order(overrides: Partial<Order> = {}): Order {
  const now = Date.now();
  return {
    id: '44444444-4444-4444-8444-000000000001',
    listingId: 'a1b2c3d4-0000-4000-8000-000000000001',
    title: 'Tecno Camon 30 256GB',
    image: photo(),
    role: 'buyer',
    counterpart: 'Aisha B.',
    status: 'awaiting_payment',
    price: 250_000_00,
    deliveryFee: 0,
    securityHeld: 25_000_00,
    amountPaid: 0,
    amountDue: 225_000_00,
    sellerPayout: 237_500_00,
    settlement: null,
    dueAt: new Date(now + 24 * 60 * 60_000).toISOString(),
    paidAt: null,
    deliveryOptions: { state: 'Lagos', city: 'Ikeja', pickup: true, feeInState: 3_500_00, feeOtherStates: 8_000_00 },
    delivery: null,
    shipBy: null,
    shipping: null,
    confirmBy: null,
    deliveredAt: null,
    completedAt: null,
    cancelledAt: null,
    dispute: null,
    return: null,
    handoverCode: null,
    documentNumber: null,
    timeline: [
      { from: null, to: 'awaiting_payment', actor: 'system', at: new Date(now - 24 * 60 * 60_000).toISOString() },
    ],
    actions: ['pay'],
    yourRating: null,
    theirRating: null,
    ...overrides,
  };
}
