import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { orderNoticeLabels as m } from '@naijabid/shared/messages/orders';
import { storeAccessToken } from '../../../lib/token-storage';
import { FakeEventSource } from '../../../test/fake-event-source';
import { order } from '../../../test/fixtures';
import { mockFetch } from '../../../test/mock-fetch';
import { renderRoute } from '../../../test/render-route';
import { OrderNotices } from '../order-notices';
import { paymentByDeposit, rememberPaymentByDeposit } from '../payment-by-deposit';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), warning: vi.fn() }) }));

const ID = order().id;

beforeEach(() => {
  FakeEventSource.install();
  sessionStorage.clear();
  storeAccessToken('token-1');
});
afterEach(() => vi.unstubAllGlobals());

describe('order notices', () => {
  it('toasts a payment due with the way to the cart, and reads the orders again', async () => {
    const calls = mockFetch({});
    renderRoute(<OrderNotices />, { path: '/' });
    const stream = await FakeEventSource.opened('/me/events?access_token=token-1');
    stream.emit('payment_due', {
      orderId: ID,
      listingId: order().listingId,
      title: 'PS5 Slim',
      amountDue: 55_000_000,
      dueAt: '2026-11-27T14:00:00.000Z',
    });
    await waitFor(() =>
      expect(toast.warning).toHaveBeenCalledWith(
        m.paymentDue('PS5 Slim'),
        expect.objectContaining({ description: m.paymentDueDetail('₦550,000', 'Fri, 27 Nov 2026, 3:00 pm') }),
      ),
    );
    const [, options] = vi.mocked(toast.warning).mock.calls[0]!;
    (options!.action as unknown as { onClick: () => void }).onClick();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cart'));
    expect(calls.some((call) => call.url.includes('/me/'))).toBe(false);
  });

  it.each([
    ['buyer', m.forfeitedDetail('₦4,000')],
    ['seller', m.forfeitedSellerDetail('₦4,000')],
  ] as const)('tells the %s of a forfeited sale what the forfeit did to their money', async (role, detail) => {
    mockFetch({});
    renderRoute(<OrderNotices />, { path: '/' });
    const stream = await FakeEventSource.opened('/me/events?access_token=token-1');
    stream.emit('order_forfeited', {
      orderId: ID,
      listingId: order().listingId,
      title: 'PS5 Slim',
      role,
      amount: 400_000,
    });
    await waitFor(() =>
      expect(toast.warning).toHaveBeenLastCalledWith(
        m.forfeited('PS5 Slim'),
        expect.objectContaining({ description: detail }),
      ),
    );
  });

  it('tells the buyer the seller missed the shipping deadline, with the way to the order to cancel it', async () => {
    mockFetch({});
    renderRoute(<OrderNotices />, { path: '/' });
    const stream = await FakeEventSource.opened('/me/events?access_token=token-1');
    stream.emit('order_ship_overdue', { orderId: ID, listingId: order().listingId, title: 'PS5 Slim' });
    await waitFor(() =>
      expect(toast.warning).toHaveBeenLastCalledWith(
        m.shipOverdue('PS5 Slim'),
        expect.objectContaining({ description: m.shipOverdueDetail }),
      ),
    );
    const [, options] = vi.mocked(toast.warning).mock.calls.at(-1)!;
    (options!.action as unknown as { onClick: () => void }).onClick();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/orders/${ID}`));
  });

  const answer = { offerId: 'offer-1', listingId: order().listingId, title: 'PS5 Slim', price: 52_000_000 };

  it("tells the seller their offer was accepted, with the way to the bidder's new order", async () => {
    mockFetch({});
    renderRoute(<OrderNotices />, { path: '/' });
    const stream = await FakeEventSource.opened('/me/events?access_token=token-1');
    stream.emit('second_chance_accepted', { ...answer, orderId: 'order-2', forfeitedOrderId: ID });
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        m.offerAccepted('PS5 Slim'),
        expect.objectContaining({ description: m.offerAcceptedDetail('₦520,000') }),
      ),
    );
    const [, options] = vi.mocked(toast.success).mock.calls[0]!;
    (options!.action as unknown as { onClick: () => void }).onClick();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/orders/order-2'));
  });

  it('tells the seller an offer ended unanswered, with the way back to the sale to offer the next bidder', async () => {
    mockFetch({});
    renderRoute(<OrderNotices />, { path: '/' });
    const stream = await FakeEventSource.opened('/me/events?access_token=token-1');
    // After a reserve not met there is no sale to offer from.
    stream.emit('second_chance_expired', { ...answer, orderId: null, forfeitedOrderId: null });
    await waitFor(() => expect(toast).toHaveBeenCalledWith(m.offerExpired('PS5 Slim'), { id: 'offer-offer-1' }));

    stream.emit('second_chance_declined', { ...answer, offerId: 'offer-2', orderId: null, forfeitedOrderId: ID });
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        m.offerDeclined('PS5 Slim'),
        expect.objectContaining({ description: m.offerNextBidder }),
      ),
    );
    const [, options] = vi.mocked(toast).mock.calls.at(-1)!;
    (options!.action as unknown as { onClick: () => void }).onClick();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/orders/${ID}`));
  });

  it('back from a deposit that pays an order, watches the order until it is paid', async () => {
    rememberPaymentByDeposit({ orderId: ID, reference: 'nb_pay1', startedAt: Date.now() });
    const calls = mockFetch({
      [`/orders/${ID}`]: [
        { body: { data: { order: order() } } },
        { body: { data: { order: order({ status: 'paid', actions: [] }) } } },
      ],
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderRoute(<OrderNotices />, { path: '/wallet' });
      await waitFor(() => expect(calls.filter((call) => call.url.endsWith(`/orders/${ID}`))).toHaveLength(1));
      await vi.advanceTimersByTimeAsync(2_000);
      await waitFor(() =>
        expect(toast.success).toHaveBeenCalledWith(m.paidByDeposit, expect.objectContaining({ id: `paid-${ID}` })),
      );
      expect(paymentByDeposit()).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
