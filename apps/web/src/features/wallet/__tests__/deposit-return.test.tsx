import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { serverMessages, walletMessages } from '@naijabid/shared/messages';
import type { Deposit } from '@naijabid/shared/schemas/wallet';
import type { MockAnswer } from '../../../test/mock-fetch';
import { DEPOSIT_STATUS_REREADS_MS } from '../use-deposit-return';
import { deposit, FakeEventSource, renderWallet } from './wallet-test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const earlier = deposit('old', 500_000, '2026-02-01T09:00:00.000Z');
const credited = deposit('new', 500_000, '2026-03-02T09:30:00.000Z');
const notYet: Deposit = {
  reference: 'nb_abc',
  amount: 500_000,
  status: 'pending',
  channel: null,
  createdAt: '2026-03-02T09:29:00.000Z',
};
const done: Deposit = { ...notYet, status: 'credited', channel: 'card' };
const failed: Deposit = { ...notYet, status: 'failed', channel: 'card' };
/** Where Paystack's checkout sends the user back. */
const returned = '/wallet?trxref=nb_abc&reference=nb_abc';

/** A deposit status answer held back until the test releases it. */
function heldAnswer() {
  let release: (answer: MockAnswer) => void = () => undefined;
  const answer = new Promise<MockAnswer>((resolve) => (release = resolve));
  return {
    answer: () => answer,
    release: (status: Deposit) => act(async () => release({ body: { data: status } })),
  };
}

/** Lets every timer of the re-reads run, and more. */
async function waitOutTheRereads() {
  for (const delay of DEPOSIT_STATUS_REREADS_MS) await act(() => vi.advanceTimersByTimeAsync(delay));
  await act(() => vi.advanceTimersByTimeAsync(60_000));
}

