import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { operatorActionLabels } from '@naijabid/shared/messages/admin';
import { adminSellerVerificationLabels as m } from '@naijabid/shared/messages/seller-verification';
import { clearQueryCache } from '../../../../lib/query';
import { mockFetch } from '../../../../test/mock-fetch';
import { SellerVerificationSection } from '../seller-verification-section';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  clearQueryCache();
});

const USER = '00000000-0000-4000-8000-000000000007';
const verified = {
  status: 'verified',
  name: 'Chinedu Okeke',
  bankCode: '058',
  maskedAccountNumber: '012****785',
  maskedBvn: '221*****047',
  reason: null,
  requestedAt: '2026-03-01T09:00:00.000Z',
  decidedAt: '2026-03-01T09:01:00.000Z',
};

describe("the operator's revocation of a seller verification", () => {
  it('asks the operator to confirm, saying the seller is told, and sends nothing until confirmed', async () => {
    const reason = 'The BVN belongs to someone else, reported by the bank';
    const calls = mockFetch({
      [`GET /admin/users/${USER}/seller-verification`]: { body: { data: verified } },
      [`POST /admin/users/${USER}/seller-verification/revoke`]: {
        body: { message: m.revoked, data: { ...verified, status: 'revoked', reason } },
      },
      [`/admin/users/${USER}`]: { body: { data: {} } },
    });
    render(<SellerVerificationSection userId={USER} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(operatorActionLabels.reason), reason);
    await user.click(screen.getByRole('button', { name: m.revoke }));

    expect(screen.getByRole('alertdialog')).toHaveTextContent(m.confirmRevoke);
    await user.click(screen.getByRole('button', { name: operatorActionLabels.goBack }));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.click(screen.getByRole('button', { name: m.revoke }));
    await user.click(screen.getByRole('button', { name: operatorActionLabels.confirm }));
    await waitFor(() => expect(screen.getByText(m.outcome.revoked)).toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ reason }]);
  });
});
