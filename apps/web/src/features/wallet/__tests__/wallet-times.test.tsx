import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Withdrawal } from '@naijabid/shared/schemas/withdrawals';
import { deposit, entryId, renderWallet } from './wallet-test-kit';

afterEach(() => vi.unstubAllGlobals());

const at = '2026-03-02T14:30:00.000Z';
const withdrawal: Withdrawal = {
  id: entryId('w1'),
  reference: `nbw_${'w1'.padEnd(24, '0')}`,
  amount: 500_000,
  status: 'succeeded',
  bankName: 'Guaranty Trust Bank',
  accountNumber: '0123456789',
  accountName: 'CHIAMAKA OKAFOR',
  createdAt: at,
  settledAt: at,
};

describe('times in the wallet lists', () => {
  it('read alike in every list: Lagos time on the 12-hour clock, with the year', async () => {
    renderWallet({
      entries: [deposit('t1', 500_000, at)],
      deposits: [{ reference: 'T1', amount: 500_000, status: 'credited', channel: 'card', createdAt: at }],
      extra: { '/wallet/withdrawals': { body: { data: { items: [withdrawal] } } } },
    });
    // 14:30 UTC is 3:30 pm in Lagos; the withdrawals list said "2 Mar 2026, 15:30".
    for (const name of ['History', 'Deposits', 'Withdrawals']) {
      const list = await screen.findByRole('list', { name });
      expect(within(list).getByText('Mon, 2 Mar 2026, 3:30 pm'), name).toBeInTheDocument();
      expect(list.textContent, name).not.toMatch(/15:30/);
    }
  });
});
