import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../../test/mock-fetch';
import { renderRoute } from '../../../test/render-route';
import { storeAccessToken } from '../../../lib/token-storage';
import DashboardPage from '../dashboard-page';
import { buyer, myBid, ownListing, seller } from './fixtures';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

beforeEach(() => storeAccessToken('good'));
afterEach(() => vi.unstubAllGlobals());

const wallet = { body: { data: { available: 5_000_000, held: 250_000, currency: 'NGN' } } };
const noBids = { body: { data: { items: [] } } };

const bidCard = (title: string) => screen.getByRole('link', { name: title }).closest('li')!;

describe('dashboard wallet', () => {
  it('shows available and held money and leads to the wallet to deposit', async () => {
    mockFetch({ '/me': { body: { data: { user: buyer } } }, '/wallet': wallet, '/me/bids': noBids });
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    const card = within(await screen.findByRole('region', { name: 'Wallet' }));
    expect(await card.findByText('₦50,000')).toBeInTheDocument();
    expect(card.getByText('Available').nextSibling).toHaveTextContent('₦50,000');
    expect(card.getByText('Held').nextSibling).toHaveTextContent('₦2,500');
    expect(card.getByRole('link', { name: 'Deposit money' })).toHaveAttribute('href', '/wallet');
  });

  it('says when the wallet cannot be read, and tries again', async () => {
    const calls = mockFetch({
      '/me': { body: { data: { user: buyer } } },
      '/wallet': [
        { status: 500, body: { code: 'internal', message: 'Something went wrong.', detail: 'Something went wrong.' } },
        wallet,
      ],
      '/me/bids': noBids,
    });
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    const card = within(await screen.findByRole('region', { name: 'Wallet' }));
    expect(await card.findByRole('alert')).toHaveTextContent('Something went wrong.');
    await userEvent.setup().click(card.getByRole('button', { name: 'Try again' }));
    expect(await card.findByText('₦50,000')).toBeInTheDocument();
    expect(calls.filter((call) => call.url.endsWith('/wallet'))).toHaveLength(2);
  });
});

describe('dashboard bids', () => {
  it('shows each standing with price, maximum, time left and a link to the auction', async () => {
    const leading = myBid('leading', { title: 'Tecno Camon 30', currentPrice: 24_000_000 }, 30_000_000);
    const outbid = myBid('outbid', { title: 'Hisense 43 inch TV', currentPrice: 41_000_000 }, 40_000_000);
    // Ended auctions come newest end first: the fan closed a minute ago, the lamp an hour ago.
    const won = myBid(
      'won',
      { title: 'Binatone standing fan', currentPrice: 3_500_000, endsAt: new Date(Date.now() - 60_000).toISOString() },
      4_000_000,
    );
    const lost = myBid(
      'lost',
      {
        title: 'Qasa rechargeable lamp',
        currentPrice: 1_200_000,
        endsAt: new Date(Date.now() - 3_600_000).toISOString(),
      },
      1_000_000,
    );
    mockFetch({
      '/me': { body: { data: { user: buyer } } },
      '/wallet': wallet,
      '/me/bids': { body: { data: { items: [won, lost, leading, outbid] } } },
    });
    renderRoute(<DashboardPage />, { path: '/dashboard' });

    const card = within(
      await screen.findByRole('link', { name: 'Tecno Camon 30' }).then((link) => link.closest('li')!),
    );
    expect(card.getByText('Leading')).toBeInTheDocument();
    expect(card.getByText('Current price').nextSibling).toHaveTextContent('₦240,000');
    expect(card.getByText('Your maximum').nextSibling).toHaveTextContent('₦300,000');
    expect(card.getByRole('timer')).toHaveTextContent(/^2h 0[45]m$/);
    expect(screen.getByRole('link', { name: 'Tecno Camon 30' })).toHaveAttribute(
      'href',
      `/auctions/${leading.auction.id}`,
    );
    expect(bidCard('Tecno Camon 30').querySelector('img')).toHaveAttribute(
      'src',
      expect.stringContaining('/media/photos/'),
    );

    const outbidCard = within(bidCard('Hisense 43 inch TV'));
    expect(outbidCard.getByText('Outbid')).toBeInTheDocument();
    expect(outbidCard.getByRole('link', { name: 'Bid again on Hisense 43 inch TV' })).toHaveAttribute(
      'href',
      `/auctions/${outbid.auction.id}`,
    );

    const wonCard = within(bidCard('Binatone standing fan'));
    expect(wonCard.getByText('Won')).toBeInTheDocument();
    expect(wonCard.queryByRole('timer')).not.toBeInTheDocument();
    expect(within(bidCard('Qasa rechargeable lamp')).getByText('Lost')).toBeInTheDocument();

    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['Tecno Camon 30', 'Hisense 43 inch TV', 'Binatone standing fan', 'Qasa rechargeable lamp']);
  });

  it('filters by standing, with a count on each filter', async () => {
    const items = [
      myBid('leading', { title: 'Tecno Camon 30' }),
      myBid('outbid', { title: 'Hisense 43 inch TV' }),
      myBid('outbid', { title: 'Oraimo power bank' }),
      myBid('won', { title: 'Binatone standing fan' }),
    ];
    mockFetch({
      '/me': { body: { data: { user: buyer } } },
      '/wallet': wallet,
      '/me/bids': { body: { data: { items } } },
    });
    const user = userEvent.setup();
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    const filters = within(await screen.findByRole('group', { name: 'Show bids' }));
    expect(filters.getByRole('button', { name: 'All 4' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(filters.getByRole('button', { name: 'Outbid 2' }));
    expect(filters.getByRole('button', { name: 'Outbid 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Hisense 43 inch TV',
      'Oraimo power bank',
    ]);

    await user.click(filters.getByRole('button', { name: 'Won 1' }));
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Binatone standing fan',
    ]);

    await user.click(filters.getByRole('button', { name: 'Lost 0' }));
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
    expect(screen.getByText('No lost auctions.')).toBeInTheDocument();
  });

  it('invites a user with no bids to the live auctions', async () => {
    mockFetch({ '/me': { body: { data: { user: buyer } } }, '/wallet': wallet, '/me/bids': noBids });
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    expect(await screen.findByText('You have not bid on anything yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse live auctions' })).toHaveAttribute('href', '/auctions');
    expect(screen.queryByRole('group', { name: 'Show bids' })).not.toBeInTheDocument();
  });

  it('says when the bids cannot be loaded', async () => {
    mockFetch({
      '/me': { body: { data: { user: buyer } } },
      '/wallet': wallet,
      '/me/bids': {
        status: 503,
        body: { code: 'unavailable', message: 'Try again shortly.', detail: 'Try again shortly.' },
      },
    });
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    const section = within(await screen.findByRole('region', { name: 'My bids' }));
    expect(await section.findByRole('alert')).toHaveTextContent('Try again shortly.');
  });
});