describe('back from the payment page', () => {
  it('says the wallet is credited when the server has already credited the deposit, reads no more, and clears the address', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls, statusReads } = renderWallet({
      url: returned,
      balance: { available: 1_000_000, held: 0, currency: 'NGN' },
      entries: [credited, earlier],
      depositStatus: { ...done, amount: 750_000 },
    });
    expect(await screen.findByText(walletMessages.depositCredited('₦7,500'))).toBeInTheDocument();
    expect(screen.queryByText(walletMessages.depositAwaitingProvider)).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/wallet$/);
    const read = calls.find((call) => call.url.includes('/wallet/deposits/'))!;
    expect(read.url).toMatch(/\/api\/v1\/wallet\/deposits\/nb_abc$/);
    expect(read.headers.Authorization).toBe('Bearer good');
    await waitOutTheRereads();
    expect(statusReads()).toBe(1);
  });

  it('shows the new balance when the credit landed after the balance was read', async () => {
    const held = heldAnswer();
    const { server } = renderWallet({ url: returned, entries: [earlier], depositStatus: held.answer });
    await waitFor(() => expect(screen.getByTestId('available-balance')).toHaveTextContent('₦0'));
    server.balance = { available: 500_000, held: 0, currency: 'NGN' };
    server.entries = [credited, earlier];
    await held.release(done);
    expect(await screen.findByText(walletMessages.depositCredited('₦5,000'))).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('available-balance')).toHaveTextContent('₦5,000'));
    expect(screen.getAllByText('+₦5,000')).toHaveLength(2);
  });

  it('says the payment is being credited until the live credit arrives, then shows it and reads no more', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { server, statusReads } = renderWallet({ url: returned, entries: [earlier], depositStatus: notYet });
    expect(await screen.findByText(walletMessages.depositAwaitingProvider)).toBeInTheDocument();
    await screen.findByText('+₦5,000');
    expect(screen.getByTestId('available-balance')).toHaveTextContent('₦0');
    expect(statusReads()).toBe(1);

    server.balance = { available: 500_000, held: 0, currency: 'NGN' };
    server.entries = [credited, earlier];
    FakeEventSource.mine().emit('deposit_credited', { reference: 'nb_abc', amount: 500_000 });

    expect(await screen.findByText(walletMessages.depositCredited('₦5,000'))).toBeInTheDocument();
    expect(screen.queryByText(walletMessages.depositAwaitingProvider)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('+₦5,000')).toHaveLength(2));
    expect(screen.getByTestId('available-balance')).toHaveTextContent('₦5,000');
    await waitOutTheRereads();
    expect(statusReads()).toBe(1);
  });

  it('drops a status read that was under way when the live credit came', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const held = heldAnswer();
    const { statusReads } = renderWallet({ url: returned, depositStatus: held.answer });
    expect(await screen.findByText(walletMessages.depositAwaitingProvider)).toBeInTheDocument();
    FakeEventSource.mine().emit('deposit_credited', { reference: 'nb_abc', amount: 500_000 });
    expect(await screen.findByText(walletMessages.depositCredited('₦5,000'))).toBeInTheDocument();
    await held.release(notYet);
    await waitOutTheRereads();
    expect(screen.getByText(walletMessages.depositCredited('₦5,000'))).toBeInTheDocument();
    expect(statusReads()).toBe(1);
  });

  it('keeps waiting when another deposit is credited', async () => {
    renderWallet({ url: returned, entries: [earlier], depositStatus: notYet });
    expect(await screen.findByText(walletMessages.depositAwaitingProvider)).toBeInTheDocument();
    FakeEventSource.mine().emit('deposit_credited', { reference: 'nb_other', amount: 500_000 });
    await act(() => Promise.resolve());
    expect(screen.getByText(walletMessages.depositAwaitingProvider)).toBeInTheDocument();
    expect(screen.queryByText(walletMessages.depositCredited('₦5,000'))).not.toBeInTheDocument();
  });

  it('reads the status again while waiting, and finds a credit whose live event was missed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { server } = renderWallet({ url: returned, entries: [earlier], depositStatus: notYet });
    expect(await screen.findByText(walletMessages.depositAwaitingProvider)).toBeInTheDocument();
    await screen.findByText('+₦5,000');
    server.depositStatus = done;
    server.balance = { available: 500_000, held: 0, currency: 'NGN' };
    server.entries = [credited, earlier];
    await act(() => vi.advanceTimersByTimeAsync(DEPOSIT_STATUS_REREADS_MS[0]));
    expect(await screen.findByText(walletMessages.depositCredited('₦5,000'))).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('available-balance')).toHaveTextContent('₦5,000'));
    expect(screen.getAllByText('+₦5,000')).toHaveLength(2);
  });

  it('reads the status again after growing delays, six times in all, then leaves it to the live event', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { statusReads } = renderWallet({ url: returned, depositStatus: notYet });
    expect(await screen.findByText(walletMessages.depositAwaitingProvider)).toBeInTheDocument();
    await waitFor(() => expect(statusReads()).toBe(1));
    for (const [index, delay] of DEPOSIT_STATUS_REREADS_MS.entries()) {
      await act(() => vi.advanceTimersByTimeAsync(delay / 2));
      expect(statusReads()).toBe(index + 1);
      await act(() => vi.advanceTimersByTimeAsync(delay / 2));
      await waitFor(() => expect(statusReads()).toBe(index + 2));
    }
    expect(DEPOSIT_STATUS_REREADS_MS.reduce((sum, delay) => sum + delay, 0)).toBeLessThanOrEqual(60_000);
    await act(() => vi.advanceTimersByTimeAsync(5 * 60_000));
    expect(statusReads()).toBe(6);
    expect(screen.getByText(walletMessages.depositAwaitingProvider)).toBeInTheDocument();

    FakeEventSource.mine().emit('deposit_credited', { reference: 'nb_abc', amount: 500_000 });
    expect(await screen.findByText(walletMessages.depositCredited('₦5,000'))).toBeInTheDocument();
  });

  it('keeps waiting through a failed status read, and reads again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { server } = renderWallet({ url: returned, depositStatus: { status: 503, body: {} } });
    expect(await screen.findByText(walletMessages.depositAwaitingProvider)).toBeInTheDocument();
    server.depositStatus = done;
    await act(() => vi.advanceTimersByTimeAsync(DEPOSIT_STATUS_REREADS_MS[0]));
    expect(await screen.findByText(walletMessages.depositCredited('₦5,000'))).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells the user when the provider has not confirmed the payment yet', async () => {
    const { statusReads } = renderWallet({ url: returned, depositStatus: notYet });
    expect(await screen.findByText(walletMessages.depositAwaitingProvider)).toBeInTheDocument();
    await waitFor(() => expect(statusReads()).toBe(1));
    FakeEventSource.mine().emit('deposit_credited', { reference: 'nb_abc', amount: 500_000 });
    expect(await screen.findByText(walletMessages.depositCredited('₦5,000'))).toBeInTheDocument();
  });

  it('says a failed payment added nothing, once the server says it failed, and reads no more', async () => {
    const { statusReads } = renderWallet({ url: returned, entries: [earlier], depositStatus: failed });
    expect(await screen.findByRole('alert')).toHaveTextContent(walletMessages.depositFailed);
    expect(screen.queryByText(walletMessages.depositAwaitingProvider)).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/wallet$/);
    await screen.findByText('+₦5,000');
    expect(statusReads()).toBe(1);
  });

  it("says clearly when the deposit is not the user's, and the rest of the page still works", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { statusReads } = renderWallet({
      url: '/wallet?trxref=nb_someone_else&reference=nb_someone_else',
      balance: { available: 300_000, held: 0, currency: 'NGN' },
      entries: [earlier],
      depositStatus: {
        status: 404,
        body: { code: 'not_found', message: serverMessages.depositNotFound, detail: serverMessages.depositNotFound },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(serverMessages.depositNotFound);
    expect(screen.queryByText(walletMessages.depositAwaitingProvider)).not.toBeInTheDocument();
    expect(await screen.findByTestId('available-balance')).toHaveTextContent('₦3,000');
    expect(await screen.findByText('+₦5,000')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount in naira')).toBeEnabled();
    await waitOutTheRereads();
    expect(statusReads()).toBe(1);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/wallet$/);
  });

  it('shows no banner and asks nothing for an address without a payment reference', async () => {
    const { statusReads } = renderWallet({ url: '/wallet?trxref=', depositStatus: notYet });
    await screen.findByText(walletMessages.historyEmpty);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(walletMessages.depositAwaitingProvider)).not.toBeInTheDocument();
    expect(statusReads()).toBe(0);
  });
});
