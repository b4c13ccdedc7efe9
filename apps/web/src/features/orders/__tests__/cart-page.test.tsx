import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { orderValidationMessages, serverMessages } from '@naijabid/shared/messages';
import { phoneMessages } from '@naijabid/shared/messages/account-settings';
import { payDialogLabels } from '@naijabid/shared/messages/orders';
import { goToCheckout } from '../../../lib/checkout';
import { storeAccessToken } from '../../../lib/token-storage';
import { order } from '../../../test/fixtures';
import { mockFetch, type MockAnswer } from '../../../test/mock-fetch';
import { renderRoute } from '../../../test/render-route';
import CartPage from '../cart-page';
import { paymentByDeposit } from '../payment-by-deposit';

vi.mock('../../../lib/checkout', () => ({ goToCheckout: vi.fn() }));
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), warning: vi.fn() }) }));

const ORDER_ID = order().id;
const PAY_PATH = `/orders/${ORDER_ID}/pay`;

beforeEach(() => {
  storeAccessToken('good');
  vi.mocked(goToCheckout).mockClear();
  vi.mocked(toast.success).mockClear();
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

const paid = {
  message: serverMessages.orderPaid,
  data: {
    orderId: ORDER_ID,
    amountPaid: 250_000_00,
    deliveryFee: 0,
    fromSecurity: 25_000_00,
    fromWallet: 225_000_00,
    paidAt: new Date().toISOString(),
  },
};

function insufficient(shortBy: number): MockAnswer {
  const message = serverMessages.orderInsufficientFunds('₦228,500', '₦20,000');
  return {
    status: 422,
    body: { code: 'insufficient_funds', message, detail: message, shortBy },
  };
}

function renderCart(answers: Record<string, MockAnswer | MockAnswer[]> = {}, orders = [order()]) {
  const calls = mockFetch({ '/me/orders': { body: { data: { items: orders } } }, ...answers });
  renderRoute(<CartPage />, { path: '/cart' });
  return calls;
}

async function openPayDialog() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Pay for Tecno Camon 30 256GB' }));
  const dialog = await screen.findByRole('dialog', { name: 'Pay for your item' });
  return { user, dialog };
}

async function fillAddress(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, state: string) {
  await user.click(within(dialog).getByRole('radio', { name: /Delivery to my address/ }));
  await user.type(within(dialog).getByLabelText('Full name'), 'Chidi Okafor');
  await user.type(within(dialog).getByLabelText('Phone number'), '0803 123 4567');
  await user.type(within(dialog).getByLabelText('Street address'), '12 Allen Avenue');
  await user.type(within(dialog).getByLabelText('City or town'), 'Ikeja');
  await user.selectOptions(within(dialog).getByLabelText('State'), state);
}

const payCalls = (calls: ReturnType<typeof mockFetch>) => calls.filter((call) => call.url.endsWith(PAY_PATH));

describe('cart', () => {
  it('sends a signed-out visitor to login without asking for orders', () => {
    localStorage.clear();
    const calls = mockFetch({});
    renderRoute(<CartPage />, { path: '/cart' });
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(calls.filter((call) => call.url.includes('/me/'))).toHaveLength(0);
  });

  it('lists only the won items awaiting payment, the closest deadline first, with the time left', async () => {
    const soon = new Date(Date.now() + 3 * 60 * 60_000).toISOString();
    renderCart({}, [
      order(),
      order({ id: '44444444-4444-4444-8444-000000000002', title: 'PS5 Slim', dueAt: soon }),
      order({ id: '44444444-4444-4444-8444-000000000003', title: 'Paid TV', status: 'paid', actions: [] }),
    ]);
    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'PS5 Slim',
      'Tecno Camon 30 256GB',
    ]);
    expect(within(items[0]!).getByRole('timer')).toHaveAccessibleName(/^(2 hours 59 minutes|3 hours) left$/);
    expect(within(items[0]!).getByRole('timer')).toHaveTextContent(/^(2h 59m|3h 00m)$/);
    expect(within(items[1]!).getByText('Pay by')).toBeInTheDocument();
  });

  it('says so when nothing awaits payment', async () => {
    renderCart({}, [order({ status: 'completed', actions: [] })]);
    expect(await screen.findByText(/Nothing to pay for right now/)).toBeInTheDocument();
  });
});

