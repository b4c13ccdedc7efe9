import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../../test/render-route';
import MarketplaceHomePage from '../../marketplace/marketplace-home-page';
import { mockCatalogueApi } from '../../../test/mock-catalogue-api';
import { LandingPage } from '../../landing/landing-page';
import { FakeEventSource } from '../../../test/fake-event-source';

const JBL = '00000000-0000-4000-8000-000000000002';
const IPHONE = '00000000-0000-4000-8000-000000000007';

beforeEach(() => FakeEventSource.install());
afterEach(() => vi.unstubAllGlobals());

/**
 * The server sends an auction's events to every stream watching it. Streams open in
 * effects, which may run just after the cards show.
 */
async function send(listingId: string, type: string, data: unknown) {
  const watching = await vi.waitFor(() => {
    const open = FakeEventSource.open(listingId);
    expect(open.length).toBeGreaterThan(0);
    return open;
  });
  for (const stream of watching) stream.emit(type, data);
}

describe('live grids', () => {
  it('the marketplace grids update price, bids and end as bids arrive, and show the close', async () => {
    mockCatalogueApi();
    renderRoute(<MarketplaceHomePage />, { path: '/auctions' });
    const grid = screen.getByRole('region', { name: 'Live Auctions' });
    const card = (await within(grid).findByRole('heading', { name: 'JBL Flip 6 Speaker' })).closest('article')!;
    expect(within(card).getByText('No bids yet')).toBeInTheDocument();
    await within(screen.getByRole('region', { name: 'Ending Soon' })).findByText('JBL Flip 6 Speaker');

    await send(JBL, 'bid', {
      listingId: JBL,
      currentPrice: 10_500_000,
      bidCount: 1,
      endsAt: new Date(Date.now() + 40 * 60_000).toISOString(),
      minNextBid: 11_000_000,
      leader: 'Aisha O***',
    });
    expect(within(card).getByText('Current bid').nextSibling).toHaveTextContent('₦105,000');
    expect(within(card).getByText('Bids').nextSibling).toHaveTextContent('1');
    expect(within(card).getByRole('timer')).toHaveTextContent(/^(39|40)m \d\ds$/);
    const endingSoon = within(screen.getByRole('region', { name: 'Ending Soon' }))
      .getByText('JBL Flip 6 Speaker')
      .closest('li')!;
    expect(within(endingSoon).getByText('Latest bid').nextSibling).toHaveTextContent('₦105,000');
    expect(within(endingSoon).getByText(/^(39|40) min left$/)).toBeInTheDocument();
    expect(within(endingSoon).getByRole('button', { name: 'Place Bid on JBL Flip 6 Speaker' })).toBeInTheDocument();

    await send(JBL, 'closed', { listingId: JBL, outcome: 'sold', price: 10_500_000, winner: 'Aisha O***' });
    expect(within(card).queryByRole('timer')).not.toBeInTheDocument();
    expect(within(card).getByText('Ended')).toBeInTheDocument();
    expect(within(endingSoon).getByText('Ended')).toBeInTheDocument();
    expect(within(endingSoon).queryByRole('button', { name: /^Place Bid/ })).not.toBeInTheDocument();
  });

  it("the landing page's hot auctions follow their bids live", async () => {
    mockCatalogueApi();
    renderRoute(<LandingPage />, { path: '/' });
    const carousel = screen.getByRole('region', { name: 'Hot Auctions' });
    const card = (await within(carousel).findByRole('link', { name: 'iPhone 15 Pro 256GB' })).closest('article')!;
    expect(within(card).getByText('Latest Bid').nextSibling).toHaveTextContent('₦1,020,000');
    await send(IPHONE, 'bid', {
      listingId: IPHONE,
      currentPrice: 103_000_000,
      bidCount: 38,
      endsAt: new Date(Date.now() + 55 * 60_000).toISOString(),
      minNextBid: 104_000_000,
      leader: 'Aisha O***',
    });
    expect(within(card).getByText('Latest Bid').nextSibling).toHaveTextContent('₦1,030,000');
    expect(within(card).getByRole('button', { name: 'Place Bid on iPhone 15 Pro 256GB' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
  });
});
