import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { biddingMessages as m, serverMessages } from '@naijabid/shared/messages';
import type { AuctionDetail } from '@naijabid/shared/schemas/listings';
import type { AuctionBidEvent } from '@naijabid/shared/schemas/live';
import { mockFetch, type MockAnswer } from '../../../test/mock-fetch';
import { renderRoute } from '../../../test/render-route';
import AuctionPage from '../auction-page';
import { detail } from '../../../test/fixtures';
import { FakeEventSource } from '../../../test/fake-event-source';

const ID = 'a1b2c3d4-0000-4000-8000-000000000001';
const placedAt = '2026-11-22T14:30:00.000Z';

// The dialog is a lazy chunk; loading it once up front keeps the first test within the find timeout.
beforeAll(() => import('../../bidding/bid-dialog'));

beforeEach(() => FakeEventSource.install());
afterEach(() => vi.unstubAllGlobals());

/** The auction's stream opens in an effect, which may run just after the page shows. */
const auctionStream = () => vi.waitFor(() => FakeEventSource.find(`/auctions/${ID}/events`));

function show(auction: AuctionDetail, more: Record<string, MockAnswer | MockAnswer[]> = {}) {
  const calls = mockFetch({ [`/auctions/${ID}`]: { body: { data: { auction } } }, ...more });
  renderRoute(<AuctionPage />, { path: '/auctions/:id', url: `/auctions/${ID}` });
  return calls;
}

const bid = (overrides: Partial<AuctionBidEvent>): AuctionBidEvent => ({
  listingId: ID,
  currentPrice: 25_000_000,
  bidCount: 2,
  endsAt: new Date(Date.now() + 3_600_000).toISOString(),
  minNextBid: 25_500_000,
  leader: 'Tunde B***',
  ...overrides,
});

const history = (...items: [string, number][]): MockAnswer => ({
  body: { data: { items: items.map(([bidder, price]) => ({ bidder, price, placedAt, automatic: false })) } },
});
const panel = () => screen.getByRole('region', { name: m.panelTitle });

