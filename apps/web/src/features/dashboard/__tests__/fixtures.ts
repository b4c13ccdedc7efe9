import type { BidStanding, MyBid } from '@naijabid/shared/schemas/bids';
import type { AuctionSummary, MyListing } from '@naijabid/shared/schemas/listings';
import { detail, summary } from '../../../test/fixtures';

export const buyer = {
  id: 'u1',
  email: 'ada@example.ng',
  firstName: 'Ada',
  lastName: 'Obi',
  accountType: 'buyer' as const,
  emailVerified: true,
  isOperator: false,
  createdAt: '2026-01-01T00:00:00Z',
};

export const seller = { ...buyer, accountType: 'seller' as const };

let ids = 0;

/** A bid on an auction of its own (ids differ, so lists can hold several). */
export function myBid(standing: BidStanding, auction: Partial<AuctionSummary> = {}, maxAmount = 30_000_000): MyBid {
  ids += 1;
  const closed = standing === 'won' || standing === 'lost';
  return {
    auction: summary({
      id: `00000000-0000-4000-8000-${String(ids).padStart(12, '0')}`,
      bidCount: 3,
      currentPrice: 25_000_000,
      ...(closed ? { status: 'ended', endsAt: new Date(Date.now() - 60_000).toISOString() } : {}),
      ...auction,
    }),
    maxAmount,
    standing,
  };
}

export function ownListing(overrides: Partial<AuctionSummary> = {}): MyListing {
  ids += 1;
  return {
    ...summary({ id: `10000000-0000-4000-8000-${String(ids).padStart(12, '0')}`, ...overrides }),
    reservePrice: null,
    buyNowPrice: null,
    deliveryOptions: detail().deliveryOptions,
    canOfferSecondChance: false,
    relistsLeft: 0,
    relistedFromId: null,
  };
}

export { FakeEventSource } from '../../../test/fake-event-source';
