import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storeAccessToken } from '../../lib/token-storage';
import { setUnauthorizedHandler } from '../../lib/unauthorized';
import { summary } from '../../test/fixtures';
import { mockFetch } from '../../test/mock-fetch';
import { renderRoute } from '../../test/render-route';
import { WatchButton } from '../watch-button';

vi.mock('sonner', () => ({ toast: { error: vi.fn() } }));

const PHONE = summary({ id: '00000000-0000-4000-8000-000000000001', title: 'Tecno Spark 20' });

afterEach(() => vi.unstubAllGlobals());

describe('the heart', () => {
  it('sends a visitor to login and then to the item, saved, reading nothing private', async () => {
    const calls = mockFetch({});
    const toLogin = vi.fn();
    setUnauthorizedHandler(toLogin);
    renderRoute(<WatchButton auctionId={PHONE.id} title={PHONE.title} />, { path: '/' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save Tecno Spark 20 to your watchlist' }));
    expect(toLogin).toHaveBeenCalledWith({ from: `/auctions/${PHONE.id}`, watch: PHONE.id });
    expect(calls).toEqual([]);
  });

  it('shows the saved state from the viewer’s own watchlist and toggles it', async () => {
    storeAccessToken('good');
    const calls = mockFetch({
      '/me/watchlist': [
        { body: { data: { items: [] } } },
        { body: { data: { items: [{ auction: PHONE, standing: 'not_bid', watchedAt: PHONE.startsAt }] } } },
        { body: { data: { items: [] } } },
      ],
      [`PUT /me/watchlist/${PHONE.id}`]: { body: { data: { watching: true, watchers: 3 } } },
      [`DELETE /me/watchlist/${PHONE.id}`]: { body: { data: { watching: false, watchers: 2 } } },
    });
    renderRoute(<WatchButton auctionId={PHONE.id} title={PHONE.title} />, { path: '/' });
    const user = userEvent.setup();
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/me/watchlist'))).toBe(true));
    const heart = screen.getByRole('button', { name: 'Save Tecno Spark 20 to your watchlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');

    await user.click(heart);
    const saved = await screen.findByRole('button', { name: 'Remove Tecno Spark 20 from your watchlist' });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(calls.filter((call) => call.url.endsWith('/me/watchlist'))).toHaveLength(2));

    await user.click(saved);
    expect(await screen.findByRole('button', { name: 'Save Tecno Spark 20 to your watchlist' })).toBeInTheDocument();
    expect(calls.map((call) => call.method).filter((method) => method !== 'GET')).toEqual(['PUT', 'DELETE']);
  });

  it('says why when the watchlist is full, and shows the heart as it was', async () => {
    storeAccessToken('good');
    const message = 'Your watchlist holds 60 auctions. Remove one to save another.';
    mockFetch({
      '/me/watchlist': { body: { data: { items: [] } } },
      [`PUT /me/watchlist/${PHONE.id}`]: {
        status: 409,
        body: { code: 'watchlist_full', message, detail: message },
      },
    });
    const { toast } = await import('sonner');
    renderRoute(<WatchButton auctionId={PHONE.id} title={PHONE.title} />, { path: '/' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save Tecno Spark 20 to your watchlist' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message));
    expect(screen.getByRole('button', { name: 'Save Tecno Spark 20 to your watchlist' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
