import type { PublicUser } from '@naijabid/shared/schemas/auth';
import type { Deposit, WalletBalance, WalletEntry, WalletHistory } from '@naijabid/shared/schemas/wallet';
import { FakeEventSource } from '../../../test/fake-event-source';
import { storeAccessToken } from '../../../lib/token-storage';
import { mockFetch, type MockAnswer, type RecordedCall } from '../../../test/mock-fetch';
import { renderRoute } from '../../../test/render-route';
import WalletPage from '../wallet-page';

export { FakeEventSource } from '../../../test/fake-event-source';

/** A uuid, as the API's entry ids are, told apart by a short label. */
export const entryId = (label: string) =>
  `00000000-0000-4000-8000-${[...label]
    .map((char) => char.charCodeAt(0).toString(16))
    .join('')
    .padStart(12, '0')
    .slice(-12)}`;

export const deposit = (label: string, amount: number, createdAt = '2026-03-02T09:30:00.000Z'): WalletEntry => ({
  id: entryId(label),
  purpose: 'deposit',
  amount,
  held: 0,
  holdAmount: null,
  status: 'completed',
  createdAt,
  settledAt: null,
});

/** A hold of `amount` kobo, held, paid or released, as the API lists it. */
export const hold = (
  label: string,
  purpose: string,
  amount: number,
  status: 'held' | 'paid' | 'released',
  createdAt = '2026-03-02T10:00:00.000Z',
): WalletEntry => ({
  id: entryId(label),
  purpose,
  amount: status === 'released' ? 0 : -amount,
  held: status === 'held' ? amount : 0,
  holdAmount: amount,
  status,
  createdAt,
  settledAt: status === 'held' ? null : '2026-03-02T13:00:00.000Z',
});

/** Whose wallet it is: the bank's name for their accounts is compared with this name. */
export const signedInUser: PublicUser = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'chiamaka.okafor@example.ng',
  firstName: 'Chiamaka',
  lastName: 'Okafor',
  accountType: 'buyer',
  emailVerified: true,
  createdAt: '2026-01-02T09:30:00.000Z',
  isOperator: false,
};

type Answered<T> = T | MockAnswer | (() => Promise<MockAnswer>);

function answerOf<T extends object>(value: Answered<T>): Promise<MockAnswer> {
  if (typeof value === 'function') return value();
  // A deposit has a `status` of its own, in words; a mock answer's is a number.
  const isAnswer = 'body' in value || typeof (value as { status?: unknown }).status === 'number';
  return Promise.resolve(isAnswer ? value : { body: { data: value } });
}

/**
 * Signs in and shows /wallet at `url`. The balance, history and deposit status answers can be
 * changed between reads, as the server's would be after a credit. The deposit status, if
 * given, is served for the `reference` in `url`.
 */
export function renderWallet({
  url = '/wallet',
  balance = { available: 0, held: 0, currency: 'NGN' },
  entries = [],
  earlier = null,
  depositStatus,
  deposits = [],
  extra = {},
}: {
  url?: string;
  balance?: Answered<WalletBalance>;
  entries?: WalletEntry[];
  earlier?: WalletHistory['earlier'];
  depositStatus?: Answered<Deposit>;
  deposits?: Deposit[];
  extra?: Record<string, MockAnswer | MockAnswer[] | (() => Promise<MockAnswer>)>;
} = {}) {
  storeAccessToken('good');
  FakeEventSource.install();
  const server = { balance, entries, earlier, depositStatus, deposits };
  const reference = new URLSearchParams(url.split('?')[1]).get('reference');
  const statusPath = reference && depositStatus ? `/wallet/deposits/${reference}` : undefined;
  const arrivalChecks: RecordedCall[] = [];
  const calls = mockFetch({
    '/wallet': () => answerOf(server.balance),
    '/wallet/transactions': async () => ({ body: { data: { items: server.entries, earlier: server.earlier } } }),
    '/wallet/deposits': async () => ({ body: { data: { items: server.deposits } } }),
    // Asked once on arrival. Counted apart (`arrivalChecks`), so a test of the page's own
    // actions sees only the calls those make.
    'POST /wallet/deposits/check-pending': async () => {
      arrivalChecks.push(calls.pop()!);
      return { body: { data: { items: server.deposits } } };
    },
    '/banks': { body: { data: { items: [{ code: '058', name: 'Guaranty Trust Bank' }] } } },
    '/me/bank-accounts': { body: { data: { items: [] } } },
    '/wallet/withdrawals': { body: { data: { items: [] } } },
    '/me': { body: { data: { user: signedInUser } } },
    '/me/phone': { body: { data: { verifiedNumber: '+2348031234567', pendingNumber: null, resendAfterSeconds: 0 } } },
    ...(statusPath ? { [statusPath]: () => answerOf(server.depositStatus!) } : {}),
    ...extra,
  });
  const view = renderRoute(<WalletPage />, { path: '/wallet', url });
  const statusReads = () => calls.filter((call) => call.url.includes('/wallet/deposits/')).length;
  return { calls, arrivalChecks, server, view, statusReads };
}
