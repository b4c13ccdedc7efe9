import { afterEach, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch } from '../../../test/mock-fetch';
import { renderRoute } from '../../../test/render-route';
import { storeAccessToken } from '../../../lib/token-storage';
import DashboardPage from '../dashboard-page';
import { buyer, myBid } from './fixtures';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
afterEach(() => vi.unstubAllGlobals());

// A file of its own: the server clock offset is learned once per page load (module).
it('counts down by the server clock, not the phone clock', async () => {
  storeAccessToken('good');
  const bid = myBid('leading', {
    title: 'Tecno Camon 30',
    endsAt: new Date(Date.now() + 2 * 3_600_000 + 5 * 60_000).toISOString(),
  });
  const serverAnHourAhead = new Date(Date.now() + 3_600_000).toUTCString();
  mockFetch({
    '/health': { headers: { Date: serverAnHourAhead } },
    '/me': { body: { data: { user: buyer } } },
    '/wallet': { body: { data: { available: 0, held: 0, currency: 'NGN' } } },
    '/me/bids': { body: { data: { items: [bid] } } },
  });
  renderRoute(<DashboardPage />, { path: '/dashboard' });
  const card = within((await screen.findByRole('link', { name: 'Tecno Camon 30' })).closest('li')!);
  await waitFor(() => expect(card.getByRole('timer')).toHaveTextContent(/^1h 0[45]m$/));
});
