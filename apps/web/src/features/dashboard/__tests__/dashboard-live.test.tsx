import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch } from '../../../test/mock-fetch';
import { renderRoute } from '../../../test/render-route';
import { storeAccessToken } from '../../../lib/token-storage';
import DashboardPage from '../dashboard-page';
import { buyer, FakeEventSource, myBid, ownListing, seller } from './fixtures';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

beforeEach(() => {
  storeAccessToken('good');
  FakeEventSource.install();
});
afterEach(() => vi.unstubAllGlobals());

const wallet = (available: number, held: number) => ({ body: { data: { available, held, currency: 'NGN' } } });
const bidsAnswer = (...items: unknown[]) => ({ body: { data: { items } } });
const card = (title: string) => within(screen.getByRole('link', { name: title }).closest('li')!);
const bidCalls = (calls: { url: string }[]) => calls.filter((call) => call.url.endsWith('/me/bids')).length;

describe('dashboard live updates', () => {
  it('watches the open auctions only and patches a price and bid count in place on a bid', async () => {
    const leading = myBid('leading', { title: 'Tecno Camon 30', currentPrice: 24_000_000, bidCount: 2 });
    const won = myBid('won', { title: 'Binatone standing fan', bidCount: 1 });
    const listing = ownListing({ title: 'Live fridge', currentPrice: 50_000_000, bidCount: 1 });
    const calls = mockFetch({
      '/me': { body: { data: { user: seller } } },
      '/wallet': wallet(5_000_000, 0),
      '/me/bids': bidsAnswer(leading, won),
      '/me/listings': bidsAnswer(listing),
    });
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    await screen.findByRole('link', { name: 'Live fridge' });
    await screen.findByRole('link', { name: 'Tecno Camon 30' });

    const stream = await FakeEventSource.opened('/auctions/events');
    const watched = new URL(stream.url, 'http://localhost').searchParams.get('ids')!.split(',');
    expect(watched.sort()).toEqual([leading.auction.id, listing.id].sort());

    const endsAt = new Date(Date.now() + 30 * 60_000).toISOString();
    stream.emit('bid', {
      listingId: leading.auction.id,
      currentPrice: 26_500_000,
      bidCount: 3,
      endsAt,
      minNextBid: 27_000_000,
      leader: 'Ada O***',
    });
    expect(card('Tecno Camon 30').getByText('Current price').nextSibling).toHaveTextContent('₦265,000');
    expect(card('Tecno Camon 30').getByText('Bids').nextSibling).toHaveTextContent('3');
    expect(card('Tecno Camon 30').getByRole('timer')).toHaveTextContent(/^(29|30)m \d\ds$/);

    stream.emit('bid', {
      listingId: listing.id,
      currentPrice: 55_000_000,
      bidCount: 2,
      endsAt: listing.endsAt,
      minNextBid: 55_500_000,
      leader: 'Emeka O***',
    });
    expect(card('Live fridge').getByText('Current bid:').nextSibling).toHaveTextContent('₦550,000');
    expect(card('Live fridge').getByText('Bids:').nextSibling).toHaveTextContent('2');
    expect(card('Binatone standing fan').getByText('Sold for').nextSibling).toHaveTextContent('₦250,000');
    expect(bidCalls(calls)).toBe(1);
  });

  it('reloads the bids and the wallet when the user is outbid', async () => {
    const bid = myBid('leading', { title: 'Tecno Camon 30' });
    const outbid = { ...bid, standing: 'outbid', auction: { ...bid.auction, currentPrice: 31_000_000 } };
    const calls = mockFetch({
      '/me': { body: { data: { user: buyer } } },
      '/wallet': [wallet(4_700_000, 300_000), wallet(5_000_000, 0)],
      '/me/bids': [bidsAnswer(bid), bidsAnswer(outbid)],
    });
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    await screen.findByRole('link', { name: 'Tecno Camon 30' });
    expect(card('Tecno Camon 30').getByText('Leading')).toBeInTheDocument();
    const walletCard = within(screen.getByRole('region', { name: 'Wallet' }));
    expect(await walletCard.findByText('₦3,000')).toBeInTheDocument();

    const mine = await FakeEventSource.opened('/me/events');
    expect(mine.url).toContain('access_token=good');
    mine.emit('outbid', { listingId: bid.auction.id, title: 'Tecno Camon 30', currentPrice: 31_000_000 });

    expect(await card('Tecno Camon 30').findByText('Outbid')).toBeInTheDocument();
    expect(card('Tecno Camon 30').getByText('Current price').nextSibling).toHaveTextContent('₦310,000');
    expect(await walletCard.findByText('₦0')).toBeInTheDocument();
    expect(bidCalls(calls)).toBe(2);
  });

  it('reloads the standing when a bid lands where the user was outbid (it may be their own, from another device)', async () => {
    const outbid = myBid('outbid', { title: 'Tecno Camon 30' });
    const leadingAgain = { ...outbid, standing: 'leading' };
    const calls = mockFetch({
      '/me': { body: { data: { user: buyer } } },
      '/wallet': [wallet(5_000_000, 0), wallet(4_700_000, 300_000)],
      '/me/bids': [bidsAnswer(outbid), bidsAnswer(leadingAgain)],
    });
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    await screen.findByRole('link', { name: 'Tecno Camon 30' });
    expect(card('Tecno Camon 30').getByText('Outbid')).toBeInTheDocument();

    const { auction } = outbid;
    (await FakeEventSource.opened('/auctions/events')).emit('bid', {
      listingId: auction.id,
      currentPrice: 32_000_000,
      bidCount: 5,
      endsAt: auction.endsAt,
      minNextBid: 32_500_000,
      leader: 'Chiamaka E***',
    });
    expect(await card('Tecno Camon 30').findByText('Leading')).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Wallet' })).findByText('₦3,000')).toBeInTheDocument();
    expect(bidCalls(calls)).toBe(2);
  });

  it('reloads the standing when a watched auction closes', async () => {
    const bid = myBid('leading', { title: 'Tecno Camon 30' });
    const won = { ...bid, standing: 'won', auction: { ...bid.auction, status: 'ended' } };
    mockFetch({
      '/me': { body: { data: { user: buyer } } },
      '/wallet': wallet(0, 300_000),
      '/me/bids': [bidsAnswer(bid), bidsAnswer(won)],
    });
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    await screen.findByRole('link', { name: 'Tecno Camon 30' });
    expect(card('Tecno Camon 30').getByText('Leading')).toBeInTheDocument();

    (await FakeEventSource.opened('/auctions/events')).emit('closed', {
      listingId: bid.auction.id,
      outcome: 'sold',
      price: 25_000_000,
      winner: 'Ada O***',
    });
    expect(card('Tecno Camon 30').queryByRole('timer')).not.toBeInTheDocument();
    expect(await card('Tecno Camon 30').findByText('Won')).toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.open('/auctions/events')).toHaveLength(0));
  });

  it('reloads the wallet when a deposit is credited', async () => {
    const calls = mockFetch({
      '/me': { body: { data: { user: buyer } } },
      '/wallet': [wallet(0, 0), wallet(2_000_000, 0)],
      '/me/bids': bidsAnswer(),
    });
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    const walletCard = within(await screen.findByRole('region', { name: 'Wallet' }));
    await waitFor(() => expect(walletCard.getAllByText('₦0')).toHaveLength(2));

    (await FakeEventSource.opened('/me/events')).emit('deposit_credited', { reference: 'nb_1', amount: 2_000_000 });
    expect(await walletCard.findByText('₦20,000')).toBeInTheDocument();
    expect(bidCalls(calls)).toBe(1);
  });
});
