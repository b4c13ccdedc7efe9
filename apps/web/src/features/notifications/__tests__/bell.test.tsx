import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notification } from '@naijabid/shared/schemas/notifications';
import { storeAccessToken } from '../../../lib/token-storage';
import { FakeEventSource } from '../../../test/fake-event-source';
import { mockFetch } from '../../../test/mock-fetch';
import { renderRoute } from '../../../test/render-route';
import { NotificationBell } from '../notification-bell';

const LISTING = '00000000-0000-4000-8000-000000000007';
const ORDER = '00000000-0000-4000-8000-0000000000aa';

function notice(id: number, kind: string, data: Record<string, unknown>, read = false): Notification {
  return { id, kind, data, read, createdAt: '2026-11-26T10:00:00.000Z' };
}

const outbid = notice(5, 'outbid', { listingId: LISTING, title: 'iPhone 15 Pro', currentPrice: 120_000_00 });
const shipped = notice(4, 'order_shipped', { orderId: ORDER, listingId: LISTING, title: 'Tecno Camon 30' });
const later = notice(3, 'kind_added_later', { orderId: ORDER, title: 'Tecno Camon 30' }, true);
const older = notice(2, 'deposit_credited', { reference: 'nb-1', amount: 5_000_00 }, true);

const page = (items: Notification[], unreadCount: number, nextBefore: number | null = null) => ({
  body: { data: { items, unreadCount, nextBefore } },
});

beforeEach(() => FakeEventSource.install());
afterEach(() => vi.unstubAllGlobals());

describe('the bell', () => {
  it('sends a visitor to login', () => {
    mockFetch({});
    renderRoute(<NotificationBell className="" />, { path: '/' });
    expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/login');
  });

  it('counts unread notices, rises live, and opens a list whose notices link to what they are about', async () => {
    storeAccessToken('good');
    const calls = mockFetch({
      '/me/notifications': [page([shipped, later], 1, 3), page([outbid, shipped, later], 2, 3)],
      'POST /me/notifications/read': { body: { data: { unreadCount: 0 } } },
      '/me/notifications?before=3': page([older], 0),
    });
    renderRoute(<NotificationBell className="" />, { path: '/' });
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();

    const stream = await FakeEventSource.opened('/me/events');
    stream.emit('outbid', outbid.data);
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });

    const user = userEvent.setup();
    await user.click(bell);
    const list = screen.getByRole('region', { name: 'Notifications' });
    const links = within(list)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href') !== '/settings/notifications');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/auctions/${LISTING}`,
      `/orders/${ORDER}`,
      `/orders/${ORDER}`,
    ]);
    expect(links[0]).toHaveTextContent("You've been outbid on iPhone 15 Pro");
    expect(links[0]).toHaveTextContent('₦120,000');
    // A kind added later still shows, with its item and link.
    expect(links[2]).toHaveTextContent('You have a new update: Tecno Camon 30');
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ upTo: 5 }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Email settings' })).toHaveAttribute(
      'href',
      '/settings/notifications',
    );

    await user.click(within(list).getByRole('button', { name: 'Show older' }));
    expect(await within(list).findByText('₦5,000 has been added to your wallet.')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();

    await user.click(links[0]!);
    expect(screen.getByTestId('location')).toHaveTextContent(`/auctions/${LISTING}`);
  });
});
