import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { liveNoticeMessages as m, walletMessages } from '@naijabid/shared/messages';
import { withdrawalMessages } from '@naijabid/shared/messages/withdrawals';
import { renderRoute } from '../../../test/render-route';
import { LiveNotices } from '../live-notices';
import { FakeEventSource } from '../../../test/fake-event-source';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), warning: vi.fn(), error: vi.fn() }) }));

const ID = 'a1b2c3d4-0000-4000-8000-000000000001';

beforeEach(() => FakeEventSource.install());
afterEach(() => vi.unstubAllGlobals());

describe('live notices', () => {
  it('opens no stream for a visitor who is not signed in', () => {
    renderRoute(<LiveNotices />, { path: '/' });
    expect(FakeEventSource.instances).toHaveLength(0);
  });

  it("toasts the user's outbid, won, lost and deposit notices, each with a way to act on it", async () => {
    localStorage.setItem('user_access_token', 'token-1');
    renderRoute(<LiveNotices />, { path: '/' });
    const stream = await vi.waitFor(() => FakeEventSource.find('/me/events?access_token=token-1'));

    stream.emit('outbid', { listingId: ID, title: 'PS5 Slim', currentPrice: 61_000_000 }, '7');
    await waitFor(() =>
      expect(toast.warning).toHaveBeenCalledWith(
        m.outbid('PS5 Slim'),
        expect.objectContaining({ id: `outbid-${ID}`, description: m.outbidDetail('₦610,000') }),
      ),
    );
    stream.emit('won', { listingId: ID, title: 'PS5 Slim', price: 62_000_000 }, '8');
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        m.won('PS5 Slim'),
        expect.objectContaining({ description: m.wonDetail('₦620,000', 48) }),
      ),
    );
    stream.emit('lost', { listingId: ID, title: 'Xbox Series S', price: 30_000_000 }, '9');
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        m.lost('Xbox Series S'),
        expect.objectContaining({ description: m.lostDetail('₦300,000') }),
      ),
    );
    stream.emit('deposit_credited', { reference: 'nb_1', amount: 5_000_000 }, '10');
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        walletMessages.depositCredited('₦50,000'),
        expect.objectContaining({ id: 'deposit-nb_1' }),
      ),
    );

    const [, options] = vi.mocked(toast.warning).mock.calls[0]!;
    (options!.action as unknown as { onClick: () => void }).onClick();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/auctions/${ID}`));
  });

  it('tells the user how each withdrawal ended: sent, or failed or returned with the money back', async () => {
    localStorage.setItem('user_access_token', 'token-2');
    renderRoute(<LiveNotices />, { path: '/' });
    const stream = await vi.waitFor(() => FakeEventSource.find('/me/events?access_token=token-2'));
    const settled = { amount: 2_000_000, bankName: 'Guaranty Trust Bank' };
    stream.emit('withdrawal_settled', { ...settled, reference: 'nbw_1', status: 'succeeded' }, '1');
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        withdrawalMessages.succeededNotice('₦20,000', 'Guaranty Trust Bank'),
        expect.objectContaining({ id: 'withdrawal-nbw_1' }),
      ),
    );
    stream.emit('withdrawal_settled', { ...settled, reference: 'nbw_2', status: 'failed' }, '2');
    stream.emit('withdrawal_settled', { ...settled, reference: 'nbw_3', status: 'reversed' }, '3');
    await waitFor(() => {
      expect(toast.error).toHaveBeenCalledWith(withdrawalMessages.failedNotice('₦20,000'), expect.anything());
      expect(toast.error).toHaveBeenCalledWith(withdrawalMessages.reversedNotice('₦20,000'), expect.anything());
    });
  });
});
