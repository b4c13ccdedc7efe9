import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { toastMessages } from '@naijabid/shared/messages';
import { mockFetch, type MockAnswer } from '../../../test/mock-fetch';
import { renderRoute } from '../../../test/render-route';
import VerifyPage from '../verify-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function setup(
  answers: Record<string, MockAnswer | MockAnswer[] | (() => Promise<MockAnswer>)> = {},
  url = '/verify?email=ada%40example.ng',
) {
  const calls = mockFetch(answers);
  renderRoute(<VerifyPage />, { path: '/verify', url });
  return { calls, input: screen.queryByLabelText('Verification code') };
}

const ok: MockAnswer = { body: { message: 'ok', data: {} } };

describe('verify', () => {
  it('sends a visitor without an email to sign-up', () => {
    setup({}, '/verify');
    expect(screen.getByTestId('location')).toHaveTextContent('/register');
  });

  it('keeps digits only, cuts to six and enables the button only at six', async () => {
    const { input } = setup({ '/auth/verify-account': () => new Promise(() => {}) });
    const button = screen.getByRole('button', { name: 'Verify Account' });
    fireEvent.change(input!, { target: { value: '12a 3-4' } });
    expect(input).toHaveValue('1234');
    expect(button).toBeDisabled();
    fireEvent.change(input!, { target: { value: '12345678' } });
    expect(input).toHaveValue('123456');
  });

  it('keeps all six digits of a code pasted with a space, and submits it', async () => {
    const { calls, input } = setup({ '/auth/verify-account': ok });
    const user = userEvent.setup();
    await user.click(input!);
    // A real paste event with the text on its clipboard data, as a phone's "Paste" sends.
    await user.paste('263 052');
    expect(input).toHaveValue('263052');
    await waitFor(() => expect(calls.filter((call) => call.url.endsWith('/auth/verify-account'))).toHaveLength(1));
    expect(calls[0]!.body).toEqual({ email: 'ada@example.ng', verificationCode: '263052' });
  });

  it('submits on its own at the sixth digit, then toasts and goes to login', async () => {
    const { calls, input } = setup({ '/auth/verify-account': ok });
    await userEvent.setup().type(input!, '654321');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(calls.filter((call) => call.url.endsWith('/auth/verify-account'))).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ email: 'ada@example.ng', verificationCode: '654321' });
    expect(toast.success).toHaveBeenCalledWith(toastMessages.verifySuccess);
  });

  it('shows the server message for a wrong code, or the fallback', async () => {
    const wrong = 'That verification code is incorrect. You have 4 tries left.';
    const { input } = setup({
      '/auth/verify-account': [
        { status: 400, body: { code: 'code_incorrect', message: wrong, detail: wrong } },
        { status: 500 },
      ],
    });
    fireEvent.change(input!, { target: { value: '111111' } });
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(wrong));
    fireEvent.change(input!, { target: { value: '22222' } });
    fireEvent.change(input!, { target: { value: '222222' } });
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(toastMessages.verifyFailedFallback));
    expect(screen.getByTestId('location')).toHaveTextContent('/verify');
  });

  it('disables resend while sending and counts down 60 seconds after success', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer!: (value: MockAnswer) => void;
    const { calls } = setup({
      '/auth/resend-auth-code': () => new Promise<MockAnswer>((resolve) => (answer = resolve)),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await act(async () => answer(ok));
    expect(await screen.findByRole('button', { name: 'Resend Code (60s)' })).toBeDisabled();
    expect(toast.success).toHaveBeenCalledWith(toastMessages.resendSuccess);
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Resend Code (59s)' })).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(59_000));
    expect(screen.getByRole('button', { name: 'Resend Code' })).toBeEnabled();
    expect(calls[0]!.body).toEqual({ email: 'ada@example.ng' });
  });

  it('shows the resend failure and waits as long as the server asks', async () => {
    const wait = 'Please wait 42 seconds before requesting another code.';
    setup({
      '/auth/resend-auth-code': [
        { status: 429, headers: { 'Retry-After': '42' }, body: { code: 'rate_limited', message: wait, detail: wait } },
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(await screen.findByRole('button', { name: 'Resend Code (42s)' })).toBeDisabled();
    expect(toast.error).toHaveBeenCalledWith(wait);
  });

  it('falls back to the spec sentence when resend fails without a message', async () => {
    setup({ '/auth/resend-auth-code': { status: 500 } });
    fireEvent.click(screen.getByRole('button', { name: 'Resend Code' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(toastMessages.resendFailedFallback));
    expect(screen.getByRole('button', { name: 'Resend Code' })).toBeEnabled();
  });

  it('links back to sign-up and to support', () => {
    setup();
    expect(screen.getByRole('link', { name: 'Back to Sign Up' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
  });
});
