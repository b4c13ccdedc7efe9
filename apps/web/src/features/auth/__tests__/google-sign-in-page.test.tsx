import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { toastMessages } from '@naijabid/shared/messages';
import { googleSignInFailures, googleSignInMessages } from '@naijabid/shared/messages/google-sign-in';
import { mockFetch, type MockAnswer } from '../../../test/mock-fetch';
import { renderRoute } from '../../../test/render-route';
import GoogleSignInPage from '../google-sign-in-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const user = {
  id: '7d8f1f0e-3a43-4a5e-9a57-6c1b8f0c2d11',
  email: 'ada@example.ng',
  firstName: 'Ada',
  lastName: 'Obi',
  accountType: 'buyer',
  emailVerified: true,
  createdAt: '2026-11-26T10:00:00.000Z',
};
const session = {
  accessToken: 'access',
  token: 'copy',
  expiresAt: '2026-11-26T11:00:00.000Z',
  firstSignIn: false,
  user,
};

function setup(url: string, answers: Record<string, MockAnswer | MockAnswer[]> = {}) {
  const calls = mockFetch(answers);
  renderRoute(<GoogleSignInPage />, { path: '/google-sign-in', url });
  return { calls, user: userEvent.setup() };
}

describe('the page a Google sign-in comes back to', () => {
  it('exchanges the ticket once, stores the session under both keys and goes to the dashboard', async () => {
    const { calls } = setup('/google-sign-in#ticket=abc', {
      '/auth/google/continue': { body: { message: 'ok', data: { status: 'signed_in', session } } },
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(calls.filter((call) => call.url.endsWith('/auth/google/continue'))).toEqual([
      expect.objectContaining({ method: 'POST', body: { ticket: 'abc' } }),
    ]);
    expect(localStorage.getItem('user_access_token')).toBe('access');
    expect(localStorage.getItem('jwt_token')).toBe('copy');
    expect(toast.success).toHaveBeenCalledWith(toastMessages.loginSuccess);
  });

  it('asks an existing account’s password before linking, showing a wrong one on its field', async () => {
    const wrong = googleSignInMessages.passwordIncorrect;
    const { calls, user: person } = setup('/google-sign-in#ticket=abc', {
      '/auth/google/continue': { body: { message: 'x', data: { status: 'link_required', email: 'ada@example.ng' } } },
      '/auth/google/link-with-password': [
        {
          status: 422,
          body: { code: 'password_incorrect', message: wrong, detail: wrong, errors: { password: wrong } },
        },
        { body: { message: googleSignInMessages.linked, data: session } },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Link Google to your account' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.ng')).toBeInTheDocument();
    expect(localStorage.getItem('user_access_token')).toBeNull();

    await person.type(screen.getByLabelText('Account password'), 'nope');
    await person.click(screen.getByRole('button', { name: 'Link with password' }));
    expect(await screen.findByText(wrong)).toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Link with password' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(calls.at(-1)).toMatchObject({ body: { ticket: 'abc', password: 'nope' } });
    expect(localStorage.getItem('user_access_token')).toBe('access');
  });

  it('links with a code mailed to the account, pasted with a space', async () => {
    const { calls, user: person } = setup('/google-sign-in#ticket=abc', {
      '/auth/google/continue': { body: { message: 'x', data: { status: 'link_required', email: 'ada@example.ng' } } },
      '/auth/google/link-code': { body: { message: googleSignInMessages.linkCodeSent, data: {} } },
      '/auth/google/link-with-code': { body: { message: googleSignInMessages.linked, data: session } },
    });
    await person.click(await screen.findByRole('button', { name: 'Email me a code' }));
    await person.click(await screen.findByLabelText('Code from the email'));
    await person.paste('123 456');
    await person.click(screen.getByRole('button', { name: 'Link with code' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(calls.at(-1)).toMatchObject({ body: { ticket: 'abc', code: '123456' } });
  });

  it('says why a sign-in was refused, with a way back to login', () => {
    setup('/google-sign-in?error=nonce_mismatch');
    expect(screen.getByRole('alert')).toHaveTextContent(googleSignInFailures.nonce_mismatch);
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  it('falls back to the generic sentence for an unknown reason', () => {
    setup('/google-sign-in?error=toString');
    expect(screen.getByRole('alert')).toHaveTextContent(googleSignInFailures.failed);
  });
});
