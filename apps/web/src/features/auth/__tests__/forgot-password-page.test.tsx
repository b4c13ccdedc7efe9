import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { serverMessages, toastMessages, validationMessages } from '@naijabid/shared/messages';
import { mockFetch, type MockAnswer } from '../../../test/mock-fetch';
import { renderRoute } from '../../../test/render-route';
import ForgotPasswordPage from '../forgot-password-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function setup(answers: Record<string, MockAnswer | MockAnswer[]> = {}, url = '/forgot-password') {
  const calls = mockFetch(answers);
  renderRoute(<ForgotPasswordPage />, { path: '/forgot-password', url });
  return { calls, email: screen.getByLabelText('Email address') };
}

const sent: MockAnswer = { body: { message: serverMessages.resetCodeSent, data: {} } };

describe('forgot password', () => {
  it('checks the email with the sign-up rule before sending anything', async () => {
    const { calls, email } = setup({ '/auth/forgot-password': sent });
    const user = userEvent.setup();
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send reset code' }));
    expect(await screen.findByText(validationMessages.emailInvalid)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends the address and shows the neutral answer with a way to enter the code', async () => {
    const { calls, email } = setup({ '/auth/forgot-password': sent });
    const user = userEvent.setup();
    await user.type(email, 'ada@example.ng');
    await user.click(screen.getByRole('button', { name: 'Send reset code' }));
    expect(await screen.findByText(serverMessages.resetCodeSent)).toBeInTheDocument();
    expect(calls[0]!.body).toEqual({ email: 'ada@example.ng' });
    const enterCode = screen.getByRole('link', { name: 'I already have a code' });
    await user.click(enterCode);
    expect(screen.getByTestId('location')).toHaveTextContent('/reset-password?email=ada%40example.ng');
  });

  it('pre-fills the address it was sent from and shows the server message for a refusal', async () => {
    const wait = serverMessages.resendTooSoon(42);
    setup(
      {
        '/auth/forgot-password': [
          {
            status: 429,
            headers: { 'Retry-After': '42' },
            body: { code: 'rate_limited', message: wait, detail: wait },
          },
          { status: 500 },
        ],
      },
      '/forgot-password?email=ada%40example.ng',
    );
    const user = userEvent.setup();
    const send = screen.getByRole('button', { name: 'Send reset code' });
    await user.click(send);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(wait));
    await user.click(send);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(toastMessages.forgotPasswordFailedFallback));
    expect(screen.queryByText(serverMessages.resetCodeSent)).not.toBeInTheDocument();
  });
});