describe('pay dialog', () => {
  it("offers pickup in the seller's city and pays the price less the security held", async () => {
    const calls = renderCart({ [PAY_PATH]: { body: paid } });
    const { user, dialog } = await openPayDialog();
    expect(within(dialog).getByRole('radio', { name: /Pick up from the seller/ })).toBeChecked();
    expect(within(dialog).getByText('In Ikeja, Lagos')).toBeInTheDocument();
    expect(within(dialog).getByText('Security already held').nextSibling).toHaveTextContent('−₦25,000');
    expect(within(dialog).getByTestId('to-pay')).toHaveTextContent('₦225,000');
    // Pickup adds no fee, and says so in words rather than a "Free" delivery.
    expect(within(dialog).getByText(payDialogLabels.pickup, { selector: 'dt' }).nextSibling).toHaveTextContent(
      payDialogLabels.noDeliveryFee,
    );
    expect(within(dialog).queryByText('Delivery fee')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Free')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Pay ₦225,000' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(serverMessages.orderPaid));
    const [call] = payCalls(calls);
    expect(call!.body).toEqual({ delivery: { method: 'pickup' } });
    expect(call!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{32,36}$/);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('names no amount to pay for delivery until the state, and so the fee, is chosen', async () => {
    const calls = renderCart();
    const { user, dialog } = await openPayDialog();
    await user.click(within(dialog).getByRole('radio', { name: /Delivery to my address/ }));
    expect(within(dialog).getByText('Delivery fee').nextSibling).toHaveTextContent(payDialogLabels.chooseStateForFee);
    expect(within(dialog).getByTestId('to-pay')).toHaveTextContent(payDialogLabels.chooseStateForTotal);
    expect(within(dialog).queryByRole('button', { name: /₦/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: payDialogLabels.submitWithoutAmount }));
    expect(await within(dialog).findByText(orderValidationMessages.stateRequired)).toBeInTheDocument();
    expect(payCalls(calls)).toHaveLength(0);
    await user.selectOptions(within(dialog).getByLabelText('State'), 'Lagos');
    expect(within(dialog).getByTestId('to-pay')).toHaveTextContent('₦228,500');
    expect(within(dialog).getByRole('button', { name: 'Pay ₦228,500' })).toBeEnabled();
  });

  it("charges the in-state fee inside the seller's state and the other fee elsewhere", async () => {
    const calls = renderCart({ [PAY_PATH]: { body: paid } });
    const { user, dialog } = await openPayDialog();
    await fillAddress(user, dialog, 'Lagos');
    expect(within(dialog).getByText('Delivery fee').nextSibling).toHaveTextContent('₦3,500');
    expect(within(dialog).getByTestId('to-pay')).toHaveTextContent('₦228,500');
    await user.selectOptions(within(dialog).getByLabelText('State'), 'Kano');
    expect(within(dialog).getByText('Delivery fee').nextSibling).toHaveTextContent('₦8,000');
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₦233,000' }));
    await waitFor(() => expect(payCalls(calls)).toHaveLength(1));
    expect(payCalls(calls)[0]!.body).toEqual({
      delivery: {
        method: 'delivery',
        address: {
          fullName: 'Chidi Okafor',
          phone: '+2348031234567',
          street: '12 Allen Avenue',
          city: 'Ikeja',
          state: 'Kano',
        },
      },
    });
  });

  it('counts a security larger than the price towards the delivery fee, as the server does', async () => {
    renderCart({}, [order({ price: 15_000_00, securityHeld: 17_000_00, amountDue: 0 })]);
    const { user, dialog } = await openPayDialog();
    expect(within(dialog).getByText('Security already held').nextSibling).toHaveTextContent('−₦15,000');
    expect(within(dialog).getByTestId('to-pay')).toHaveTextContent('₦0');
    await fillAddress(user, dialog, 'Lagos');
    expect(within(dialog).getByText('Security already held').nextSibling).toHaveTextContent('−₦17,000');
    expect(within(dialog).getByTestId('to-pay')).toHaveTextContent('₦1,500');
    expect(within(dialog).getByRole('button', { name: 'Pay ₦1,500' })).toBeEnabled();
  });

  it('disables what the seller does not offer, with the reason', async () => {
    renderCart({}, [
      order({
        deliveryOptions: { state: 'Lagos', city: 'Ikeja', pickup: false, feeInState: 3_500_00, feeOtherStates: null },
      }),
    ]);
    const { dialog } = await openPayDialog();
    expect(within(dialog).getByRole('radio', { name: /Pick up from the seller/ })).toBeDisabled();
    expect(within(dialog).getByText('The seller does not offer pickup for this item.')).toBeInTheDocument();
    const delivery = within(dialog).getByRole('radio', { name: /Delivery to my address/ });
    expect(delivery).toBeChecked();
    expect(within(dialog).getByRole('option', { name: 'Kano (no delivery)' })).toBeDisabled();
    expect(within(dialog).getByRole('option', { name: 'Lagos' })).toBeEnabled();
    expect(within(dialog).getByLabelText('State')).toHaveAccessibleDescription('Delivery within Lagos only.');
  });

  it('checks the address with the shared messages before paying', async () => {
    const calls = renderCart();
    const { user, dialog } = await openPayDialog();
    await user.click(within(dialog).getByRole('radio', { name: /Delivery to my address/ }));
    await user.type(within(dialog).getByLabelText('Phone number'), '12345');
    await user.click(within(dialog).getByRole('button', { name: payDialogLabels.submitWithoutAmount }));
    expect(await within(dialog).findByText(orderValidationMessages.fullNameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(phoneMessages.phoneInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(orderValidationMessages.stateRequired)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true');
    expect(payCalls(calls)).toHaveLength(0);
  });

  it('retries an unanswered payment with the same key, and a new attempt after a refusal with a new one', async () => {
    const calls = renderCart({
      [PAY_PATH]: [
        { status: 503, body: { code: 'unavailable', message: 'Service unavailable.', detail: 'Service unavailable.' } },
        insufficient(20_000_00),
        { body: paid },
      ],
    });
    const { user, dialog } = await openPayDialog();
    const payButton = within(dialog).getByRole('button', { name: 'Pay ₦225,000' });
    await user.click(payButton);
    expect(await within(dialog).findByText('Service unavailable.')).toBeInTheDocument();
    await user.click(payButton);
    await within(dialog).findByRole('button', { name: 'Deposit ₦20,000 and pay' });
    await user.click(payButton);
    await waitFor(() => expect(payCalls(calls)).toHaveLength(3));
    const keys = payCalls(calls).map((call) => call.headers['Idempotency-Key']);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('offers to deposit exactly what the wallet lacks, and the deposit pays the order', async () => {
    const calls = renderCart({
      [PAY_PATH]: insufficient(20_000_00),
      '/wallet/deposits': {
        status: 201,
        body: { data: { reference: 'nb_pay1', amount: 20_000_00, checkoutUrl: 'https://checkout.example/nb_pay1' } },
      },
    });
    const { user, dialog } = await openPayDialog();
    await fillAddress(user, dialog, 'Lagos');
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₦228,500' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(serverMessages.orderInsufficientFunds('₦228,500', '₦20,000'));
    await user.click(within(alert).getByRole('button', { name: 'Deposit ₦20,000 and pay' }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith('https://checkout.example/nb_pay1'));
    const deposit = calls.find((call) => call.url.endsWith('/wallet/deposits'))!;
    expect(deposit.body).toEqual({
      amount: 20_000_00,
      payOrder: {
        orderId: ORDER_ID,
        delivery: {
          method: 'delivery',
          address: {
            fullName: 'Chidi Okafor',
            phone: '+2348031234567',
            street: '12 Allen Avenue',
            city: 'Ikeja',
            state: 'Lagos',
          },
        },
      },
    });
    expect(paymentByDeposit()).toMatchObject({ orderId: ORDER_ID, reference: 'nb_pay1' });
  });

  it('deposits at least the smallest deposit taken when the wallet lacks less', async () => {
    const calls = renderCart({
      [PAY_PATH]: insufficient(300_00),
      '/wallet/deposits': {
        status: 201,
        body: { data: { reference: 'nb_pay2', amount: 1_000_00, checkoutUrl: 'https://checkout.example/nb_pay2' } },
      },
    });
    const { user, dialog } = await openPayDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₦225,000' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Deposit ₦1,000 and pay' }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalled());
    expect(calls.find((call) => call.url.endsWith('/wallet/deposits'))!.body).toMatchObject({
      amount: 1_000_00,
      payOrder: { orderId: ORDER_ID, delivery: { method: 'pickup' } },
    });
  });
});

describe('pay dialog, remembered', () => {
  const fieldValues = (dialog: HTMLElement) =>
    ['Full name', 'Phone number', 'Street address', 'City or town', 'State'].map(
      (label) => (within(dialog).getByLabelText(label) as HTMLInputElement).value,
    );

  it('fills in the address of the last order delivered to one', async () => {
    const earlier = (paidAt: string, street: string) =>
      order({
        id: `44444444-4444-4444-8444-00000000000${street.length % 10}`,
        status: 'completed',
        actions: [],
        paidAt,
        delivery: {
          method: 'delivery',
          address: { fullName: 'Chidi Okafor', phone: '+2348031234567', street, city: 'Ikeja', state: 'Lagos' },
        },
      });
    renderCart({}, [
      order(),
      earlier('2026-01-01T10:00:00Z', '1 Old Road'),
      earlier('2026-03-01T10:00:00Z', '12 Allen Avenue'),
    ]);
    const { user, dialog } = await openPayDialog();
    await user.click(within(dialog).getByRole('radio', { name: /Delivery to my address/ }));
    await waitFor(() =>
      expect(fieldValues(dialog)).toEqual(['Chidi Okafor', '+234 803 123 4567', '12 Allen Avenue', 'Ikeja', 'Lagos']),
    );
  });

  it("fills in the account's name and verified phone when no order was delivered yet", async () => {
    renderCart({
      '/me': { body: { data: { user: { firstName: 'Kemi', lastName: 'Ade' } } } },
      '/me/phone': { body: { data: { verifiedNumber: '+2348051112222', pendingNumber: null, resendAfterSeconds: 0 } } },
    });
    const { user, dialog } = await openPayDialog();
    await user.click(within(dialog).getByRole('radio', { name: /Delivery to my address/ }));
    await waitFor(() => expect(fieldValues(dialog)).toEqual(['Kemi Ade', '+234 805 111 2222', '', '', '']));
  });
});
