import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { walletMessages } from '@naijabid/shared/messages';
import { recallDeposit, rememberDeposit } from '../pending-deposit';
import { DEPOSIT_RECHECK } from '../use-deposit-return';
import { deposit, FakeEventSource, renderWallet } from './wallet-test-kit';

beforeEach(() => {
  sessionStorage.clear();
  rememberDeposit({ reference: 'nb_abc', amount: 500_000, earlierDepositIds: ['old'] });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const earlier = deposit('old', 500_000, '2026-02-01T09:00:00.000Z');
const credited = deposit('new', 500_000, '2026-03-02T09:30:00.000Z');

describe('back from the payment page', () => {
  it('says the wallet is credited when the credit is already in the history, and clears the address', async () => {
    renderWallet({ url: '/wallet?deposit=success&reference=nb_abc', balance: { available: 1_000_000, held: 0, currency: 'NGN' }, entries: [credited, earlier] });
    expect(await screen.findByText(walletMessages.depositCredited('₦5,000'))).toBeInTheDocument();
    expect(screen.queryByText(walletMessages.depositReceived)).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/wallet$/);
    expect(recallDeposit('nb_abc')).toBeUndefined();
  });

  it('says the payment is being credited until the live credit arrives, then shows it', async () => {
    const { server } = renderWallet({ url: '/wallet?deposit=success&reference=nb_abc', entries: [earlier] });
    expect(await screen.findByText(walletMessages.depositReceived)).toBeInTheDocument();
    await screen.findByText('+₦5,000');
    expect(screen.getByTestId('available-balance')).toHaveTextContent('₦0');

    server.balance = { available: 500_000, held: 0, currency: 'NGN' };
    server.entries = [credited, earlier];
    FakeEventSource.mine().emit('deposit_credited', { reference: 'nb_abc', amount: 500_000 });

    expect(await screen.findByText(walletMessages.depositCredited('₦5,000'))).toBeInTheDocument();
    expect(screen.queryByText(walletMessages.depositReceived)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('+₦5,000')).toHaveLength(2));
    expect(screen.getByTestId('available-balance')).toHaveTextContent('₦5,000');
  });

  it('keeps waiting when another deposit is credited', async () => {
    renderWallet({ url: '/wallet?deposit=success&reference=nb_abc', entries: [earlier] });
    expect(await screen.findByText(walletMessages.depositReceived)).toBeInTheDocument();
    FakeEventSource.mine().emit('deposit_credited', { reference: 'nb_other', amount: 500_000 });
    await act(() => Promise.resolve());
    expect(screen.getByText(walletMessages.depositReceived)).toBeInTheDocument();
    expect(screen.queryByText(walletMessages.depositCredited('₦5,000'))).not.toBeInTheDocument();
  });

  it('settles from the live credit alone when the deposit was not remembered (another tab)', async () => {
    sessionStorage.clear();
    renderWallet({ url: '/wallet?deposit=success&reference=nb_xyz', entries: [credited] });
    expect(await screen.findByText(walletMessages.depositReceived)).toBeInTheDocument();
    FakeEventSource.mine().emit('deposit_credited', { reference: 'nb_xyz', amount: 250_000 });
    expect(await screen.findByText(walletMessages.depositCredited('₦2,500'))).toBeInTheDocument();
  });

  it('reads the wallet again while waiting, and finds a credit whose live event was missed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { server } = renderWallet({ url: '/wallet?deposit=success&reference=nb_abc', entries: [earlier] });
    expect(await screen.findByText(walletMessages.depositReceived)).toBeInTheDocument();
    server.entries = [credited, earlier];
    await act(() => vi.advanceTimersByTimeAsync(DEPOSIT_RECHECK.intervalMs));
    expect(await screen.findByText(walletMessages.depositCredited('₦5,000'))).toBeInTheDocument();
  });

  it('stops reading the wallet again after the last recheck', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = renderWallet({ url: '/wallet?deposit=success&reference=nb_abc', entries: [earlier] });
    expect(await screen.findByText(walletMessages.depositReceived)).toBeInTheDocument();
    const reads = () => calls.filter((call) => call.url.endsWith('/wallet')).length;
    for (let step = 0; step < DEPOSIT_RECHECK.times + 3; step += 1) {
      await act(() => vi.advanceTimersByTimeAsync(DEPOSIT_RECHECK.intervalMs));
    }
    expect(reads()).toBe(1 + DEPOSIT_RECHECK.times);
  });

  it('tells the user when the provider has not confirmed the payment yet', async () => {
    renderWallet({ url: '/wallet?deposit=pending&reference=nb_abc', entries: [earlier] });
    expect(await screen.findByText(walletMessages.depositAwaitingProvider)).toBeInTheDocument();
  });

  it('says a failed payment added nothing, and forgets the deposit', async () => {
    renderWallet({ url: '/wallet?deposit=failed&reference=nb_abc', entries: [earlier] });
    expect(await screen.findByRole('alert')).toHaveTextContent(walletMessages.depositFailed);
    expect(screen.queryByText(walletMessages.depositReceived)).not.toBeInTheDocument();
    expect(recallDeposit('nb_abc')).toBeUndefined();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/wallet$/);
  });

  it('shows no banner for an address without a payment outcome', async () => {
    renderWallet({ url: '/wallet?deposit=maybe&reference=nb_abc' });
    await screen.findByText(walletMessages.historyEmpty);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(walletMessages.depositReceived)).not.toBeInTheDocument();
  });
});