describe('the auction page, live', () => {
  it('updates price, bids, leader, your standing, the end and the history as bids arrive', async () => {
    localStorage.setItem('user_access_token', 'token-1');
    show(
      detail({
        bidCount: 1,
        currentPrice: 24_000_000,
        minNextBid: 24_500_000,
        leader: 'Aisha O***',
        yourBid: { maxAmount: 26_000_000, leading: true },
      }),
      {
        [`/auctions/${ID}/bids`]: [
          history(['Aisha O***', 24_000_000]),
          history(['Tunde B***', 25_000_000], ['Aisha O***', 24_000_000]),
          history(['Tunde B***', 26_500_000], ['Tunde B***', 25_000_000], ['Aisha O***', 24_000_000]),
        ],
      },
    );
    expect(await screen.findByText(m.youLead('₦260,000'))).toBeInTheDocument();
    expect(screen.getByText(m.highestBidder).nextSibling).toHaveTextContent('Aisha O***');
    const bidHistory = screen.getByRole('region', { name: 'Bid history' });
    expect(await within(bidHistory).findByText('Aisha O***')).toBeInTheDocument();

    // A lower maximum: the price rises, the lead stays.
    (await auctionStream()).emit('bid', bid({ currentPrice: 25_000_000, bidCount: 2, leader: 'Aisha O***' }));
    expect(screen.getByText('Current bid').nextSibling).toHaveTextContent('₦250,000');
    expect(screen.getByText('Bids').nextSibling).toHaveTextContent('2');
    expect(screen.getByText(m.youLead('₦260,000'))).toBeInTheDocument();
    expect(await within(bidHistory).findByText('Tunde B***')).toBeInTheDocument();

    // A late, higher maximum: outbid, and the end moves to two minutes away.
    (await auctionStream()).emit(
      'bid',
      bid({
        currentPrice: 26_500_000,
        bidCount: 3,
        minNextBid: 27_000_000,
        leader: 'Tunde B***',
        endsAt: new Date(Date.now() + 120_000).toISOString(),
      }),
    );
    expect(screen.getByText('Current bid').nextSibling).toHaveTextContent('₦265,000');
    expect(screen.getByText('Bids').nextSibling).toHaveTextContent('3');
    expect(screen.getByText(m.highestBidder).nextSibling).toHaveTextContent('Tunde B***');
    expect(within(panel()).getByText(m.youAreOutbid('₦260,000'))).toBeInTheDocument();
    expect(within(panel()).getByText(m.nextBidFrom('₦270,000'))).toBeInTheDocument();
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent(/^0[12]m \d\ds$/);
    expect(timer).toHaveClass('text-red-700');
    expect(
      await within(screen.getByRole('region', { name: 'Bid history' })).findByText('₦265,000'),
    ).toBeInTheDocument();
  });

  it('ignores an event older than what the page already shows', async () => {
    show(detail({ bidCount: 4, currentPrice: 26_000_000, leader: 'Aisha O***' }), {
      [`/auctions/${ID}/bids`]: history(['Aisha O***', 26_000_000]),
    });
    await screen.findByRole('heading', { level: 1 });
    (await auctionStream()).emit('bid', bid({ bidCount: 3, currentPrice: 25_000_000 }));
    expect(screen.getByText('Current bid').nextSibling).toHaveTextContent('₦260,000');
    expect(screen.getByText(m.highestBidder).nextSibling).toHaveTextContent('Aisha O***');
  });

  it('shows the close with the winner, even while its own clock still ran', async () => {
    show(detail({ bidCount: 3, currentPrice: 26_500_000, leader: 'Aisha O***' }), {
      [`/auctions/${ID}/bids`]: history(['Aisha O***', 26_500_000]),
    });
    expect(await screen.findByRole('button', { name: /Place Bid/ })).toBeInTheDocument();
    (await auctionStream()).emit('closed', {
      listingId: ID,
      outcome: 'sold',
      price: 26_500_000,
      winner: 'Aisha O***',
    });
    const result = screen.getByRole('region', { name: m.resultTitle });
    expect(within(result).getByText(m.wonBy('Aisha O***'))).toBeInTheDocument();
    expect(within(result).getByText(m.soldFor('₦265,000'))).toBeInTheDocument();
    expect(screen.getByText('Ended', { selector: 'span.rounded-full' })).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Place Bid/ })).not.toBeInTheDocument();
    expect(screen.queryByText(m.highestBidder)).not.toBeInTheDocument();
  });

  it('counts down to an end moved without a bid', async () => {
    show(detail({ bidCount: 1, endsAt: new Date(Date.now() + 3_600_000).toISOString() }));
    expect(await screen.findByRole('timer')).toHaveTextContent(/^1h 00m$|^59m/);
    (await auctionStream()).emit('end_moved', {
      listingId: ID,
      endsAt: new Date(Date.now() + 30_000).toISOString(),
      bidCount: 1,
    });
    expect(screen.getByRole('timer')).toHaveTextContent(/^00m (2\d|30)s$/);
  });

  it('tells the winner they won', async () => {
    localStorage.setItem('user_access_token', 'token-1');
    show(detail({ bidCount: 1, leader: 'Chiamaka E***', yourBid: { maxAmount: 30_000_000, leading: true } }), {
      [`/auctions/${ID}/bids`]: history(['Chiamaka E***', 24_000_000]),
    });
    await screen.findByText(m.youLead('₦300,000'));
    (await auctionStream()).emit('closed', {
      listingId: ID,
      outcome: 'sold',
      price: 24_000_000,
      winner: 'Chiamaka E***',
    });
    expect(screen.getByText(m.wonByYou('₦240,000', 48))).toBeInTheDocument();
  });

  it('says an auction closed without a sale', async () => {
    show(detail());
    await screen.findByRole('heading', { level: 1 });
    (await auctionStream()).emit('closed', {
      listingId: ID,
      outcome: 'unsold',
      price: 24_000_000,
      winner: null,
    });
    expect(within(screen.getByRole('region', { name: m.resultTitle })).getByText(m.unsold)).toBeInTheDocument();
  });

  it('shows a bid placed from the page at once, before its event arrives', async () => {
    localStorage.setItem('user_access_token', 'token-1');
    show(detail(), {
      '/wallet': { body: { data: { available: 10_000_000, held: 0, currency: 'NGN' } } },
      [`/auctions/${ID}/bids`]: [
        {
          status: 201,
          body: {
            message: serverMessages.bidAccepted,
            data: {
              leading: true,
              currentPrice: 24_000_000,
              bidCount: 1,
              endsAt: new Date(Date.now() + 3_600_000).toISOString(),
              minNextBid: 24_500_000,
            },
          },
        },
        history(['Chiamaka E***', 24_000_000]),
      ],
    });
    const user = userEvent.setup();
    await user.click(
      await within(await screen.findByRole('region', { name: m.panelTitle })).findByRole('button', {
        name: /Place Bid/,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: m.dialogTitle });
    await user.click(await within(dialog).findByRole('button', { name: 'Bid ₦240,000' }));
    await user.click(await screen.findByRole('button', { name: m.done }));
    expect(within(panel()).getByText(m.youLead('₦240,000'))).toBeInTheDocument();
    expect(screen.getByText('Bids').nextSibling).toHaveTextContent('1');
    expect(within(panel()).getByText(m.nextBidFrom('₦245,000'))).toBeInTheDocument();
  });

  it('reads the auction again after a bid while the hidden reserve is not met', async () => {
    const calls = show(detail({ bidCount: 1, reserveMet: false }), {});
    await screen.findByText('Reserve not met yet');
    mockFetch({
      [`/auctions/${ID}`]: {
        body: { data: { auction: detail({ bidCount: 2, currentPrice: 30_000_000, reserveMet: true }) } },
      },
    });
    (await auctionStream()).emit('bid', bid({ bidCount: 2, currentPrice: 30_000_000 }));
    expect(await screen.findByText('Reserve met')).toBeInTheDocument();
    expect(calls.filter((call) => call.url.endsWith(`/auctions/${ID}`))).toHaveLength(1);
  });
});
