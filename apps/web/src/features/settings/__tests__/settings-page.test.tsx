import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { TOKEN_STORAGE_KEYS } from '@naijabid/shared/constants';
import { validationMessages } from '@naijabid/shared/messages';
import {
  closeAccountMessages,
  passwordChangeMessages,
  phoneMessages,
  settingsPageLabels as m,
} from '@naijabid/shared/messages/account-settings';
import { sellerVerificationLabels } from '@naijabid/shared/messages/seller-verification';
import { whatsAppMessages } from '@naijabid/shared/messages/whatsapp';
import { clearQueryCache } from '../../../lib/query';
import { mockFetch, type MockAnswer } from '../../../test/mock-fetch';
import { renderRoute } from '../../../test/render-route';
import SettingsPage from '../settings-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const noPhone = { verifiedNumber: null, pendingNumber: null, resendAfterSeconds: 0 };
const pending = { verifiedNumber: null, pendingNumber: '+2348031234567', resendAfterSeconds: 60 };
const verified = { verifiedNumber: '+2348031234567', pendingNumber: null, resendAfterSeconds: 0 };

function failure(status: number, code: string, message: string, errors?: Record<string, string>): MockAnswer {
  return { status, body: { code, message, detail: message, ...(errors ? { errors } : {}) } };
}

beforeEach(() => {
  localStorage.setItem(TOKEN_STORAGE_KEYS.primary, 'token');
  localStorage.setItem(TOKEN_STORAGE_KEYS.copy, 'token');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  localStorage.clear();
  clearQueryCache();
});

function setup(answers: Parameters<typeof mockFetch>[0]) {
  const calls = mockFetch(answers);
  renderRoute(<SettingsPage />, { path: '/settings' });
  return calls;
}

