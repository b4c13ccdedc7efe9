import { useEffect, useState } from 'react';
import { walletMessages } from '@naijabid/shared/messages';
import { walletPageLabels as m } from '@naijabid/shared/messages/wallet-page';
import type { VirtualAccount } from '@naijabid/shared/schemas/wallet';
import { buttonStyles } from '../../../components/button-styles';
import { apiErrorText } from '../../../lib/api-error-text';
import { openVirtualAccount } from '../api/open-virtual-account';
import { LoadFailure } from './load-failure';

/**
 * The user's own account number for bank transfers, opened by the server the first time it
 * is shown (the same one every time after). A transfer into it reaches the wallet by the
 * provider's word, like a card payment, and shows in the deposits list.
 */
export function BankTransferAccount() {
  const [account, setAccount] = useState<VirtualAccount>();
  const [error, setError] = useState<unknown>();
  const [attempt, setAttempt] = useState(0);
  const [copyNote, setCopyNote] = useState('');

  useEffect(() => {
    const controller = new AbortController();
    openVirtualAccount({ signal: controller.signal }).then(
      (opened) => setAccount(opened),
      (failure: unknown) => {
        if (!controller.signal.aborted) setError(failure);
      },
    );
    return () => controller.abort();
  }, [attempt]);

  async function copyAccountNumber(accountNumber: string) {
    try {
      await navigator.clipboard.writeText(accountNumber);
      setCopyNote(walletMessages.copied(m.accountNumber));
    } catch {
      setCopyNote(walletMessages.copyFailed);
    }
  }

  if (error)
    return (
      <LoadFailure
        message={apiErrorText(error)}
        label={m.accountNumber.toLowerCase()}
        onRetry={() => {
          setError(undefined);
          setAttempt((count) => count + 1);
        }}
      />
    );
  if (!account)
    return (
      <p role="status" className="text-sm text-slate-700">
        {walletMessages.openingVirtualAccount}
      </p>
    );
  return (
    <div>
      <p className="text-sm text-slate-700">{walletMessages.bankTransferHint}</p>
      <dl className="mt-3 space-y-3 rounded-xl bg-slate-50 p-4">
        <div>
          <dt className="text-sm text-slate-600">{m.bankName}</dt>
          <dd className="font-semibold text-slate-900">{account.bankName}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{m.accountNumber}</dt>
          <dd className="flex flex-wrap items-center gap-3">
            <span
              className="text-2xl font-extrabold tracking-wider text-slate-900 tabular-nums"
              data-testid="virtual-account-number"
            >
              {account.accountNumber}
            </span>
            <button
              type="button"
              className={buttonStyles.secondary}
              onClick={() => void copyAccountNumber(account.accountNumber)}
            >
              {m.copy(m.accountNumber)}
            </button>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{m.accountName}</dt>
          <dd className="font-semibold break-words text-slate-900">{account.accountName}</dd>
        </div>
      </dl>
      <p role="status" className="mt-2 min-h-5 text-sm text-slate-700">
        {copyNote}
      </p>
    </div>
  );
}
