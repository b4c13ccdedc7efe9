import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_STORAGE_KEYS } from '@naijabid/shared/constants';
import {
  sellerVerificationLabels as l,
  sellerVerificationMessages as m,
} from '@naijabid/shared/messages/seller-verification';
import type { SellerVerification } from '@naijabid/shared/schemas/seller-verification';
import { clearQueryCache } from '../../../lib/query';
import { mockFetch, type MockAnswer } from '../../../test/mock-fetch';
import { renderRoute } from '../../../test/render-route';
import VerifySellerPage from '../verify/verify-seller-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const seller = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'chiamaka.okafor@example.ng',
  firstName: 'Chiamaka',
  lastName: 'Okafor',
  accountType: 'seller',
  emailVerified: true,
  createdAt: '2026-01-02T09:30:00.000Z',
  isOperator: false,
};

function verification(status: SellerVerification['status'], reason: string | null = null): MockAnswer {
  const attempted = status !== 'unverified';
  return {
    body: {
      data: {
        status,
        name: attempted ? 'Chiamaka Adaeze Okafor' : null,
        bankCode: attempted ? '058' : null,
        maskedAccountNumber: attempted ? '012****785' : null,
        maskedBvn: null,
        reason,
        requestedAt: attempted ? '2026-03-01T09:00:00.000Z' : null,
        decidedAt: status === 'failed' ? '2026-03-01T09:01:00.000Z' : null,
      },
    },
  };
}

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

function setup(statuses: MockAnswer[], sent: MockAnswer) {
  const calls = mockFetch({
    '/me': { body: { data: { user: seller } } },
    '/banks': { body: { data: { items: [{ code: '058', name: 'Guaranty Trust Bank' }] } } },
    'GET /me/seller-verification': statuses,
    'POST /me/seller-verification': sent,
  });
  renderRoute(<VerifySellerPage />, { path: '/settings/verify' });
  return calls;
}

/** Fills the form as a seller would, pasting the BVN and account number with spaces, as banks' apps show them. */
async function fillIn() {
  const user = userEvent.setup();
  const bvn = await screen.findByLabelText(l.bvn);
  // The names come from the account; the seller only adds a middle name.
  expect(screen.getByLabelText(l.firstName)).toHaveValue('Chiamaka');
  expect(screen.getByLabelText(l.lastName)).toHaveValue('Okafor');
  await user.click(bvn);
  await user.paste('2212 3456 789');
  expect(bvn).toHaveValue('22123456789');
  const bank = screen.getByLabelText(l.bank);
  await waitFor(() => expect(bank).toHaveTextContent('Guaranty Trust Bank'));
  await user.selectOptions(bank, '058');
  await user.click(screen.getByLabelText(l.accountNumber));
  await user.paste('0123 4567 85');
  expect(screen.getByLabelText(l.accountNumber)).toHaveValue('0123456785');
  await user.type(screen.getByLabelText(l.middleName), 'Adaeze');
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: l.submit }));
}

async function expectKeptForTheNextAttempt() {
  const bvn = await screen.findByLabelText(l.bvn);
  // The BVN and the consent were for that one check; the rest stays for the next.
  expect(bvn).toHaveValue('');
  expect(screen.getByRole('checkbox')).not.toBeChecked();
  expect(screen.getByLabelText(l.bank)).toHaveValue('058');
  expect(screen.getByLabelText(l.accountNumber)).toHaveValue('0123456785');
  expect(screen.getByLabelText(l.firstName)).toHaveValue('Chiamaka');
  expect(screen.getByLabelText(l.middleName)).toHaveValue('Adaeze');
  expect(screen.getByLabelText(l.lastName)).toHaveValue('Okafor');
}

describe('verify as a seller', () => {
  it('sends the pasted digits whole, and after the bank says no brings the form back filled in but for the BVN', async () => {
    const calls = setup(
      [
        verification('unverified'),
        verification('pending'),
        verification('failed', 'Account number or BVN is incorrect'),
      ],
      { status: 202, body: { message: m.sent, ...verification('pending').body! } },
    );
    await fillIn();
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      bvn: '22123456789',
      bankCode: '058',
      accountNumber: '0123456785',
      firstName: 'Chiamaka',
      middleName: 'Adaeze',
      lastName: 'Okafor',
      consent: true,
    });
    // While the bank checks, the form is gone; the failure brings it back.
    expect(await screen.findByText(l.status.pending)).toBeInTheDocument();
    expect(screen.queryByLabelText(l.bvn)).toBeNull();
    expect(
      await screen.findByText(l.status.failed('Account number or BVN is incorrect'), undefined, { timeout: 5_000 }),
    ).toBeInTheDocument();
    await expectKeptForTheNextAttempt();
  });

  it('keeps the fields when Paystack refuses the details at once', async () => {
    const failed = verification('failed', 'Invalid BVN');
    setup([verification('unverified'), failed], { status: 200, body: { message: 'refused', ...failed.body! } });
    await fillIn();
    expect(await screen.findByText(l.status.failed('Invalid BVN'))).toBeInTheDocument();
    await expectKeptForTheNextAttempt();
  });
});