describe('settings page', () => {
  it('sends a visitor without a session to login', () => {
    localStorage.clear();
    setup({});
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('verifies a phone: the shared message for a bad number, then the SMS code pasted with a space', async () => {
    const calls = setup({
      'GET /me/phone': [{ body: { data: noPhone } }, { body: { data: pending } }, { body: { data: verified } }],
      'POST /me/phone': { body: { message: phoneMessages.codeSent('+234 803 123 4567'), data: pending } },
      'POST /me/phone/verify': { body: { message: phoneMessages.verified, data: verified } },
      'GET /me/whatsapp': [
        { body: { data: { available: false, optedIn: false, phone: null } } },
        { body: { data: { available: true, optedIn: false, phone: '+2348031234567' } } },
      ],
    });
    expect(await screen.findByText(m.phoneNone)).toBeInTheDocument();
    expect(await screen.findByText(whatsAppMessages.needsPhone)).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(m.phoneLabel), '0803 123');
    await user.click(screen.getByRole('button', { name: m.sendCode }));
    expect(await screen.findByText(phoneMessages.phoneInvalid)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(screen.getByLabelText(m.phoneLabel), ' 4567');
    await user.click(screen.getByRole('button', { name: m.sendCode }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(phoneMessages.codeSent('+234 803 123 4567')));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ phone: '+2348031234567' });

    const code = await screen.findByLabelText(m.codeLabel);
    expect(screen.getByRole('button', { name: /Send again in \d+ s/ })).toBeDisabled();
    // Pasted as the SMS app copies it: all six digits stay, the space goes.
    await user.click(code);
    await user.paste('123 456');
    expect(code).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: m.verifyCode }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(phoneMessages.verified));
    expect(calls.find((call) => call.url.endsWith('/me/phone/verify'))!.body).toEqual({ code: '123456' });
    expect(await screen.findByText(m.phoneVerified('+234 803 123 4567'))).toBeInTheDocument();
    // The WhatsApp switch, offered only with a verified number, appears with it.
    expect(await screen.findByRole('switch', { name: new RegExp(whatsAppMessages.switchLabel) })).not.toBeChecked();
  });

  it('puts a number taken by another account under the field', async () => {
    setup({
      'GET /me/phone': { body: { data: noPhone } },
      'POST /me/phone': failure(409, 'phone_taken', phoneMessages.phoneTaken, { phone: phoneMessages.phoneTaken }),
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(m.phoneLabel), '08031234567');
    await user.click(screen.getByRole('button', { name: m.sendCode }));
    expect(await screen.findByText(phoneMessages.phoneTaken)).toBeInTheDocument();
  });

  it('changes the password with the sign-up rules, and shows a wrong current password on its field', async () => {
    const calls = setup({
      'GET /me/phone': { body: { data: verified } },
      'POST /me/password': [
        failure(422, 'password_incorrect', passwordChangeMessages.currentPasswordIncorrect, {
          currentPassword: passwordChangeMessages.currentPasswordIncorrect,
        }),
        { body: { message: passwordChangeMessages.changed, data: {} } },
      ],
    });
    const user = userEvent.setup();
    const current = screen.getByLabelText(m.currentPassword);
    const password = screen.getByLabelText(m.newPassword);
    const confirm = screen.getByLabelText(m.confirmNewPassword);
    await user.type(current, 'old passphrase');
    await user.type(password, 'short');
    await user.type(confirm, 'other');
    await user.click(screen.getByRole('button', { name: m.changePassword }));
    expect(await screen.findByText(validationMessages.passwordTooShort)).toBeInTheDocument();
    expect(screen.getByText(validationMessages.passwordsDoNotMatch)).toBeInTheDocument();

    await user.clear(password);
    await user.type(password, 'a brand new passphrase');
    await user.clear(confirm);
    await user.type(confirm, 'a brand new passphrase');
    await user.click(screen.getByRole('button', { name: m.changePassword }));
    expect(await screen.findByText(passwordChangeMessages.currentPasswordIncorrect)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: m.changePassword }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(passwordChangeMessages.changed));
    expect(calls.at(-1)!.body).toEqual({ currentPassword: 'old passphrase', password: 'a brand new passphrase' });
    expect(current).toHaveValue('');
  });

  it('links to the email preferences', async () => {
    setup({ 'GET /me/phone': { body: { data: verified } } });
    expect(screen.getByRole('link', { name: m.emailLink })).toHaveAttribute('href', '/settings/notifications');
  });

  it('closes the account behind a password dialog: a refusal stays in the dialog, success signs out', async () => {
    const refusal = closeAccountMessages.ordersOpen;
    const calls = setup({
      'GET /me/phone': { body: { data: verified } },
      'POST /me/close': [
        failure(409, 'account_not_closable', refusal),
        { body: { message: closeAccountMessages.closed, data: {} } },
      ],
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: m.closeButton }));
    const dialog = await screen.findByRole('dialog', { name: m.closeConfirmTitle });
    await user.click(within(dialog).getByRole('button', { name: m.closeConfirm }));
    expect(await within(dialog).findByText(passwordChangeMessages.currentPasswordRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(m.closePassword), 'my password');
    await user.click(within(dialog).getByRole('button', { name: m.closeConfirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    await user.click(within(dialog).getByRole('button', { name: m.closeConfirm }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(calls.at(-1)!.body).toEqual({ password: 'my password' });
    expect(toast.success).toHaveBeenCalledWith(closeAccountMessages.closed);
    expect(localStorage.getItem(TOKEN_STORAGE_KEYS.primary)).toBeNull();
  });

  it.each([
    ['seller', true],
    ['buyer', false],
  ] as const)('shows the "Verified seller" card to a %s: %s', async (accountType, shown) => {
    const calls = setup({
      '/me': {
        body: {
          data: {
            user: {
              id: '00000000-0000-4000-8000-000000000001',
              email: 'chiamaka.okafor@example.ng',
              firstName: 'Chiamaka',
              lastName: 'Okafor',
              accountType,
              emailVerified: true,
              createdAt: '2026-01-02T09:30:00.000Z',
              isOperator: false,
            },
          },
        },
      },
      '/me/phone': { body: { data: noPhone } },
      '/me/whatsapp': { body: { data: { available: false, optedIn: false, phone: null } } },
    });
    const verifyLink = () => screen.queryByRole('link', { name: sellerVerificationLabels.settingsLink });
    if (shown) {
      expect(await screen.findByRole('link', { name: sellerVerificationLabels.settingsLink })).toBeVisible();
      return;
    }
    // The card would come with the account's answer: wait until it has been read and shown.
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/me'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(verifyLink()).toBeNull();
  });
});
