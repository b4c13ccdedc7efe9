import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { TOKEN_STORAGE_KEYS } from '@naijabid/shared/constants';
import { whatsAppMessages as m } from '@naijabid/shared/messages/whatsapp';
import { clearQueryCache } from '../../../lib/query';
import { mockFetch } from '../../../test/mock-fetch';
import { renderRoute } from '../../../test/render-route';
import { WhatsAppSection } from '../components/whatsapp-section';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const PHONE = '+2348031234567';

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

describe('WhatsApp alerts in Settings', () => {
  it('offers no switch without a verified phone, and says why', async () => {
    mockFetch({ 'GET /me/whatsapp': { body: { data: { available: false, optedIn: false, phone: null } } } });
    renderRoute(<WhatsAppSection />, { path: '/settings' });
    expect(await screen.findByText(m.needsPhone)).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('turns alerts on with a verified phone, saved at once', async () => {
    const calls = mockFetch({
      'GET /me/whatsapp': { body: { data: { available: true, optedIn: false, phone: PHONE } } },
      'PUT /me/whatsapp': { body: { message: m.optedIn, data: { available: true, optedIn: true, phone: PHONE } } },
    });
    renderRoute(<WhatsAppSection />, { path: '/settings' });
    const toggle = await screen.findByRole('switch', { name: new RegExp(m.switchLabel) });
    expect(toggle).not.toBeChecked();
    expect(screen.getByText('+234 803 123 4567')).toBeInTheDocument();
    await userEvent.setup().click(toggle);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(m.optedIn, { id: 'whatsapp-settings' }));
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({ optedIn: true });
    expect(screen.getByRole('switch')).toBeChecked();
  });
});
