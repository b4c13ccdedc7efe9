import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serverMessages, walletMessages } from '@naijabid/shared/messages';
import { goToCheckout } from '../../../lib/checkout';
import { deposit, renderWallet } from './wallet-test-kit';

vi.mock('../../../lib/checkout', () => ({ goToCheckout: vi.fn() }));

beforeEach(() => vi.mocked(goToCheckout).mockClear());
afterEach(() => vi.unstubAllGlobals());

const started = { reference: 'nb_abc', amount: 500_000, checkoutUrl: 'https://checkout.example/nb_abc' };

async function submitAmount(text: string) {
  const user = userEvent.setup();
  const input = await screen.findByLabelText('Amount in naira');
  await user.clear(input);
  if (text) await user.type(input, text);
  await user.click(screen.getByRole('button', { name: 'Deposit' }));
  return { user, input };
}

describe('deposit form', () => {
  it.each([
    ['', walletMessages.depositAmountRequired],
    ['five thousand', walletMessages.depositAmountFormat],
    ['5000.123', walletMessages.depositAmountFormat],
    ['999.99', serverMessages.depositTooSmall('₦1,000')],
    ['5,000,000.01', serverMessages.depositTooLarge('₦5,000,000')],
  ])('refuses %j with a clear message and calls nothing', async (text, message) => {
    const { calls } = renderWallet();
    const { input } = await submitAmount(text);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    expect(goToCheckout).not.toHaveBeenCalled();
  });

  it('sends the amount in kobo and goes to the payment page', async () => {
    const { calls } = renderWallet({
      entries: [deposit('old', 500_000)],
      extra: {
        'POST /wallet/deposits': { status: 201, body: { message: serverMessages.depositStarted, data: started } },
      },
    });
    await screen.findByText('+₦5,000');
    await submitAmount('₦5,000');
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith('https://checkout.example/nb_abc'));
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.url).toMatch(/\/api\/v1\/wallet\/deposits$/);
    expect(post.body).toEqual({ amount: 500_000 });
    expect(screen.getByRole('button', { name: walletMessages.redirectingToPayment })).toBeDisabled();
  });

  it('fills the amount from a quick-amount button', async () => {
    const { calls } = renderWallet({
      extra: { 'POST /wallet/deposits': { status: 201, body: { data: { ...started, amount: 2_000_000 } } } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '₦20,000' }));
    expect(screen.getByLabelText('Amount in naira')).toHaveValue('20000');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ amount: 2_000_000 }));
  });

  it("checks and states the server's own limits, which are settings", async () => {
    const { calls } = renderWallet({
      extra: {
        '/wallet/deposit-limits': { body: { data: { min: 50_000, max: 3_000_000 } } },
        'POST /wallet/deposits': { status: 201, body: { data: { ...started, amount: 70_000 } } },
      },
    });
    expect(await screen.findByText(walletMessages.depositLimits('₦500', '₦30,000'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '₦50,000' })).not.toBeInTheDocument();
    const { user, input } = await submitAmount('30,001');
    expect(await screen.findByText(serverMessages.depositTooLarge('₦30,000'))).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '700');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ amount: 70_000 }));
  });

  it("shows the server's refusal on the amount when its limits differ from the defaults", async () => {
    const refusal = serverMessages.depositTooSmall('₦2,000');
    renderWallet({
      extra: {
        'POST /wallet/deposits': {
          status: 400,
          body: { code: 'validation', message: refusal, detail: refusal, errors: { amount: refusal } },
        },
      },
    });
    const { input } = await submitAmount('1500');
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(goToCheckout).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeEnabled();
  });

  it('shows why a deposit could not start, and lets the user try again', async () => {
    renderWallet({
      extra: {
        'POST /wallet/deposits': [
          {
            status: 503,
            body: {
              code: 'unavailable',
              message: serverMessages.depositsUnavailable,
              detail: serverMessages.depositsUnavailable,
            },
          },
          { status: 201, body: { data: started } },
        ],
      },
    });
    const { user } = await submitAmount('5000');
    expect(await screen.findByRole('alert')).toHaveTextContent(serverMessages.depositsUnavailable);
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith(started.checkoutUrl));
  });
});
