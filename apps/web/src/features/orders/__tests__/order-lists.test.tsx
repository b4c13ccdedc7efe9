import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { serverMessages } from '@naijabid/shared/messages';
import type { SecondChanceOffer } from '@naijabid/shared/schemas/orders';
import { storeAccessToken } from '../../../lib/token-storage';
import { order, photo } from '../../../test/fixtures';
import { mockFetch } from '../../../test/mock-fetch';
import { renderRoute } from '../../../test/render-route';
import { NeedsYourAction } from '../needs-action';
import OffersPage from '../offers-page';
import OrdersPage from '../orders-page';
import SalesPage from '../sales-page';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), warning: vi.fn() }) }));

const HOUR_MS = 60 * 60_000;
const at = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * HOUR_MS).toISOString();
const id = (n: number) => `44444444-4444-4444-8444-${String(n).padStart(12, '0')}`;
const opened = (hoursAgo: number) => [
  { from: null, to: 'awaiting_payment' as const, actor: 'system' as const, at: at(-hoursAgo) },
];

function offer(overrides: Partial<SecondChanceOffer> = {}): SecondChanceOffer {
  return {
    id: id(90),
    listingId: id(91),
    title: 'Xbox Series S',
    image: photo(),
    price: 300_000_00,
    status: 'open',
    expiresAt: at(20),
    orderId: null,
    createdAt: at(-28),
    ...overrides,
  };
}

const items = (list: unknown[]) => ({ body: { data: { items: list } } });

beforeEach(() => {
  storeAccessToken('good');
  vi.mocked(toast.success).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('my orders', () => {
  it('lists every order newest first with its status', async () => {
    mockFetch({
      '/me/orders': items([
        order({ id: id(1), title: 'Older TV', status: 'completed', actions: [], timeline: opened(300) }),
        order({ id: id(2), title: 'Newest phone', timeline: opened(2) }),
        order({ id: id(3), title: 'Middle fridge', status: 'shipped', actions: [], timeline: opened(50) }),
      ]),
    });
    renderRoute(<OrdersPage />, { path: '/orders' });
    const rows = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Awaiting paymentNewest phone/),
      expect.stringMatching(/^ShippedMiddle fridge/),
      expect.stringMatching(/^CompletedOlder TV/),
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Newest phone' })).toHaveAttribute('href', `/orders/${id(2)}`);
  });
});

describe('my sales', () => {
  it('offers Mark as shipped for the paid orders only, and ships with a courier and tracking number', async () => {
    const calls = mockFetch({
      '/me/sales': items([
        order({
          id: id(1),
          role: 'seller',
          title: 'Paid phone',
          status: 'paid',
          shipBy: at(90),
          actions: ['ship'],
          timeline: opened(30),
        }),
        order({ id: id(2), role: 'seller', title: 'Unpaid TV', actions: [], timeline: opened(40) }),
      ]),
      [`/orders/${id(1)}/ship`]: { body: { message: serverMessages.orderShipped, data: {} } },
    });
    renderRoute(<SalesPage />, { path: '/sales' });
    const rows = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(within(rows[0]!).getByText('Ship by')).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('button')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(rows[0]!).getByRole('button', { name: 'Mark as shipped: Paid phone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as shipped' });
    await user.type(within(dialog).getByLabelText('Courier'), 'DHL');
    await user.type(within(dialog).getByLabelText('Tracking number'), '1234567');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(serverMessages.orderShipped));
    expect(calls.find((call) => call.url.endsWith(`/orders/${id(1)}/ship`))!.body).toEqual({
      carrier: 'DHL',
      trackingNumber: '1234567',
    });
  });
});

describe('second-chance offers', () => {
  it('accepts an open offer, with the time left to answer', async () => {
    const calls = mockFetch({
      '/me/offers': [items([offer()]), items([offer({ status: 'accepted', orderId: id(5) })])],
      [`/offers/${id(90)}/accept`]: { body: { message: serverMessages.offerAccepted, data: {} } },
    });
    renderRoute(<OffersPage />, { path: '/offers' });
    const card = (await screen.findAllByRole('listitem'))[0]!;
    expect(within(card).getByText('Offer ends in')).toBeInTheDocument();
    expect(within(card).getByRole('timer')).toHaveTextContent(/^(19|20)h \d\dm$/);
    expect(within(card).getByText('₦300,000')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Accept offer for Xbox Series S' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(serverMessages.offerAccepted));
    expect(await screen.findByRole('link', { name: 'Pay from your cart' })).toHaveAttribute('href', '/cart');
    expect(calls.filter((call) => call.url.endsWith('/accept'))).toHaveLength(1);
  });

  it('asks before declining, then declines', async () => {
    const calls = mockFetch({
      '/me/offers': items([offer()]),
      [`/offers/${id(90)}/decline`]: { body: { message: serverMessages.offerDeclined, data: {} } },
    });
    renderRoute(<OffersPage />, { path: '/offers' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Decline offer for Xbox Series S' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this offer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(serverMessages.offerDeclined));
    expect(calls.filter((call) => call.url.endsWith('/decline'))).toHaveLength(1);
  });

  it('shows no buttons on an offer no longer open', async () => {
    mockFetch({ '/me/offers': items([offer({ status: 'expired', expiresAt: at(-1) })]) });
    renderRoute(<OffersPage />, { path: '/offers' });
    const card = (await screen.findAllByRole('listitem'))[0]!;
    expect(within(card).getByText('Expired')).toBeInTheDocument();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('needs your action', () => {
  it('lists orders to pay, to ship, deliveries to confirm and open offers, the closest deadline first', async () => {
    mockFetch({
      '/me/orders': items([
        order({ id: id(1), title: 'Phone to pay', dueAt: at(5) }),
        order({
          id: id(2),
          title: 'Fridge on its way',
          status: 'shipped',
          confirmBy: at(100),
          actions: ['confirm_delivery', 'open_dispute'],
        }),
        order({ id: id(3), title: 'Done TV', status: 'completed', actions: [] }),
      ]),
      '/me/sales': items([
        order({ id: id(4), role: 'seller', title: 'Laptop sold', status: 'paid', shipBy: at(50), actions: ['ship'] }),
      ]),
      '/me/offers': items([offer({ expiresAt: at(10) })]),
    });
    renderRoute(<NeedsYourAction seller now={Date.now()} />, { path: '/dashboard' });
    const section = screen.getByRole('region', { name: /Needs your action/ });
    await waitFor(() => expect(within(section).getAllByRole('link')).toHaveLength(4));
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => [link.querySelector('span')!.textContent, link.getAttribute('href')])).toEqual([
      ['Pay for Phone to pay', '/cart'],
      ['Answer the offer for Xbox Series S', '/offers'],
      ['Ship Laptop sold', `/orders/${id(4)}`],
      ['Confirm delivery of Fridge on its way', `/orders/${id(2)}`],
    ]);
  });

  it('says when nothing needs doing, and reads no sales for a buyer', async () => {
    const calls = mockFetch({ '/me/orders': items([]), '/me/offers': items([]) });
    renderRoute(<NeedsYourAction seller={false} now={Date.now()} />, { path: '/dashboard' });
    expect(await screen.findByText('Nothing needs your action right now.')).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/me/sales'))).toBe(false);
  });
});
