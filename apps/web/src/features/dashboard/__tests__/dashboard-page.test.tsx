import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { serverMessages } from '@naijabid/shared/messages';
import { mockFetch } from '../../../test/mock-fetch';
import { renderRoute } from '../../../test/render-route';
import { storeAccessToken } from '../../../lib/token-storage';
import { setUnauthorizedHandler } from '../../../lib/unauthorized';
import DashboardPage from '../dashboard-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const goToLogin = vi.fn();
beforeEach(() => {
  goToLogin.mockReset();
  setUnauthorizedHandler(goToLogin);
  window.history.replaceState(null, '', '/dashboard');
});
afterEach(() => vi.unstubAllGlobals());

const user = {
  id: 'u1',
  email: 'ada@example.ng',
  firstName: 'Ada',
  lastName: 'Obi',
  accountType: 'seller',
  emailVerified: true,
  isOperator: false,
  createdAt: '2026-01-01T00:00:00Z',
};

describe('dashboard', () => {
  it('sends a visitor without a token to login', () => {
    const calls = mockFetch({});
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(calls).toHaveLength(0);
  });

  it('shows the signed-in user and account type', async () => {
    storeAccessToken('good');
    const calls = mockFetch({ '/me': { body: { data: { user } } } });
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    expect(await screen.findByText('Ada Obi')).toBeInTheDocument();
    expect(screen.getByText('Seller account')).toBeInTheDocument();
    expect(calls[0]!.headers.Authorization).toBe('Bearer good');
  });

  it('leads a seller to the listing form and their listings', async () => {
    storeAccessToken('good');
    mockFetch({ '/me': { body: { data: { user } } } });
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    expect(await screen.findByRole('link', { name: 'New listing' })).toHaveAttribute('href', '/sell/new');
    expect(screen.getByRole('link', { name: 'My listings' })).toHaveAttribute('href', '/sell/listings');
    expect(screen.queryByRole('button', { name: 'Become a seller' })).not.toBeInTheDocument();
  });

  it('lets a buyer become a seller', async () => {
    storeAccessToken('good');
    const calls = mockFetch({
      '/me': { body: { data: { user: { ...user, accountType: 'buyer' } } } },
      '/me/become-seller': { body: { message: serverMessages.becameSeller, data: { user } } },
    });
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    expect(await screen.findByText('Buyer account')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Become a seller' }));
    expect(await screen.findByText('Seller account')).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/me/become-seller'))!.method).toBe('POST');
    expect(toast.success).toHaveBeenCalledWith(serverMessages.becameSeller);
    expect(screen.getByRole('link', { name: 'New listing' })).toBeInTheDocument();
  });

  it('shows why a switch to selling was refused, and stays a buyer', async () => {
    storeAccessToken('good');
    const message = 'Please verify your email before listing items.';
    mockFetch({
      '/me': { body: { data: { user: { ...user, accountType: 'buyer' } } } },
      '/me/become-seller': { status: 409, body: { code: 'conflict', message, detail: message } },
    });
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Become a seller' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message));
    expect(screen.getByText('Buyer account')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Become a seller' })).toBeEnabled();
  });

  it('says when the account cannot be loaded, and tries again', async () => {
    storeAccessToken('good');
    mockFetch({
      '/me': [
        { status: 503, body: { code: 'unavailable', message: 'Try again shortly.', detail: 'Try again shortly.' } },
        { body: { data: { user } } },
      ],
    });
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again shortly.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Ada Obi')).toBeInTheDocument();
  });

  it('ends a rejected session: tokens removed and the user sent to login', async () => {
    storeAccessToken('expired');
    mockFetch({
      '/me': {
        status: 401,
        body: { code: 'unauthenticated', message: 'Your session has ended.', detail: 'Your session has ended.' },
      },
    });
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    await waitFor(() => expect(goToLogin).toHaveBeenCalledOnce());
    expect(localStorage.getItem('user_access_token')).toBeNull();
    expect(localStorage.getItem('jwt_token')).toBeNull();
  });
});
