import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { orderValidationMessages, serverMessages } from '@naijabid/shared/messages';
import { ratingLabels, ratingServerMessages, ratingValidationMessages } from '@naijabid/shared/messages/ratings';
import { handoverLabels, receiptLabels } from '@naijabid/shared/messages/receipts';
import { RATING_LIMITS } from '@naijabid/shared/ratings';
import type { Order } from '@naijabid/shared/schemas/orders';
import { orderLabels, orderPageLabels, orderTimelineLabels } from '@naijabid/shared/messages/orders';
import { returnPageLabels } from '@naijabid/shared/messages/returns';
import { storeAccessToken } from '../../../lib/token-storage';
import { order } from '../../../test/fixtures';
import { mockFetch, type MockAnswer } from '../../../test/mock-fetch';
import { renderRoute } from '../../../test/render-route';
import OrderPage from '../order-page';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), warning: vi.fn() }) }));

const ID = order().id;
const HOUR_MS = 60 * 60_000;

beforeEach(() => {
  storeAccessToken('good');
  vi.mocked(toast.success).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

const at = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * HOUR_MS).toISOString();

/** Bought, paid with delivery to Kano, shipped by the seller: the buyer may confirm or dispute. */
function shipped(overrides: Partial<Order> = {}): Order {
  return order({
    status: 'shipped',
    deliveryFee: 8_000_00,
    amountPaid: 258_000_00,
    amountDue: 0,
    paidAt: at(-30),
    delivery: {
      method: 'delivery',
      address: { fullName: 'Chidi Okafor', phone: '08031234567', street: '12 Zoo Road', city: 'Kano', state: 'Kano' },
    },
    shipBy: at(100),
    shipping: { carrier: 'GIG Logistics', trackingNumber: 'GIG-55501', shippedAt: at(-2) },
    confirmBy: at(160),
    timeline: [
      { from: null, to: 'awaiting_payment', actor: 'system', at: at(-40) },
      { from: 'awaiting_payment', to: 'paid', actor: 'buyer', at: at(-30) },
      { from: 'paid', to: 'shipped', actor: 'seller', at: at(-2) },
    ],
    actions: ['confirm_delivery', 'open_dispute'],
    ...overrides,
  });
}

function renderOrder(data: Order, answers: Record<string, MockAnswer> = {}) {
  const calls = mockFetch({ [`/orders/${ID}`]: { body: { data: { order: data } } }, ...answers });
  renderRoute(<OrderPage />, { path: '/orders/:id', url: `/orders/${ID}` });
  return calls;
}

const actionButtons = () =>
  within(screen.getByRole('region', { name: 'What you can do' }))
    .queryAllByRole('button')
    .map((button) => button.textContent);

describe('order page, buyer', () => {
  it('shows the timeline, amounts, delivery, shipping and the running deadline', async () => {
    renderOrder(shipped());
    expect(await screen.findByRole('heading', { level: 1, name: 'Tecno Camon 30 256GB' })).toBeInTheDocument();
    expect(screen.getByText('Bought from Aisha B.')).toBeInTheDocument();
    const timeline = within(screen.getByRole('region', { name: 'Timeline' })).getAllByRole('listitem');
    expect(timeline.map((step) => step.querySelector('p')!.textContent)).toEqual([
      'Won; payment due',
      'Paid into escrow',
      'Shipped',
    ]);
    expect(timeline[2]).toHaveTextContent('by the seller');
    const amounts = screen.getByRole('region', { name: 'Amounts' });
    expect(within(amounts).getByText('Delivery fee').nextSibling).toHaveTextContent('₦8,000');
    expect(within(amounts).getByText('Paid into escrow').nextSibling).toHaveTextContent('₦258,000');
    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(within(delivery).getByText('Chidi Okafor')).toBeInTheDocument();
    expect(within(delivery).getByText('Kano, Kano')).toBeInTheDocument();
    const shipping = screen.getByRole('region', { name: 'Shipping' });
    expect(within(shipping).getByText('GIG Logistics')).toBeInTheDocument();
    expect(within(shipping).getByText('GIG-55501')).toBeInTheDocument();
    const deadlines = screen.getByRole('region', { name: 'Deadlines' });
    // Only the deadline the order now runs against counts down.
    expect(within(deadlines).getAllByRole('timer')).toHaveLength(1);
    expect(within(deadlines).getByText('Confirm by').nextSibling).toContainElement(
      within(deadlines).getByRole('timer'),
    );
    // Shipped: the shipping deadline no longer applies.
    expect(within(deadlines).queryByText(orderLabels.shipBy)).not.toBeInTheDocument();
  });

  it.each<[Order['actions'], string[]]>([
    [['pay'], ['Pay']],
    [
      ['confirm_delivery', 'open_dispute'],
      ['Confirm delivery', 'Open dispute'],
    ],
    [['cancel'], ['Cancel and refund']],
    [[], []],
  ])('shows exactly the buttons of actions %j', async (actions, labels) => {
    renderOrder(shipped({ actions }));
    await screen.findByRole('heading', { level: 1 });
    expect(actionButtons()).toEqual(labels);
  });

  it('names no delivery fee for a pickup, whose Delivery section already says pickup', async () => {
    renderOrder(shipped({ deliveryFee: 0, delivery: { method: 'pickup', address: null } }));
    const amounts = await screen.findByRole('region', { name: 'Amounts' });
    expect(within(amounts).queryByText('Delivery fee')).not.toBeInTheDocument();
    expect(within(amounts).queryByText('Free')).not.toBeInTheDocument();
    expect(within(amounts).getByText('Paid into escrow')).toBeInTheDocument();
  });

  it("shows a pickup's buyer the handover code and its QR code", async () => {
    renderOrder(shipped({ status: 'paid', delivery: { method: 'pickup', address: null }, handoverCode: '048213' }));
    const card = await screen.findByRole('region', { name: handoverLabels.codeTitle });
    expect(within(card).getByText('048213')).toBeInTheDocument();
    expect(await within(card).findByRole('img', { name: handoverLabels.qrLabel('048213') })).toBeInTheDocument();
  });

  it('links a completed order to its receipt, and shows no code once handed over', async () => {
    renderOrder(shipped({ status: 'completed', actions: [], documentNumber: 'R-000007' }));
    const link = await screen.findByRole('link', { name: `${receiptLabels.viewReceipt} R-000007` });
    expect(link).toHaveAttribute('href', `/orders/${ID}/receipt`);
    expect(screen.queryByRole('region', { name: handoverLabels.codeTitle })).not.toBeInTheDocument();
  });

  it('shows the security counting towards the price while the order can be paid', async () => {
    renderOrder(order());
    const amounts = await screen.findByRole('region', { name: 'Amounts' });
    expect(within(amounts).getByText('Security already held').nextSibling).toHaveTextContent('−₦25,000');
    expect(within(amounts).getByText('To pay from your wallet').nextSibling).toHaveTextContent('₦225,000');
  });

  it('no longer shows a forfeited security as held', async () => {
    renderOrder(order({ status: 'forfeited', amountDue: 0, actions: [] }));
    const amounts = await screen.findByRole('region', { name: 'Amounts' });
    expect(within(amounts).queryByText('Security already held')).not.toBeInTheDocument();
    expect(within(amounts).queryByText('To pay from your wallet')).not.toBeInTheDocument();
  });

  it('explains that confirming pays the seller before confirming delivery', async () => {
    const calls = renderOrder(shipped(), {
      [`/orders/${ID}/confirm-delivery`]: {
        body: { message: serverMessages.deliveryConfirmed, data: { order: shipped({ status: 'delivered' }) } },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Confirm delivery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm delivery?' });
    expect(dialog).toHaveTextContent('The seller is then paid (₦258,000 leaves escrow)');
    expect(calls.some((call) => call.url.endsWith('/confirm-delivery'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm delivery' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(serverMessages.deliveryConfirmed));
    expect(calls.find((call) => call.url.endsWith('/confirm-delivery'))!.method).toBe('POST');
  });

  it('opens a dispute with a reason and details, checked with the shared messages', async () => {
    const calls = renderOrder(shipped(), {
      [`/orders/${ID}/disputes`]: { status: 201, body: { message: serverMessages.disputeOpened, data: {} } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open dispute' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open a dispute' });
    await user.type(within(dialog).getByLabelText('Tell us what happened'), 'Too short');
    await user.click(within(dialog).getByRole('button', { name: 'Open dispute' }));
    expect(await within(dialog).findByText(orderValidationMessages.disputeReasonRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(orderValidationMessages.disputeDetailsLength)).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/disputes'))).toBe(false);

    await user.click(within(dialog).getByRole('radio', { name: 'The item never arrived' }));
    await user.type(within(dialog).getByLabelText('Tell us what happened'), ' and the tracking number does not work');
    await user.click(within(dialog).getByRole('button', { name: 'Open dispute' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(serverMessages.disputeOpened));
    expect(calls.find((call) => call.url.endsWith('/disputes'))!.body).toEqual({
      reason: 'not_received',
      details: 'Too short and the tracking number does not work',
      photoIds: [],
    });
  });
});

describe('order page, seller', () => {
  function sold(overrides: Partial<Order> = {}): Order {
    return shipped({
      role: 'seller',
      counterpart: 'Chidi O.',
      status: 'paid',
      shipping: null,
      confirmBy: null,
      timeline: shipped().timeline.slice(0, 2),
      sellerPayout: 245_500_00,
      actions: ['ship'],
      ...overrides,
    });
  }

  it("shows the buyer's address, what the seller will receive and the shipping deadline", async () => {
    renderOrder(sold());
    expect(await screen.findByText('Sold to Chidi O.')).toBeInTheDocument();
    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(within(delivery).getByText("Buyer's delivery address")).toBeInTheDocument();
    // Stored as typed before the parser, shown in the one display form and dialled in E.164.
    expect(within(delivery).getByRole('link', { name: '+234 803 123 4567' })).toHaveAttribute(
      'href',
      'tel:+2348031234567',
    );
    const amounts = screen.getByRole('region', { name: 'Amounts' });
    expect(within(amounts).getByText('You will receive').nextSibling).toHaveTextContent('₦245,500');
    expect(within(screen.getByRole('region', { name: 'Deadlines' })).getByText('Ship by')).toBeInTheDocument();
    expect(actionButtons()).toEqual(['Mark as shipped']);
  });

  it('marks the order as shipped with a courier and tracking number', async () => {
    const calls = renderOrder(sold(), {
      [`/orders/${ID}/ship`]: { body: { message: serverMessages.orderShipped, data: {} } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark as shipped' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as shipped' });
    expect(within(dialog).getByLabelText('Courier')).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));
    expect(await within(dialog).findByText(orderValidationMessages.carrierRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(orderValidationMessages.trackingRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Courier'), 'GIG Logistics');
    await user.type(within(dialog).getByLabelText('Tracking number'), 'GIG-55501');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(serverMessages.orderShipped));
    expect(calls.find((call) => call.url.endsWith('/ship'))!.body).toEqual({
      carrier: 'GIG Logistics',
      trackingNumber: 'GIG-55501',
    });
  });

  it('promises no payout on a forfeited sale, and says a completed one was credited', async () => {
    renderOrder(sold({ status: 'forfeited', delivery: null, shipBy: null, actions: [] }));
    const amounts = await screen.findByRole('region', { name: 'Amounts' });
    expect(within(amounts).getByText('Price').nextSibling).toHaveTextContent('₦250,000');
    expect(within(amounts).queryByText('You will receive')).not.toBeInTheDocument();
    expect(within(amounts).queryByText(/credited to your wallet on delivery/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Delivery' })).not.toBeInTheDocument();
  });

  it('says the payout of a completed sale was credited', async () => {
    renderOrder(
      sold({
        status: 'completed',
        actions: [],
        settlement: { refundedToBuyer: 0, creditedToSeller: 245_500_00, forfeited: 0, returnDeliveryFee: 0 },
      }),
    );
    const amounts = await screen.findByRole('region', { name: 'Amounts' });
    expect(within(amounts).getByText('Credited to your wallet').nextSibling).toHaveTextContent('₦245,500');
    expect(within(amounts).queryByText('You will receive')).not.toBeInTheDocument();
  });

  it('after a split, shows what was refunded and credited, and no longer the full payout', async () => {
    renderOrder(
      sold({
        status: 'resolved',
        actions: [],
        settlement: { refundedToBuyer: 100_000_00, creditedToSeller: 150_500_00, forfeited: 0, returnDeliveryFee: 0 },
      }),
    );
    const amounts = await screen.findByRole('region', { name: 'Amounts' });
    expect(within(amounts).getByText('Refunded to the buyer').nextSibling).toHaveTextContent('₦100,000');
    expect(within(amounts).getByText('Credited to your wallet').nextSibling).toHaveTextContent('₦150,500');
    expect(within(amounts).queryByText('You will receive')).not.toBeInTheDocument();
    expect(within(amounts).queryByText(/₦245,500/)).not.toBeInTheDocument();
  });

  it('holds the payout while a dispute is open', async () => {
    renderOrder(sold({ status: 'disputed', actions: [] }));
    const amounts = await screen.findByRole('region', { name: 'Amounts' });
    expect(within(amounts).getByText('On hold for the dispute').nextSibling).toHaveTextContent('₦245,500');
    expect(within(amounts).queryByText('You will receive')).not.toBeInTheDocument();
  });

  it('credits the seller’s share of a forfeited security', async () => {
    renderOrder(
      sold({
        status: 'forfeited',
        delivery: null,
        shipBy: null,
        actions: [],
        settlement: { refundedToBuyer: 0, creditedToSeller: 12_500_00, forfeited: 25_000_00, returnDeliveryFee: 0 },
      }),
    );
    const forfeited = await screen.findByRole('region', { name: 'Amounts' });
    expect(within(forfeited).getByText('The winner’s security, forfeited').nextSibling).toHaveTextContent('₦25,000');
    expect(within(forfeited).getByText('Credited to your wallet').nextSibling).toHaveTextContent('₦12,500');
  });

  it('offers a forfeited item to the next bidder when actions allow it', async () => {
    const calls = renderOrder(
      sold({ status: 'forfeited', delivery: null, shipBy: null, actions: ['offer_second_chance'] }),
      {
        [`/orders/${ID}/second-chance`]: {
          body: { message: serverMessages.secondChanceOffered('₦240,000'), data: {} },
        },
      },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Offer to next bidder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Offer to the next bidder?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(serverMessages.secondChanceOffered('₦240,000')));
    expect(calls.some((call) => call.url.endsWith('/second-chance') && call.method === 'POST')).toBe(true);
  });
});

describe('rating the other party', () => {
  const completed = (overrides: Partial<Order> = {}) =>
    shipped({
      status: 'completed',
      deliveredAt: at(-1),
      completedAt: at(-1),
      actions: ['rate'],
      ...overrides,
    });

  it('offers "Rate the seller" once completed, takes stars and a comment, and shows the server’s answer', async () => {
    const rated = completed({
      yourRating: { stars: 4, comment: 'Neat phone.', ratedAt: at(0), editableUntil: at(7 * 24) },
    });
    const calls = renderOrder(completed(), {
      [`POST /orders/${ID}/rating`]: {
        status: 201,
        body: { message: ratingServerMessages.rated, data: { order: rated } },
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: ratingLabels.rateSeller })).toBeInTheDocument();
    expect(actionButtons()).toEqual([ratingLabels.rateSeller]);
    await user.click(screen.getByRole('button', { name: ratingLabels.rateSeller }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate Aisha B.' });

    await user.click(within(dialog).getByRole('button', { name: ratingLabels.submit }));
    expect(await within(dialog).findByText(ratingValidationMessages.starsRequired)).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText(ratingLabels.comment));
    await user.paste('x'.repeat(RATING_LIMITS.commentMax + 1));
    await user.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    expect(within(dialog).getByText('Good')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: ratingLabels.submit }));
    expect(await within(dialog).findByText(ratingValidationMessages.commentTooLong)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.clear(within(dialog).getByLabelText(ratingLabels.comment));
    await user.type(within(dialog).getByLabelText(ratingLabels.comment), 'Neat phone.');
    await user.click(within(dialog).getByRole('button', { name: ratingLabels.submit }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ratingServerMessages.rated));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ stars: 4, comment: 'Neat phone.' });
  });

  it('shows the ratings given and offers to change one’s own while the server allows it', async () => {
    renderOrder(
      completed({
        role: 'seller',
        yourRating: { stars: 5, comment: null, ratedAt: at(-2), editableUntil: at(5 * 24) },
        theirRating: { stars: 3, comment: 'Slow to answer.', ratedAt: at(-3), editableUntil: at(4 * 24) },
      }),
    );
    const ratings = await screen.findByRole('region', { name: ratingLabels.section });
    expect(within(ratings).getByText(ratingLabels.yourRating).parentElement).toHaveTextContent('5 out of 5 stars');
    expect(within(ratings).getByText(ratingLabels.theirRating('seller')).parentElement).toHaveTextContent(
      '3 out of 5 stars“Slow to answer.”',
    );
    expect(within(ratings).getByText(/You can change it until/)).toBeInTheDocument();
    expect(actionButtons()).toEqual([ratingLabels.editRating]);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: ratingLabels.editRating }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate Aisha B.' });
    expect(within(dialog).getByRole('radio', { name: '5 stars' })).toBeChecked();
  });

  it('says when a resolved dispute was opened and when it was resolved, each by its own word', async () => {
    const openedAt = '2026-11-20T09:00:00.000Z';
    const resolvedAt = '2026-11-23T14:30:00.000Z';
    renderOrder(
      shipped({
        status: 'refunded',
        actions: [],
        dispute: {
          reason: 'not_received',
          details: 'Nothing came.',
          status: 'resolved',
          openedAt,
          photos: [],
          outcome: { resolution: 'refunded', refunded: 258_000_00, sellerPaid: 0, resolvedAt },
        },
      }),
    );
    const dispute = await screen.findByRole('region', { name: orderPageLabels.dispute });
    expect(dispute).toHaveTextContent(`${orderPageLabels.disputeOpened} Fri, 20 Nov 2026, 10:00 am`);
    expect(dispute).toHaveTextContent(`${orderPageLabels.disputeResolved} Mon, 23 Nov 2026, 3:30 pm`);
    expect(dispute).not.toHaveTextContent(`${orderPageLabels.disputeResolved} · Fri, 20 Nov`);
    expect(dispute).not.toHaveTextContent(orderPageLabels.disputeOpen);
  });

  it('offers nothing once the edit window has passed', async () => {
    renderOrder(
      completed({ actions: [], yourRating: { stars: 2, comment: null, ratedAt: at(-200), editableUntil: at(-32) } }),
    );
    await screen.findByRole('region', { name: ratingLabels.section });
    expect(actionButtons()).toEqual([]);
    expect(screen.queryByText(/You can change it until/)).not.toBeInTheDocument();
  });
});

describe('order page, the words of each step', () => {
  const deadlineLabels = () =>
    within(screen.queryByRole('region', { name: orderPageLabels.deadlines }) ?? document.createElement('div'))
      .queryAllByRole('term')
      .map((term) => term.textContent);

  it('logs "It has arrived" as the item arriving, not as a delivery confirmed', async () => {
    renderOrder(
      shipped({
        status: 'delivered',
        timeline: [...shipped().timeline, { from: 'shipped', to: 'delivered', actor: 'buyer', at: at(-1) }],
        actions: ['confirm_delivery', 'open_dispute', 'request_return'],
      }),
    );
    const timeline = await screen.findByRole('region', { name: orderPageLabels.timeline });
    expect(within(timeline).getByText(orderTimelineLabels.delivered)).toBeInTheDocument();
    expect(orderTimelineLabels.delivered).not.toMatch(/confirmed/i);
  });

  it('leads a shipped order with "It has arrived" and says what each step does', async () => {
    renderOrder(shipped({ actions: ['confirm_delivery', 'open_dispute', 'mark_received', 'request_return'] }));
    await screen.findByRole('heading', { level: 1 });
    expect(actionButtons()).toEqual([
      returnPageLabels.markReceived,
      orderPageLabels.confirmDelivery,
      orderPageLabels.openDispute,
      returnPageLabels.askReturn,
    ]);
    const actions = screen.getByRole('region', { name: orderPageLabels.actions });
    for (const [name, action] of [
      [returnPageLabels.markReceived, 'mark_received'],
      [orderPageLabels.confirmDelivery, 'confirm_delivery'],
      [orderPageLabels.openDispute, 'open_dispute'],
      [returnPageLabels.askReturn, 'request_return'],
    ] as const)
      expect(within(actions).getByRole('button', { name })).toHaveAccessibleDescription(
        expect.stringContaining(orderPageLabels.actionHints[action]!),
      );
    expect(within(actions).getByText(`${orderPageLabels.recommended}:`)).toBeInTheDocument();
  });

  it('speaks of handing over, not shipping, on a paid pickup order, and adds no delivery fee to the payout', async () => {
    const pickup = { method: 'pickup' as const, address: null };
    renderOrder(shipped({ status: 'paid', delivery: pickup, deliveryFee: 0, shipping: null, confirmBy: null }));
    await screen.findByRole('heading', { level: 1 });
    expect(deadlineLabels()).toEqual([orderLabels.handOverBy]);
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
    renderOrder(
      shipped({
        role: 'seller',
        status: 'paid',
        delivery: pickup,
        deliveryFee: 0,
        shipping: null,
        confirmBy: null,
        actions: ['hand_over'],
      }),
    );
    const amounts = await screen.findByRole('region', { name: orderPageLabels.amounts });
    expect(deadlineLabels()).toEqual([orderLabels.youHandOverBy]);
    expect(within(amounts).getByText(orderLabels.sellerPayoutHintPickup)).toBeInTheDocument();
    expect(amounts).not.toHaveTextContent(/delivery fee/);
  });

  it.each<[string, Partial<Order>]>([
    ['completed', { status: 'completed', completedAt: at(-1), actions: [] }],
    [
      'with its return on its way back',
      {
        status: 'return_shipped',
        actions: [],
        return: {
          reason: 'damaged',
          requestedAt: at(-20),
          answerBy: at(20),
          acceptedAt: at(-10),
          shipBackBy: at(100),
          shipping: { carrier: 'GIG', trackingNumber: 'RET-1', shippedAt: at(-1) },
          receiveBy: at(200),
          receivedAt: null,
          refusedAt: null,
        },
      },
    ],
    ['resolved by support', { status: 'resolved', actions: [] }],
  ])('shows no deadline that stopped applying once %s', async (_, overrides) => {
    renderOrder(shipped(overrides));
    await screen.findByRole('heading', { level: 1 });
    expect(deadlineLabels()).toEqual([]);
  });
});
