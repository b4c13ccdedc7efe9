import type { WalletBalance, WalletEntry } from '@naijabid/shared/schemas/wallet';
import { FakeEventSource } from '../../../test/fake-event-source';
import { storeAccessToken } from '../../../lib/token-storage';
import { mockFetch, type MockAnswer } from '../../../test/mock-fetch';
import { renderRoute } from '../../../test/render-route';
import WalletPage from '../wallet-page';

export { FakeEventSource } from '../../../test/fake-event-source';

export const deposit = (id: string, amount: number, createdAt = '2026-03-02T09:30:00.000Z'): WalletEntry => ({
  id,
  purpose: 'deposit',
  amount,
  phase: 'posted',
  createdAt,
});

/**
 * Signs in and shows /wallet at `url`. The balance and history answers can be changed
 * between reads, as the server's would be after a credit.
 */
export function renderWallet({
  url = '/wallet',
  balance = { available: 0, held: 0, currency: 'NGN' },
  entries = [],
  extra = {},
}: {
  url?: string;
  balance?: WalletBalance | MockAnswer;
  entries?: WalletEntry[];
  extra?: Record<string, MockAnswer | MockAnswer[]>;
} = {}) {
  storeAccessToken('good');
  FakeEventSource.install();
  const server = { balance, entries };
  const answerOf = (value: WalletBalance | MockAnswer): MockAnswer => ('available' in value ? { body: { data: value } } : value);
  const calls = mockFetch({
    '/wallet': async () => answerOf(server.balance),
    '/wallet/transactions': async () => ({ body: { data: { items: server.entries } } }),
    ...extra,
  });
  const view = renderRoute(<WalletPage />, { path: '/wallet', url });
  return { calls, server, view };
}
