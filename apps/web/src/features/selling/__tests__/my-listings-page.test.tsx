import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { serverMessages } from '@naijabid/shared/messages';
import { mockFetch } from '../../../test/mock-fetch';
import { renderRoute } from '../../../test/render-route';
import MyListingsPage from '../my-listings-page';
import { sellerUser, summary } from '../../../test/fixtures';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
afterEach(() => vi.unstubAllGlobals());

const own = (overrides: Parameters<typeof summary>[0], canOfferSecondChance = false) => ({
  ...summary(overrides),
  reservePrice: null,
  buyNowPrice: null,
  canOfferSecondChance,
});

describe('my listings', () => {
  it('lists drafts, live and bid-on listings; only those without bids can be edited or cancelled', async () => {
    localStorage.setItem('user_access_token', 'token-1');
    const calls = mockFetch({
      '/me': { body: { data: { user: sellerUser } } },
      '/me/listings': {
        body: {
          data: {
            items: [
              own({ id: 'draft-1', title: 'Draft blender', status: 'draft' }),
              own({ id: 'live-1', title: 'Live fridge' }),
              own({ id: 'bids-1', title: 'Popular console', bidCount: 4, currentPrice: 50_000_000 }),
            ],
          },
        },
      },
      '/listings/live-1/cancel': { body: { message: serverMessages.listingCancelled, data: { listing: {} } } },
    });
    const user = userEvent.setup();
    renderRoute(<MyListingsPage />, { path: '/sell/listings' });

    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('Draft')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'Edit Draft blender' })).toHaveAttribute(
      'href',
      '/sell/listings/draft-1/edit',
    );
    expect(within(rows[2]!).queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
    expect(within(rows[2]!).getByText('Has bids: it can no longer be changed.')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('₦500,000')).toBeInTheDocument();

    await user.click(within(rows[1]!).getByRole('button', { name: 'Cancel Live fridge' }));
    const dialog = screen.getByRole('dialog', { hidden: true });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel listing', hidden: true }));
    await waitFor(() => expect(within(screen.getAllByRole('listitem')[1]!).getByText('Cancelled')).toBeInTheDocument());
    expect(calls.find((call) => call.url.endsWith('/listings/live-1/cancel'))!.method).toBe('POST');
    expect(toast.success).toHaveBeenCalledWith(serverMessages.listingCancelled);
  });

  it('offers an auction that ended below its reserve to its highest bidder, once', async () => {
    localStorage.setItem('user_access_token', 'token-1');
    const offered = serverMessages.secondChanceOffered('₦90,000');
    const calls = mockFetch({
      '/me': { body: { data: { user: sellerUser } } },
      '/me/listings': {
        body: {
          data: {
            items: [
              own({ id: 'below-1', title: 'Reserve fridge', status: 'ended', bidCount: 3 }, true),
              own({ id: 'sold-1', title: 'Sold kettle', status: 'ended', bidCount: 2 }),
            ],
          },
        },
      },
      '/listings/below-1/second-chance': { status: 201, body: { message: offered, data: { offer: {} } } },
    });
    const user = userEvent.setup();
    renderRoute(<MyListingsPage />, { path: '/sell/listings' });

    const rows = await screen.findAllByRole('listitem');
    expect(within(rows[0]!).getByText('Ended below your reserve.')).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('button', { name: /Offer to highest bidder/ })).not.toBeInTheDocument();
    await user.click(within(rows[0]!).getByRole('button', { name: 'Offer to highest bidder Reserve fridge' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(offered));
    expect(calls.find((call) => call.url.endsWith('/listings/below-1/second-chance'))!.method).toBe('POST');
    expect(within(screen.getAllByRole('listitem')[0]!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('invites a seller with no listings to list one', async () => {
    localStorage.setItem('user_access_token', 'token-1');
    mockFetch({ '/me': { body: { data: { user: sellerUser } } }, '/me/listings': { body: { data: { items: [] } } } });
    renderRoute(<MyListingsPage />, { path: '/sell/listings' });
    expect(await screen.findByText('You have no listings yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'List an item' })).toHaveAttribute('href', '/sell/new');
  });
  it('says a listing relists if unsold only until it ends', async () => {
    localStorage.setItem('user_access_token', 'token-1');
    const ended = new Date(Date.now() - 60_000).toISOString();
    mockFetch({
      '/me': { body: { data: { user: sellerUser } } },
      '/me/listings': {
        body: {
          data: {
            items: [
              { ...own({ id: 'live-1', title: 'Live fan' }), relistsLeft: 2, relistedFromId: null },
              {
                ...own({ id: 'sold-1', title: 'Sold fan', status: 'ended', endsAt: ended, bidCount: 3 }),
                relistsLeft: 2,
                relistedFromId: null,
              },
              {
                ...own({ id: 'unsold-1', title: 'Unsold fan', status: 'ended', endsAt: ended }),
                relistsLeft: 1,
                relistedFromId: null,
              },
            ],
          },
        },
      },
    });
    renderRoute(<MyListingsPage />, { path: '/sell/listings' });

    const rows = await screen.findAllByRole('listitem');
    expect(within(rows[0]!).getByText('Relists 2 more times if unsold')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText(/Relists/)).not.toBeInTheDocument();
    expect(within(rows[2]!).queryByText(/Relists/)).not.toBeInTheDocument();
  });
});
