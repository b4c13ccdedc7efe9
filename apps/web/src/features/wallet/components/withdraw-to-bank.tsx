import { useState } from 'react';
import { sameMaskedNumber } from '@naijabid/shared/masked-number';
import { phoneMessages } from '@naijabid/shared/messages/account-settings';
import { withdrawLabels as m } from '@naijabid/shared/messages/withdrawals';
import type { SellerVerification } from '@naijabid/shared/schemas/seller-verification';
import type { BankAccount } from '@naijabid/shared/schemas/withdrawals';
import { buttonStyles } from '../../../components/button-styles';
import { VerifyPhoneNotice } from '../../../components/verify-phone-notice';
import { usePhoneStatus } from '../../../lib/api/get-phone-status';
import { WALLET_PATH } from '../../../lib/api/get-wallet';
import { useMyEvents } from '../../../lib/live-events';
import { invalidate } from '../../../lib/query';
import { useBankAccounts } from '../api/list-bank-accounts';
import { useBanks } from '../../../lib/api/list-banks';
import { useSellerVerification } from '../../settings/api/seller-verification';
import { useWithdrawals, WITHDRAWALS_PATH } from '../api/list-withdrawals';
import { AddBankAccount } from './add-bank-account';
import { LoadFailure } from './load-failure';
import { WithdrawalList } from './withdrawal-list';
import { WithdrawForm } from './withdraw-form';

/** Whether a saved account is the one the seller verified with, of which only the masked number is kept. */
function isVerifiedAccount(account: BankAccount, verified: SellerVerification): boolean {
  return (
    account.bankCode === verified.bankCode &&
    verified.maskedAccountNumber !== null &&
    sameMaskedNumber(account.accountNumber, verified.maskedAccountNumber)
  );
}

/** A verified seller withdraws only to an account in the verified name: said, and their verified account offered. */
function VerifiedAccountNotice({
  verified,
  bankName,
  saved,
  onAdd,
}: {
  verified: SellerVerification;
  bankName: string | undefined;
  saved: boolean;
  /** Undefined while the account is being added. */
  onAdd: (() => void) | undefined;
}) {
  return (
    <div className="mt-3 rounded-xl border border-emerald-200 bg-emerald-50 p-3 text-sm text-slate-800">
      <p>{m.verifiedOnly(verified.name ?? '')}</p>
      {!saved && (
        <>
          <p className="mt-1">
            {m.verifiedAccountNotSaved(bankName ?? verified.bankCode ?? '', verified.maskedAccountNumber ?? '')}
          </p>
          {onAdd && (
            <button type="button" className={`${buttonStyles.secondary} mt-2`} onClick={onAdd}>
              {m.addVerifiedAccount}
            </button>
          )}
        </>
      )}
    </div>
  );
}

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
  const verification = useSellerVerification(false, signedIn).data;
  const verified = verification?.status === 'verified' ? verification : undefined;
  const verifiedAccount = verified && saved.find((account) => isVerifiedAccount(account, verified));
  const offerVerifiedAccount = verified !== undefined && verifiedAccount === undefined;
  const banks = useBanks(signedIn && (showAdd || offerVerifiedAccount));
  const [chosenId, setChosenId] = useState<string>();
  const phone = usePhoneStatus(signedIn);
  const needsPhone = phone.data !== undefined && phone.data.verifiedNumber === null;

  const verifiedNotice = verified && (
    <VerifiedAccountNotice
      verified={verified}
      bankName={banks.data?.find((bank) => bank.code === verified.bankCode)?.name}
      saved={!offerVerifiedAccount}
      onAdd={showAdd ? undefined : () => setAdding(true)}
    />
  );

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
          {verifiedNotice}
          {banks.error && !banks.data && (
            <div className="mt-3">
              <LoadFailure message={m.banksFailed} label={m.theBanks} onRetry={banks.refetch} />
            </div>
          )}
          <AddBankAccount
            banks={banks.data}
            initialBankCode={offerVerifiedAccount ? (verified.bankCode ?? undefined) : undefined}
            onSaved={(account) => {
              setChosenId(account.id);
              setAdding(false);
            }}
            onCancel={saved.length > 0 ? () => setAdding(false) : undefined}
          />
        </>
      ) : (
        accounts.data && (
          <>
            {verifiedNotice}
            <WithdrawForm
              key={`${chosenId}:${verifiedAccount?.id}`}
              accounts={saved}
              initialAccountId={chosenId ?? verifiedAccount?.id}
              verifiedAccountId={verifiedAccount?.id}
              onAddAccount={() => setAdding(true)}
            />
          </>
        )
      )}
      <WithdrawalList withdrawals={withdrawals} />
    </section>
  );
}
