import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { TOKEN_STORAGE_KEYS } from '@naijabid/shared/constants';
import { serverMessages, toastMessages, validationMessages } from '@naijabid/shared/messages';
import { mockFetch, type MockAnswer } from '../../../test/mock-fetch';
import { renderRoute } from '../../../test/render-route';
import ResetPasswordPage from '../reset-password-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  localStorage.clear();
});

function setup(
  answers: Record<string, MockAnswer | MockAnswer[]> = {},
  url = '/reset-password?email=ada%40example.ng',
) {
  const calls = mockFetch(answers);
  renderRoute(<ResetPasswordPage />, { path: '/reset-password', url });
  return {
    calls,
    code: screen.queryByLabelText('Reset code'),
    password: screen.queryByLabelText('New password'),
    confirm: screen.queryByLabelText('Confirm new password'),
  };
}

const changed: MockAnswer = { body: { message: serverMessages.passwordReset, data: {} } };

describe('reset password', () => {
  it('sends a visitor without an email to forgot-password', () => {
    setup({}, '/reset-password');
    expect(screen.getByTestId('location')).toHaveTextContent('/forgot-password');
  });

  it('fills in the code from the mailed link and keeps digits only', async () => {
    const { code } = setup({}, '/reset-password?email=ada%40example.ng&code=123456');
    expect(code).toHaveValue('123456');
    await userEvent.setup().type(code!, '{Backspace}{Backspace}x9');
    expect(code).toHaveValue('12349');
  });

  it('keeps all six digits of a code pasted with a space', async () => {
    const { code } = setup();
    const user = userEvent.setup();
    await user.click(code!);
    await user.paste('263 052');
    expect(code).toHaveValue('263052');
  });

  it('holds the new password to the sign-up rules and messages', async () => {
    const { calls, code, password, confirm } = setup({ '/auth/reset-password': changed });
    const user = userEvent.setup();
    await user.type(code!, '1234');
    await user.type(password!, 'short');
    await user.type(confirm!, 'other');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(validationMessages.verificationCodeLength)).toBeInTheDocument();
    expect(screen.getByText(validationMessages.passwordTooShort)).toBeInTheDocument();
    expect(screen.getByText(validationMessages.passwordsDoNotMatch)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('changes the password, forgets this device’s ended session, toasts and goes to login', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEYS.primary, 'old-token');
    localStorage.setItem(TOKEN_STORAGE_KEYS.copy, 'old-token');
    const { calls, password, confirm } = setup(
      { '/auth/reset-password': changed },
      '/reset-password?email=ada%40example.ng&code=654321',
    );
    const user = userEvent.setup();
    await user.type(password!, 'a brand new passphrase');
    await user.type(confirm!, 'a brand new passphrase');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(calls.at(-1)!.body).toEqual({ email: 'ada@example.ng', code: '654321', password: 'a brand new passphrase' });
    expect(toast.success).toHaveBeenCalledWith(toastMessages.passwordReset);
    expect(localStorage.getItem(TOKEN_STORAGE_KEYS.primary)).toBeNull();
  });

  it('shows the server message for a wrong code, or the fallback', async () => {
    const wrong = serverMessages.codeInvalid;
    const { password, confirm } = setup(
      {
        '/auth/reset-password': [
          { status: 400, body: { code: 'code_incorrect', message: wrong, detail: wrong } },
          { status: 500 },
        ],
      },
      '/reset-password?email=ada%40example.ng&code=654321',
    );
    const user = userEvent.setup();
    await user.type(password!, 'a brand new passphrase');
    await user.type(confirm!, 'a brand new passphrase');
    const save = screen.getByRole('button', { name: 'Change password' });
    await user.click(save);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(wrong));
    await user.click(save);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(toastMessages.resetPasswordFailedFallback));
    expect(screen.getByTestId('location')).toHaveTextContent('/reset-password');
  });
});
