import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { phoneMessages, settingsPageLabels } from '@naijabid/shared/messages/account-settings';
import { bankAccountMessages, withdrawalMessages, withdrawLabels } from '@naijabid/shared/messages/withdrawals';
import { nubanCheckDigit } from '@naijabid/shared/nuban';
import type { BankAccount, Withdrawal } from '@naijabid/shared/schemas/withdrawals';
import type { MockAnswer, RecordedCall } from '../../../test/mock-fetch';
import { entryId, renderWallet } from './wallet-test-kit';

afterEach(() => vi.unstubAllGlobals());

const banks = [
  { code: '058', name: 'Guaranty Trust Bank' },
  { code: '50211', name: 'Kuda Bank' },
];
const serial = '012345678';
const accountNumber = `${serial}${nubanCheckDigit('058', serial)}`;
const looked = {
  bankCode: '058',
  bankName: 'Guaranty Trust Bank',
  accountNumber,
  accountName: 'CHIAMAKA ADAEZE OKAFOR',
};
const saved: BankAccount = { ...looked, id: entryId('acct') };

function withdrawal(label: string, status: Withdrawal['status'], amount = 500_000): Withdrawal {
  return {
    id: entryId(label),
    reference: `nbw_${label.padEnd(24, '0')}`,
    amount,
    status,
    bankName: saved.bankName,
    accountNumber: saved.accountNumber,
    accountName: saved.accountName,
    createdAt: '2026-03-02T09:30:00.000Z',
    settledAt: status === 'pending' || status === 'otp' ? null : '2026-03-02T09:31:00.000Z',
  };
}

function withdrawSection() {
  return within(screen.getByRole('region', { name: withdrawLabels.title }));
}

