import { useState } from 'react';
import { phoneMessages } from '@naijabid/shared/messages/account-settings';
import { withdrawLabels as m } from '@naijabid/shared/messages/withdrawals';
import { VerifyPhoneNotice } from '../../../components/verify-phone-notice';
import { usePhoneStatus } from '../../../lib/api/get-phone-status';
import { WALLET_PATH } from '../../../lib/api/get-wallet';
import { useMyEvents } from '../../../lib/live-events';
import { invalidate } from '../../../lib/query';
import { useBankAccounts } from '../api/list-bank-accounts';
import { useBanks } from '../../../lib/api/list-banks';
import { useWithdrawals, WITHDRAWALS_PATH } from '../api/list-withdrawals';
import { AddBankAccount } from './add-bank-account';
import { LoadFailure } from './load-failure';
import { WithdrawalList } from './withdrawal-list';
import { WithdrawForm } from './withdraw-form';

/**
 * The wallet's "Withdraw to bank": add an account (named by the bank, confirmed by the user)
 * or choose a saved one, send an amount, and follow each withdrawal until the bank settles it.
 */
export function WithdrawToBank({ signedIn }: { signedIn: boolean }) {
  const accounts = useBankAccounts(signedIn);
  const withdrawals = useWithdrawals(signedIn);
  const [adding, setAdding] = useState(false);
  const saved = accounts.data ?? [];
  const showAdd = adding || (accounts.data !== undefined && saved.length === 0);
  const banks = useBanks(signedIn && showAdd);
  const [chosenId, setChosenId] = useState<string>();
  const phone = usePhoneStatus(signedIn);
  const needsPhone = phone.data !== undefined && phone.data.verifiedNumber === null;

  useMyEvents(signedIn, {
    withdrawal_settled: () => invalidate(WITHDRAWALS_PATH, WALLET_PATH, '/wallet/transactions'),
  });

  return (
    <section aria-labelledby="withdraw-title" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="withdraw-title" className="text-lg font-bold text-slate-900">
        {m.title}
      </h2>
      {needsPhone ? (
        <div className="mt-3">
          <VerifyPhoneNotice reason={phoneMessages.requiredToWithdraw} />
        </div>
      ) : accounts.error && !accounts.data ? (
        <div className="mt-3">
          <LoadFailure message={m.accountsFailed} label={m.yourAccounts} onRetry={accounts.refetch} />
        </div>
      ) : showAdd ? (
        <>
          {banks.error && !banks.data && (
            <div className="mt-3">
              <LoadFailure message={m.banksFailed} label={m.theBanks} onRetry={banks.refetch} />
            </div>
          )}
          <AddBankAccount
            banks={banks.data}
            onSaved={(account) => {
              setChosenId(account.id);
              setAdding(false);
            }}
            onCancel={saved.length > 0 ? () => setAdding(false) : undefined}
          />
        </>
      ) : (
        accounts.data && (
          <WithdrawForm
            key={chosenId}
            accounts={saved}
            initialAccountId={chosenId}
            onAddAccount={() => setAdding(true)}
          />
        )
      )}
      <WithdrawalList withdrawals={withdrawals} />
    </section>
  );
}
