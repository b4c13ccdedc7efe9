import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WatchedAuction } from '@naijabid/shared/schemas/watchlist';
import { storeAccessToken } from '../../../lib/token-storage';
import { FakeEventSource } from '../../../test/fake-event-source';
import { summary } from '../../../test/fixtures';
import { mockFetch } from '../../../test/mock-fetch';
import { renderRoute } from '../../../test/render-route';
import WatchlistPage from '../watchlist-page';

/** The phone's seller is verified, the TV's is not. */
const PHONE = summary({
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Tecno Spark 20',
  currentPrice: 60_000_00,
  seller: { id: '44444444-4444-4444-8444-444444444444', rating: { average: 4.8, count: 31 }, verified: true },
});
const TV = summary({ id: '00000000-0000-4000-8000-000000000002', title: 'Hisense 43 inch TV' });

const watched = (auction: typeof PHONE, standing: WatchedAuction['standing']): WatchedAuction => ({
  auction,
  standing,
  watchedAt: '2026-11-26T10:00:00.000Z',
});

beforeEach(() => FakeEventSource.install());
afterEach(() => vi.unstubAllGlobals());

describe('the watchlist page', () => {
  it('sends a visitor to login, to come back here', () => {
    mockFetch({});
    renderRoute(<WatchlistPage />, { path: '/watchlist' });
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('lists saved auctions live with where the watcher stands, and forgets one whose heart is tapped', async () => {
    storeAccessToken('good');
    // What the server holds now; each read of the list answers it.
    let saved = [watched(PHONE, 'leading'), watched(TV, 'not_bid')];
    const calls = mockFetch({
      '/me/watchlist': async () => ({ body: { data: { items: saved } } }),
      [`DELETE /me/watchlist/${TV.id}`]: async () => {
        saved = saved.filter((item) => item.auction.id !== TV.id);
        return { body: { data: { watching: false, watchers: 0 } } };
      },
    });
    renderRoute(<WatchlistPage />, { path: '/watchlist' });
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('You are leading');
    expect(within(cards[0]!).getByText('₦60,000')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Not bid yet')).toBeInTheDocument();
    expect(within(cards[0]!).getByTestId('verified-seller-badge')).toHaveTextContent(/^Verified seller/);
    expect(within(cards[1]!).queryByTestId('verified-seller-badge')).not.toBeInTheDocument();

    // Another bid raises the price on the card; the outbid notice changes the standing.
    const auctions = await FakeEventSource.opened('/auctions/events');
    auctions.emit('bid', {
      listingId: PHONE.id,
      currentPrice: 65_000_00,
      bidCount: 4,
      endsAt: PHONE.endsAt,
      minNextBid: 66_000_00,
      leader: 'Bola A***',
    });
    saved = [watched(PHONE, 'outbid'), watched(TV, 'not_bid')];
    const mine = await FakeEventSource.opened('/me/events');
    mine.emit('outbid', { listingId: PHONE.id, title: PHONE.title, currentPrice: 65_000_00 });
    expect(await screen.findByText('You have been outbid')).toBeInTheDocument();
    expect(screen.getByText('₦65,000')).toBeInTheDocument();

    const user = userEvent.setup();
    const heart = screen.getByRole('button', { name: 'Remove Hisense 43 inch TV from your watchlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await user.click(heart);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(calls.some((call) => call.method === 'DELETE' && call.url.endsWith(`/me/watchlist/${TV.id}`))).toBe(true);
  });

  it('says what to do when nothing is saved', async () => {
    storeAccessToken('good');
    mockFetch({ '/me/watchlist': { body: { data: { items: [] } } } });
    renderRoute(<WatchlistPage />, { path: '/watchlist' });
    expect(await screen.findByText(/Nothing saved yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse live auctions' })).toHaveAttribute('href', '/auctions');
  });
});
