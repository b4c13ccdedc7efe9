import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { CATEGORIES } from '@naijabid/shared/constants';
import type { AuctionSummary } from '@naijabid/shared/schemas/listings';
import { storeAccessToken } from '../../../lib/token-storage';
import { order } from '../../../test/fixtures';
import { mockCatalogueApi, sampleCatalogue } from '../../../test/mock-catalogue-api';
import MarketplaceHomePage from '../marketplace-home-page';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function Probe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderMarketplace(url = '/auctions') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/auctions" element={<MarketplaceHomePage />} />
        <Route path="*" element={null} />
      </Routes>
      <Probe />
    </MemoryRouter>,
  );
}

describe('marketplace home (variant B)', () => {
  it('shows the eight category tiles with live counts, six live auctions and those ending soon, all from the API', async () => {
    const urls = mockCatalogueApi();
    renderMarketplace();
    const categories = screen.getByRole('region', { name: 'Shop by category' });
    const tiles = within(categories).getAllByRole('link');
    expect(tiles.map((link) => link.textContent)).toEqual(CATEGORIES.map((name) => expect.stringContaining(name)));
    expect(tiles[0]).toHaveAttribute('href', '/search?category=Appliances');
    // The catalogue has dozens of items, not thousands: no claim of a size it does not have.
    expect(screen.queryByText(/thousands/i)).not.toBeInTheDocument();
    expect(await within(tiles[7]!).findByText('2 live')).toBeInTheDocument();

    const live = screen.getByRole('region', { name: 'Live Auctions' });
    expect(await within(live).findAllByRole('article')).toHaveLength(6);
    const liveCall = urls.find((url) => url.pathname.endsWith('/auctions') && url.searchParams.get('limit') === '6')!;
    expect(Object.fromEntries(liveCall.searchParams)).toMatchObject({ status: 'live', sort: 'ending-soon' });
    expect(within(live).getByRole('link', { name: 'JBL Flip 6 Speaker' })).toHaveAttribute(
      'href',
      '/auctions/00000000-0000-4000-8000-000000000002',
    );
    expect(within(live).getByRole('button', { name: 'Place Bid on JBL Flip 6 Speaker' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );

    const endingSoon = screen.getByRole('region', { name: 'Ending Soon' });
    const endingTiles = await within(endingSoon).findAllByRole('listitem');
    expect(endingTiles).toHaveLength(5);
    expect(urls.some((url) => url.searchParams.get('status') === 'ending-soon')).toBe(true);
    // Only the iPhone among them is a verified seller's.
    expect(
      Object.fromEntries(
        endingTiles.map((tile) => [
          tile.querySelector('h3')!.textContent,
          within(tile).queryByTestId('verified-seller-badge')?.textContent ?? null,
        ]),
      ),
    ).toEqual({
      'JBL Flip 6 Speaker': null,
      'Hisense Double-Door Fridge': null,
      'MacBook Air M2': null,
      'PlayStation 5 Slim': null,
      'iPhone 15 Pro 256GB': expect.stringMatching(/^Verified seller/),
    });
  });

  it('puts where each item is on its card, with how it travels on the live cards only', async () => {
    const places: Record<string, Partial<AuctionSummary>> = {
      'JBL Flip 6 Speaker': { city: 'Ikeja', state: 'Lagos', deliveryFrom: 0 },
      'Hisense Double-Door Fridge': { city: 'Port Harcourt', state: 'Rivers', deliveryFrom: null },
      'MacBook Air M2': { city: null, state: null, deliveryFrom: null },
    };
    mockCatalogueApi(sampleCatalogue().map((item) => ({ ...item, ...places[item.title] })));
    renderMarketplace();
    const live = screen.getByRole('region', { name: 'Live Auctions' });
    const card = async (title: string) =>
      (await within(live).findByRole('link', { name: title })).closest('article') as HTMLElement;
    expect(await card('JBL Flip 6 Speaker')).toHaveTextContent('Item location: Ikeja, Lagos · Free delivery');
    expect(await card('Hisense Double-Door Fridge')).toHaveTextContent(
      'Item location: Port Harcourt, Rivers · Pickup only',
    );
    expect(await card('PlayStation 5 Slim')).toHaveTextContent('Item location: Wuse, FCT · Delivery from ₦2,000');
    expect(await card('MacBook Air M2')).not.toHaveTextContent('Item location');

    const endingSoon = screen.getByRole('region', { name: 'Ending Soon' });
    const tile = (await within(endingSoon).findByRole('link', { name: 'JBL Flip 6 Speaker' })).closest('li')!;
    expect(tile).toHaveTextContent('Ikeja, Lagos');
    expect(tile).not.toHaveTextContent('Free delivery');
  });

  it("loads the first live auctions' photos at once and with high priority, the rest lazily", async () => {
    mockCatalogueApi();
    renderMarketplace();
    const live = screen.getByRole('region', { name: 'Live Auctions' });
    const images = (await within(live).findAllByRole('article')).map((card) => card.querySelector('img')!);
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'lazy',
      'lazy',
      'lazy',
      'lazy',
    ]);
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual([
      'high',
      'high',
      null,
      null,
      null,
      null,
    ]);
  });

  it('ticks the live countdowns every second, red under ten minutes', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    mockCatalogueApi(sampleCatalogue(Date.now()));
    renderMarketplace();
    const live = screen.getByRole('region', { name: 'Live Auctions' });
    await within(live).findAllByRole('article');
    const timers = within(live).getAllByRole('timer');
    const urgent = timers.find((timer) => timer.textContent === '08m 30s')!;
    expect(urgent).toHaveClass('text-red-700');
    act(() => vi.advanceTimersByTime(1000));
    expect(urgent).toHaveTextContent('08m 29s');
    expect(timers.find((timer) => timer.textContent?.startsWith('2h '))).not.toHaveClass('text-red-700');
  });

  it('rotates the hero every 8 seconds and lets a dot choose the slide', () => {
    vi.useFakeTimers();
    mockCatalogueApi();
    renderMarketplace();
    const dots = screen.getAllByRole('button', { name: /Show slide/ });
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    act(() => vi.advanceTimersByTime(8000));
    expect(dots[1]).toHaveAttribute('aria-current', 'true');
    act(() => dots[2]!.click());
    expect(dots[2]).toHaveAttribute('aria-current', 'true');
  });

  it('narrows the live grid to a search or category given in the address', async () => {
    const urls = mockCatalogueApi();
    renderMarketplace('/auctions?q=macbook');
    const live = screen.getByRole('region', { name: 'Live Auctions' });
    expect(await within(live).findAllByRole('article')).toHaveLength(1);
    expect(urls.find((url) => url.searchParams.get('limit') === '6')!.searchParams.get('q')).toBe('macbook');
    expect(within(live).getByRole('link', { name: 'See all results' })).toHaveAttribute('href', '/search?q=macbook');
  });

  it('counts live auctions in the header, sends Sell to the listing form and searches on the search page', async () => {
    mockCatalogueApi();
    renderMarketplace();
    expect(await screen.findByText('10 live auctions')).toBeInTheDocument();
    // Signed out there is nothing to pay and no notice: no made-up counts, and the bell leads to login.
    expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Watchlist' })).toHaveAttribute('href', '/watchlist');
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'Sell' })).toHaveAttribute('href', '/sell/new');
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search auctions' }), 'tv');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=tv');
  });

  it('shows a signed-in buyer how many won items await payment on the cart', async () => {
    storeAccessToken('good');
    const id = (n: number) => `44444444-4444-4444-8444-00000000000${n}`;
    const urls = mockCatalogueApi(sampleCatalogue(), {
      '/me/orders': {
        items: [
          order({ id: id(1) }),
          order({ id: id(2) }),
          order({ id: id(3), status: 'paid', actions: [] }),
          // Past its deadline: no longer payable, so not in the cart.
          order({ id: id(4), actions: [] }),
        ],
      },
    });
    renderMarketplace();
    expect(await screen.findByRole('link', { name: 'Cart, 2 to pay' })).toHaveAttribute('href', '/cart');
    expect(urls.some((url) => url.pathname.endsWith('/me/orders'))).toBe(true);
  });
});
