import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { walletMessages } from '@naijabid/shared/messages';
import { clientErrorMessages } from '@naijabid/shared/messages';
import { mockFetch } from '../../../test/mock-fetch';
import { renderRoute } from '../../../test/render-route';
import WalletPage from '../wallet-page';
import { deposit, FakeEventSource, hold, renderWallet } from './wallet-test-kit';

afterEach(() => vi.unstubAllGlobals());

describe('wallet page', () => {
  it.each(['/wallet', '/wallet?trxref=nb_abc&reference=nb_abc'])(
    'sends a signed-out visitor at %s to login without calling the API',
    (url) => {
      const calls = mockFetch({});
      renderRoute(<WalletPage />, { path: '/wallet', url });
      expect(screen.getByTestId('location')).toHaveTextContent('/login');
      expect(calls).toHaveLength(0);
    },
  );

  it('shows the available and held balances in naira', async () => {
    const { calls } = renderWallet({ balance: { available: 1_250_000, held: 150_050, currency: 'NGN' } });
    expect(await screen.findByTestId('available-balance')).toHaveTextContent('₦12,500');
    expect(screen.getByTestId('held-balance')).toHaveTextContent('₦1,500.50');
    expect(screen.getByText(walletMessages.heldHint)).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/wallet'))!.headers.Authorization).toBe('Bearer good');
  });

  it('shows what a seller owes NaijaBid only while they owe it', async () => {
    renderWallet({ balance: { available: 0, held: 0, owed: 150_000, currency: 'NGN' } });
    expect(await screen.findByTestId('owed-balance')).toHaveTextContent('₦1,500');
    expect(screen.getByText(walletMessages.owedLabel)).toBeInTheDocument();
    expect(screen.getByText(walletMessages.owedHint)).toBeInTheDocument();
  });

  it('says nothing of debt when the seller owes nothing', async () => {
    renderWallet({ balance: { available: 1_000, held: 0, currency: 'NGN' } });
    await screen.findByTestId('available-balance');
    expect(screen.queryByTestId('owed-balance')).not.toBeInTheDocument();
    expect(screen.queryByText(walletMessages.owedLabel)).not.toBeInTheDocument();
  });

  it('lists one line per movement in plain words, a hold as held, paid or released, adding up to the balances', async () => {
    renderWallet({
      balance: { available: 295_000, held: 200_000, currency: 'NGN' },
      entries: [
        hold('t5', 'bid_security', 200_000, 'held', '2026-03-02T12:00:00.000Z'),
        hold('t4', 'bid_security', 100_000, 'released', '2026-03-02T11:30:00.000Z'),
        hold('t3', 'withdrawal', 100_000, 'paid', '2026-03-02T11:00:00.000Z'),
        { ...deposit('t2', -5_000, '2026-03-02T10:00:00.000Z'), purpose: 'platform_fee' },
        deposit('t1', 700_000, '2026-03-02T09:30:00.000Z'),
      ],
    });
    const rows = within(await screen.findByRole('list', { name: 'History' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Bid security.*−₦2,000Held$/),
      expect.stringMatching(/^Bid security.*₦1,000 returned to your walletReleased$/),
      expect.stringMatching(/^Withdrawal to a bank account.*−₦1,000Paid$/),
      expect.stringMatching(/^Platform fee.*−₦50Completed$/),
      expect.stringMatching(/^Deposit.*\+₦7,000Completed$/),
    ]);
    // The released hold counts nothing: its amount is struck through.
    expect(within(rows[1]!).getByText('₦1,000').tagName).toBe('S');
    expect(within(rows[4]!).getByText(/2 Mar 2026/)).toHaveAttribute('datetime', '2026-03-02T09:30:00.000Z');
    expect(within(rows[4]!).getByText(/10:30\sam/i)).toBeInTheDocument();
  });

  it('ends a history the API cut short with what the earlier movements add up to', async () => {
    renderWallet({
      entries: [deposit('t9', 100_000)],
      earlier: { available: 450_000, held: 50_000 },
    });
    const rows = within(await screen.findByRole('list', { name: 'History' })).getAllByRole('listitem');
    expect(rows.at(-1)!.textContent).toBe(`${walletMessages.earlierLine}+₦4,500${walletMessages.earlierHeld('₦500')}`);
  });

  it("names a sale's money moves in words: a payout and a forfeited winner's security", async () => {
    renderWallet({
      entries: [
        { ...deposit('t2', 3_147_500), purpose: 'order_payout' },
        { ...deposit('t1', 200_000), purpose: 'forfeit_seller_share' },
      ],
    });
    const rows = within(await screen.findByRole('list', { name: 'History' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Sale paid out.*\+₦31,475Completed$/),
      expect.stringMatching(/^Seller's share of a forfeited winner's security.*\+₦2,000Completed$/),
    ]);
  });

  it('says so when there is no history yet', async () => {
    renderWallet();
    expect(await screen.findByText(walletMessages.historyEmpty)).toBeInTheDocument();
  });

  it('shows a failed balance with a retry that loads it again', async () => {
    const { server } = renderWallet({ balance: { status: 503, body: {} } });
    expect(await screen.findByText(clientErrorMessages.status503)).toBeInTheDocument();
    server.balance = { available: 700_000, held: 0, currency: 'NGN' };
    await userEvent.setup().click(screen.getByRole('button', { name: /try again to load your balance/i }));
    expect(await screen.findByTestId('available-balance')).toHaveTextContent('₦7,000');
    expect(screen.queryByText(clientErrorMessages.status503)).not.toBeInTheDocument();
  });

  it('shows the balance and history loading, each on its own', () => {
    renderWallet();
    expect(screen.getByText(walletMessages.loadingBalance)).toBeInTheDocument();
    expect(screen.getByText(walletMessages.loadingHistory)).toBeInTheDocument();
  });

  it('refreshes the balance and history when a deposit is credited while the page is open', async () => {
    const { server } = renderWallet();
    expect(await screen.findByText(walletMessages.historyEmpty)).toBeInTheDocument();
    server.balance = { available: 2_000_000, held: 0, currency: 'NGN' };
    server.entries = [deposit('t9', 2_000_000)];
    FakeEventSource.mine().emit('deposit_credited', { reference: 'nb_transfer', amount: 2_000_000 });
    expect(await screen.findByText('+₦20,000')).toBeInTheDocument();
    expect(screen.getByTestId('available-balance')).toHaveTextContent('₦20,000');
  });

  it.each([
    ['outbid', { listingId: 'a', title: 'PS5 Slim', currentPrice: 61_000_000 }],
    ['won', { listingId: 'a', title: 'PS5 Slim', price: 61_000_000 }],
    ['lost', { listingId: 'a', title: 'PS5 Slim', price: 61_000_000 }],
  ])('refreshes the balances and history on the notice %s, since it moves held security', async (type, event) => {
    const { server } = renderWallet({
      balance: { available: 3_900_000, held: 6_100_000, currency: 'NGN' },
      entries: [hold('t2', 'bid_security', 6_100_000, 'held')],
    });
    expect(await screen.findByTestId('held-balance')).toHaveTextContent('₦61,000');
    const history = await screen.findByRole('list', { name: 'History' });
    expect(within(history).getByText('Held')).toBeInTheDocument();
    server.balance = { available: 10_000_000, held: 0, currency: 'NGN' };
    server.entries = [hold('t2', 'bid_security', 6_100_000, 'released')];
    FakeEventSource.mine().emit(type, event);
    expect(await within(history).findByText('Released')).toBeInTheDocument();
    expect(within(history).queryByText('Held')).not.toBeInTheDocument();
    expect(screen.getByTestId('available-balance')).toHaveTextContent('₦100,000');
    expect(screen.getByTestId('held-balance')).toHaveTextContent('₦0');
  });

  it('lists the deposits with how each stands and how it was paid, in plain words', async () => {
    renderWallet({
      deposits: [
        {
          reference: 'T1',
          amount: 3_000_000,
          status: 'credited',
          channel: 'bank_transfer',
          createdAt: '2026-03-02T09:30:00.000Z',
        },
        {
          reference: 'nb-2',
          amount: 500_000,
          status: 'failed',
          channel: 'card',
          createdAt: '2026-03-01T09:30:00.000Z',
        },
        { reference: 'nb-1', amount: 700_000, status: 'pending', channel: null, createdAt: '2026-02-28T09:30:00.000Z' },
        {
          reference: 'nb-0',
          amount: 600_000,
          status: 'cancelled',
          channel: null,
          createdAt: '2026-02-27T09:30:00.000Z',
        },
      ],
    });
    const rows = within(await screen.findByRole('list', { name: 'Deposits' })).getAllByRole('listitem');
    // A checkout the provider has not reported paid is still the card payment it was started as.
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Bank transfer.*₦30,000Credited$/),
      expect.stringMatching(/^Card.*₦5,000Failed$/),
      expect.stringMatching(/^Card.*₦7,000PendingCancel$/),
      expect.stringMatching(/^Card.*₦6,000Cancelled$/),
    ]);
  });

  it('has the server check pending deposits with the provider on arrival, and shows what that found', async () => {
    const pending = {
      reference: 'nb-9',
      amount: 450_000,
      status: 'pending',
      channel: null,
      createdAt: '2026-03-02T09:30:00.000Z',
    } as const;
    const { calls, server } = renderWallet({
      deposits: [pending],
      extra: {
        // The provider says it was paid: the check credits it, so the balance and the list change.
        // (Answered a moment later, as the server asks the provider first.)
        'POST /wallet/deposits/check-pending': () =>
          new Promise((resolve) =>
            setTimeout(() => {
              server.deposits = [{ ...pending, status: 'credited', channel: 'card' }];
              server.balance = { available: 450_000, held: 0, currency: 'NGN' };
              resolve({ body: { data: { items: server.deposits } } });
            }, 50),
          ),
      },
    });
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Deposits' })).getByRole('listitem').textContent).toMatch(
        /₦4,500Credited$/,
      ),
    );
    await waitFor(() => expect(screen.getByTestId('available-balance')).toHaveTextContent('₦4,500'));
    expect(calls.filter((call) => call.url.endsWith('/wallet/deposits/check-pending'))).toHaveLength(1);
  });

  it('opens the account number for bank transfers only when asked, and copies it', async () => {
    const account = { bankName: 'Test Bank', accountNumber: '0123456789', accountName: 'NAIJABID/OKAFOR CHIAMAKA' };
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { calls } = renderWallet({ extra: { '/wallet/virtual-account': { body: { data: account } } } });
    await screen.findByLabelText('Amount in naira');
    expect(calls.some((call) => call.url.endsWith('/wallet/virtual-account'))).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Bank transfer' }));
    expect(await screen.findByTestId('virtual-account-number')).toHaveTextContent('0123456789');
    expect(screen.getByText('Test Bank')).toBeInTheDocument();
    expect(screen.getByText(account.accountName)).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/wallet/virtual-account'))!.method).toBe('POST');
    await userEvent.click(screen.getByRole('button', { name: 'Copy account number' }));
    expect(writeText).toHaveBeenCalledWith('0123456789');
    expect(await screen.findByText(walletMessages.copied('Account number'))).toBeInTheDocument();
  });
});