describe('dashboard listings', () => {
  it('shows a seller their listings needing attention first, with price, bids and state, and links to all of them', async () => {
    const items = [
      ownListing({ title: 'Draft blender', status: 'draft' }),
      ownListing({ title: 'Live fridge', currentPrice: 52_000_000, bidCount: 7 }),
      ownListing({ title: 'Old console', status: 'ended', endsAt: new Date(Date.now() - 86_400_000).toISOString() }),
      ownListing({
        title: 'Soon kettle',
        status: 'scheduled',
        startsAt: new Date(Date.now() + 3_600_000).toISOString(),
        endsAt: new Date(Date.now() + 90_000_000).toISOString(),
      }),
      ownListing({ title: 'Live radio', endsAt: new Date(Date.now() + 600_000).toISOString() }),
      ownListing({ title: 'Cancelled iron', status: 'cancelled' }),
    ];
    mockFetch({
      '/me': { body: { data: { user: seller } } },
      '/wallet': wallet,
      '/me/bids': noBids,
      '/me/listings': { body: { data: { items } } },
    });
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    const selling = within(await screen.findByRole('region', { name: 'Selling' }));
    await selling.findByText('Live radio');
    expect(selling.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Live radio',
      'Live fridge',
      'Soon kettle',
      'Draft blender',
      'Old console',
    ]);
    const fridge = within(selling.getByRole('link', { name: 'Live fridge' }).closest('li')!);
    expect(fridge.getByText('Live')).toBeInTheDocument();
    expect(fridge.getByText('Current bid:').nextSibling).toHaveTextContent('₦520,000');
    expect(fridge.getByText('Bids:').nextSibling).toHaveTextContent('7');
    expect(fridge.getByRole('timer')).toBeInTheDocument();
    expect(
      within(selling.getByRole('link', { name: 'Soon kettle' }).closest('li')!).getByText('Starts soon'),
    ).toBeInTheDocument();
    expect(selling.getByText(/Showing 5 of 6/)).toBeInTheDocument();
    expect(selling.getByRole('link', { name: 'See all your listings' })).toHaveAttribute('href', '/sell/listings');
  });

  it('tells a seller without listings how to start', async () => {
    mockFetch({
      '/me': { body: { data: { user: seller } } },
      '/wallet': wallet,
      '/me/bids': noBids,
      '/me/listings': noBids,
    });
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    expect(await screen.findByText(/You have no listings yet/)).toBeInTheDocument();
  });

  it('does not ask for listings while the account is a buyer, and loads them once it sells', async () => {
    const calls = mockFetch({
      '/me': { body: { data: { user: buyer } } },
      '/me/become-seller': { body: { data: { user: seller } } },
      '/wallet': wallet,
      '/me/bids': noBids,
      '/me/listings': { body: { data: { items: [ownListing({ title: 'Live fridge' })] } } },
    });
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    await screen.findByText('You have not bid on anything yet.');
    expect(calls.some((call) => call.url.endsWith('/me/listings'))).toBe(false);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Become a seller' }));
    expect(await screen.findByRole('link', { name: 'Live fridge' })).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((call) => call.url.endsWith('/me/listings'))).toHaveLength(1));
  });
});