describe('withdraw to bank', () => {
  it('asks for a verified phone before withdrawing, with the way to Settings', async () => {
    renderWallet({
      extra: { '/me/phone': { body: { data: { verifiedNumber: null, pendingNumber: null, resendAfterSeconds: 0 } } } },
    });
    expect(await withdrawSection().findByText(phoneMessages.requiredToWithdraw)).toBeInTheDocument();
    expect(withdrawSection().getByRole('link', { name: settingsPageLabels.verifyPhonePrompt })).toHaveAttribute(
      'href',
      '/settings',
    );
    expect(withdrawSection().queryByLabelText(withdrawLabels.amount)).not.toBeInTheDocument();
  });

  it('checks the account number (pasted with spaces), shows the name the bank gives, and saves the account once confirmed', async () => {
    let savedAccounts: BankAccount[] = [];
    // The first reads go out while the page renders, before renderWallet answers its calls.
    let calls: RecordedCall[] = [];
    ({ calls } = renderWallet({
      extra: {
        '/banks': { body: { data: { items: banks } } },
        '/me/bank-accounts': (async () => {
          const last = calls.at(-1);
          if (!last || last.method === 'GET') return { body: { data: { items: savedAccounts } } };
          if (!(last.body as { confirm?: boolean }).confirm)
            return { body: { message: bankAccountMessages.accountChecked, data: looked } };
          savedAccounts = [saved];
          return { status: 201, body: { message: bankAccountMessages.accountSaved, data: saved } };
        }) as () => Promise<MockAnswer>,
      },
    }));
    const user = userEvent.setup();
    const bank = await screen.findByLabelText(withdrawLabels.bank);
    await waitFor(() => expect(bank).toBeEnabled());
    await user.selectOptions(bank, '058');
    const number = screen.getByLabelText(withdrawLabels.accountNumber);

    // One digit wrong: refused here by the check digit, without asking the server.
    await user.type(number, `${accountNumber.slice(0, 9)}${(Number(accountNumber[9]) + 1) % 10}`);
    await user.click(screen.getByRole('button', { name: withdrawLabels.checkAccount }));
    expect(await screen.findByText(bankAccountMessages.accountNumberTypo)).toBeInTheDocument();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    // Pasted as a banking app shows it: the ten digits stay, the spaces go.
    await user.clear(number);
    await user.paste(`${accountNumber.slice(0, 4)} ${accountNumber.slice(4, 7)} ${accountNumber.slice(7)}`);
    expect(number).toHaveValue(accountNumber);
    await user.click(screen.getByRole('button', { name: withdrawLabels.checkAccount }));
    expect(await screen.findByText(bankAccountMessages.confirmName(looked.accountName))).toBeInTheDocument();
    // The bank's name is the user's, with a middle name and in another order: no warning.
    expect(screen.queryByText(/not the one on your NaijaBid account/)).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ bankCode: '058', accountNumber });

    await user.click(screen.getByRole('button', { name: withdrawLabels.confirmAccount }));
    const chosen = await screen.findByLabelText(withdrawLabels.withdrawTo);
    expect(chosen).toHaveDisplayValue(`Guaranty Trust Bank ••${accountNumber.slice(-4)} · CHIAMAKA ADAEZE OKAFOR`);
    expect(calls.filter((call) => call.method === 'POST').at(-1)!.body).toEqual({
      bankCode: '058',
      accountNumber,
      confirm: true,
    });
  });

  it("warns before confirming an account in someone else's name, and still lets the user confirm it", async () => {
    const someoneElse = { ...looked, accountName: 'IBRAHIM MUSA BELLO' };
    let savedAccounts: BankAccount[] = [];
    let calls: RecordedCall[] = [];
    ({ calls } = renderWallet({
      extra: {
        '/banks': { body: { data: { items: banks } } },
        '/me/bank-accounts': (async () => {
          const last = calls.at(-1);
          if (!last || last.method === 'GET') return { body: { data: { items: savedAccounts } } };
          if (!(last.body as { confirm?: boolean }).confirm)
            return { body: { message: bankAccountMessages.accountChecked, data: someoneElse } };
          savedAccounts = [{ ...saved, ...someoneElse }];
          return { status: 201, body: { message: bankAccountMessages.accountSaved, data: savedAccounts[0] } };
        }) as () => Promise<MockAnswer>,
      },
    }));
    const user = userEvent.setup();
    const bank = await screen.findByLabelText(withdrawLabels.bank);
    await waitFor(() => expect(bank).toBeEnabled());
    await user.selectOptions(bank, '058');
    await user.type(screen.getByLabelText(withdrawLabels.accountNumber), accountNumber);
    await user.click(screen.getByRole('button', { name: withdrawLabels.checkAccount }));
    expect(
      await screen.findByText(bankAccountMessages.nameDiffers('IBRAHIM MUSA BELLO', 'Chiamaka Okafor')),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: withdrawLabels.confirmAccount }));
    expect(await screen.findByLabelText(withdrawLabels.withdrawTo)).toHaveDisplayValue(
      `Guaranty Trust Bank ••${accountNumber.slice(-4)} · IBRAHIM MUSA BELLO`,
    );
  });

  describe('for a verified seller', () => {
    const verification = (maskedAccountNumber: string) => ({
      body: {
        data: {
          status: 'verified',
          name: 'Chiamaka Okafor',
          bankCode: '058',
          maskedAccountNumber,
          maskedBvn: '221*****789',
          reason: null,
          requestedAt: '2026-03-01T09:00:00.000Z',
          decidedAt: '2026-03-01T09:01:00.000Z',
        },
      },
    });
    const other: BankAccount = {
      ...saved,
      id: entryId('other'),
      bankCode: '50211',
      bankName: 'Kuda Bank',
      accountName: 'IBRAHIM MUSA BELLO',
    };
    const masked = `${accountNumber.slice(0, 3)}****${accountNumber.slice(-3)}`;

    it('chooses and marks the saved account they verified with, known by its masked number, and says the rule', async () => {
      renderWallet({
        extra: {
          '/banks': { body: { data: { items: banks } } },
          '/me/bank-accounts': { body: { data: { items: [other, saved] } } },
          '/me/seller-verification': verification(masked),
        },
      });
      const account = await withdrawSection().findByLabelText(withdrawLabels.withdrawTo);
      await waitFor(() =>
        expect(account).toHaveDisplayValue(
          `Guaranty Trust Bank ••${accountNumber.slice(-4)} · CHIAMAKA ADAEZE OKAFOR · ${withdrawLabels.verifiedAccountMark}`,
        ),
      );
      expect(withdrawSection().getByText(withdrawLabels.verifiedOnly('Chiamaka Okafor'))).toBeInTheDocument();
      expect(withdrawSection().queryByRole('button', { name: withdrawLabels.addVerifiedAccount })).toBeNull();
    });

    it('offers the verified account when it is not saved, with its bank chosen for them', async () => {
      renderWallet({
        extra: {
          '/banks': { body: { data: { items: banks } } },
          '/me/bank-accounts': { body: { data: { items: [other] } } },
          '/me/seller-verification': verification(masked),
        },
      });
      expect(
        await withdrawSection().findByText(withdrawLabels.verifiedAccountNotSaved('Guaranty Trust Bank', masked)),
      ).toBeInTheDocument();
      await userEvent.click(withdrawSection().getByRole('button', { name: withdrawLabels.addVerifiedAccount }));
      const bank = await withdrawSection().findByLabelText(withdrawLabels.bank);
      await waitFor(() => expect(bank).toHaveDisplayValue('Guaranty Trust Bank'));
    });
    it('with no saved account, asks for the verified one first, its bank chosen once known', async () => {
      renderWallet({
        extra: {
          '/banks': { body: { data: { items: banks } } },
          '/me/bank-accounts': { body: { data: { items: [] } } },
          '/me/seller-verification': async () => {
            // Known after the empty list of accounts has opened the form.
            await new Promise((resolve) => setTimeout(resolve, 50));
            return verification(masked);
          },
        },
      });
      expect(
        await withdrawSection().findByText(withdrawLabels.verifiedAccountNotSaved('Guaranty Trust Bank', masked)),
      ).toBeInTheDocument();
      expect(withdrawSection().queryByRole('button', { name: withdrawLabels.addVerifiedAccount })).toBeNull();
      await waitFor(() => expect(withdrawSection().getByLabelText(withdrawLabels.bank)).toHaveValue('058'));
    });
  });

  it('sends the amount in kobo with an Idempotency-Key, the same key again after an unanswered try', async () => {
    const answers: Array<MockAnswer | 'drop'> = [
      'drop',
      { status: 201, body: { message: withdrawalMessages.requested, data: withdrawal('new', 'pending') } },
    ];
    const { calls } = renderWallet({
      extra: {
        '/me/bank-accounts': { body: { data: { items: [saved] } } },
        '/wallet/withdrawals': async () => {
          const last = calls.at(-1)!;
          if (last.method !== 'POST') return { body: { data: { items: [] } } };
          const answer = answers.shift()!;
          if (answer === 'drop') throw new TypeError('Failed to fetch');
          return answer;
        },
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(withdrawLabels.amount), '5,000');
    await user.click(screen.getByRole('button', { name: withdrawLabels.withdraw }));
    expect(await withdrawSection().findByRole('alert')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: withdrawLabels.withdraw }));
    await waitFor(() => expect(screen.getByLabelText(withdrawLabels.amount)).toHaveValue(''));

    const posts = calls.filter((call) => call.method === 'POST' && call.url.endsWith('/wallet/withdrawals'));
    expect(posts).toHaveLength(2);
    expect(posts[0]!.body).toEqual({ amount: 500_000, bankAccountId: saved.id });
    const keys = posts.map((post) => post.headers['Idempotency-Key']);
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('refuses amounts outside the limits before sending, and shows the server’s refusal on the amount', async () => {
    const { calls } = renderWallet({
      extra: {
        '/me/bank-accounts': { body: { data: { items: [saved] } } },
        '/wallet/withdrawal-limits': { body: { data: { min: 100_000, max: 2_000_000, perDay: 5_000_000 } } },
        '/wallet/withdrawals': async () =>
          calls.at(-1)!.method === 'POST'
            ? {
                status: 422,
                body: {
                  code: 'insufficient_funds',
                  message: withdrawalMessages.insufficientFunds('₦2,000'),
                  detail: withdrawalMessages.insufficientFunds('₦2,000'),
                  errors: { amount: withdrawalMessages.insufficientFunds('₦2,000') },
                },
              }
            : { body: { data: { items: [] } } },
      },
    });
    const user = userEvent.setup();
    const amount = await screen.findByLabelText(withdrawLabels.amount);
    await screen.findByText(withdrawalMessages.limits('₦1,000', '₦20,000'));
    await user.type(amount, '999');
    await user.click(screen.getByRole('button', { name: withdrawLabels.withdraw }));
    expect(await screen.findByText(withdrawalMessages.tooSmall('₦1,000'))).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(amount);
    await user.type(amount, '5000');
    await user.click(screen.getByRole('button', { name: withdrawLabels.withdraw }));
    expect(await screen.findByText(withdrawalMessages.insufficientFunds('₦2,000'))).toBeInTheDocument();
    expect(amount).toHaveAccessibleDescription(expect.stringContaining(withdrawalMessages.insufficientFunds('₦2,000')));
  });

  it('lists withdrawals with their state in plain words', async () => {
    renderWallet({
      extra: {
        '/me/bank-accounts': { body: { data: { items: [saved] } } },
        '/wallet/withdrawals': {
          body: {
            data: {
              items: [
                withdrawal('a', 'pending'),
                withdrawal('b', 'succeeded', 1_000_000),
                withdrawal('c', 'failed'),
                withdrawal('d', 'reversed'),
                withdrawal('e', 'otp'),
              ],
            },
          },
        },
      },
    });
    for (const state of Object.values(withdrawLabels.states))
      expect(await withdrawSection().findByText(state)).toBeInTheDocument();
    expect(withdrawSection().getByText('₦10,000')).toBeInTheDocument();
  });
});
