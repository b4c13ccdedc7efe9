import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { serverMessages, toastMessages, validationMessages as v } from '@naijabid/shared/messages';
import { loginLabels as m } from '@naijabid/shared/messages/auth';
import { mockFetch, type MockAnswer } from '../../../test/mock-fetch';
import { renderRoute } from '../../../test/render-route';
import LoginPage, { afterLoginPath } from '../login-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

beforeEach(() => {
  window.history.replaceState(null, '', '/login');
});
afterEach(() => vi.unstubAllGlobals());

function setup(loginAnswer: MockAnswer | MockAnswer[] = {}) {
  const calls = mockFetch({ '/auth/providers': { body: { data: { google: false } } }, '/auth/login': loginAnswer });
  const user = userEvent.setup();
  renderRoute(<LoginPage />, { path: '/login' });
  return { user, calls };
}

async function logIn(user: ReturnType<typeof userEvent.setup>, email = 'ada@example.ng', password = 'correct horse') {
  await user.type(screen.getByLabelText('Email address'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

const failure = (status: number, message: string) => ({ status, body: { code: 'x', message, detail: message } });

describe('login', () => {
  it('offers a way back in for a forgotten password', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/forgot-password');
  });

  it('validates on submit, then again on every change', async () => {
    const { user, calls } = setup();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(v.loginEmailInvalid)).toBeInTheDocument();
    expect(screen.getByText(v.passwordRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email address'), 'ada@example.ng');
    await waitFor(() => expect(screen.queryByText(v.loginEmailInvalid)).not.toBeInTheDocument());
    expect(calls.some((call) => call.url.endsWith('/auth/login'))).toBe(false);
  });

  it('stores accessToken and token, toasts and opens the dashboard', async () => {
    const { user, calls } = setup({
      body: {
        message: 'ok',
        data: {
          accessToken: 'access-1',
          token: 'token-1',
          expiresAt: '2030-01-01T00:00:00Z',
          firstSignIn: false,
          user: {},
        },
      },
    });
    await logIn(user);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(localStorage.getItem('user_access_token')).toBe('access-1');
    expect(localStorage.getItem('jwt_token')).toBe('token-1');
    expect(toast.success).toHaveBeenCalledWith(toastMessages.loginSuccess);
    expect(calls.find((call) => call.url.endsWith('/auth/login'))!.body).toEqual({
      email: 'ada@example.ng',
      password: 'correct horse',
    });
  });

  it('welcomes a new account on its first login, not back', async () => {
    const { user } = setup({
      body: {
        data: { accessToken: 'a', token: 'a', expiresAt: '2030-01-01T00:00:00Z', firstSignIn: true, user: {} },
      },
    });
    await logIn(user);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(toastMessages.firstLoginSuccess));
    expect(toastMessages.firstLoginSuccess).not.toMatch(/back/i);
  });

  it('goes back to the page that sent the user to log in (Place Bid does)', async () => {
    mockFetch({
      '/auth/providers': { body: { data: { google: false } } },
      '/auth/login': {
        body: { data: { accessToken: 'access-1', token: 'token-1', expiresAt: '2030-01-01T00:00:00Z', user: {} } },
      },
    });
    function Where() {
      return <output data-testid="location">{useLocation().pathname}</output>;
    }
    render(
      <MemoryRouter initialEntries={[{ pathname: '/login', state: { from: '/auctions/a1?tab=bids' } }]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    await logIn(userEvent.setup());
    expect(await screen.findByTestId('location')).toHaveTextContent('/auctions/a1');
  });

  it('saves the heart a visitor tapped before logging in, then opens its item', async () => {
    const calls = mockFetch({
      '/auth/providers': { body: { data: { google: false } } },
      '/auth/login': {
        body: {
          data: { accessToken: 'a', token: 'a', expiresAt: '2030-01-01T00:00:00Z', firstSignIn: false, user: {} },
        },
      },
      'PUT /me/watchlist/a1': { body: { data: { watching: true, watchers: 1 } } },
    });
    function Where() {
      return <output data-testid="location">{useLocation().pathname}</output>;
    }
    render(
      <MemoryRouter initialEntries={[{ pathname: '/login', state: { from: '/auctions/a1', watch: 'a1' } }]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    await logIn(userEvent.setup());
    expect(await screen.findByTestId('location')).toHaveTextContent('/auctions/a1');
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.url)).toEqual([
      expect.stringMatching(/\/me\/watchlist\/a1$/),
    ]);
  });

  it('returns only to paths of this site', () => {
    expect(afterLoginPath({ from: '/auctions/a1' })).toBe('/auctions/a1');
    expect(afterLoginPath({ from: '//evil.example/x' })).toBe('/dashboard');
    expect(afterLoginPath({ from: 'https://evil.example/' })).toBe('/dashboard');
    expect(afterLoginPath(null)).toBe('/dashboard');
  });

  it('sends an unverified account to verify with its email', async () => {
    const { user } = setup(failure(409, 'Please verify your account to continue.'));
    await logIn(user, 'new@example.ng');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/verify?email=new%40example.ng'));
    expect(toast.error).toHaveBeenCalledWith(toastMessages.accountNotVerifiedTitle, {
      description: toastMessages.accountNotVerifiedDescription,
    });
  });

  it('shows the server message on a refused login and stays', async () => {
    const { user } = setup(failure(401, 'Incorrect email or password.'));
    await logIn(user);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(toastMessages.loginFailedTitle, {
        description: 'Incorrect email or password.',
      }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(localStorage.getItem('user_access_token')).toBeNull();
  });

  it('asks for the mailed code past the account-wide limit, then logs in with it', async () => {
    const { user, calls } = setup([
      { status: 409, body: { code: 'login_code_required', message: serverMessages.loginCodeRequired } },
      { body: { data: { accessToken: 'access-2', token: 'token-2', expiresAt: '2030-01-01T00:00:00Z', user: {} } } },
    ]);
    expect(screen.queryByLabelText(m.unlockCode)).not.toBeInTheDocument();
    await logIn(user);
    expect(await screen.findByText(serverMessages.loginCodeRequired)).toHaveAttribute('role', 'status');
    await waitFor(() => expect(screen.getByLabelText(m.unlockCode)).toHaveFocus());
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(v.verificationCodeLength)).toBeInTheDocument();
    await user.type(screen.getByLabelText(m.unlockCode), '263 052');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(localStorage.getItem('user_access_token')).toBe('access-2');
    expect(calls.filter((call) => call.url.endsWith('/auth/login')).map((call) => call.body)).toEqual([
      { email: 'ada@example.ng', password: 'correct horse' },
      { email: 'ada@example.ng', password: 'correct horse', unlockCode: '263052' },
    ]);
  });

  it('falls back to the spec sentence when the server says nothing', async () => {
    const { user } = setup({ status: 500 });
    await logIn(user);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(toastMessages.loginFailedFallback));
  });
});
