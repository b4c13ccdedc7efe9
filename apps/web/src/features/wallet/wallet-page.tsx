import { useCallback } from 'react';
import { Navigate } from 'react-router';
import { walletPageLabels as m } from '@naijabid/shared/messages/wallet-page';
import { useWallet } from '../../lib/api/get-wallet';
import { useMyEvents } from '../../lib/live-events';
import { useHasSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useDeposits } from './api/list-deposits';
import { useWalletEntries } from './api/list-wallet-entries';
import { goToCheckout } from '../../lib/checkout';
import { BalanceSummary } from './components/balance-summary';
import { DepositBanner } from './components/deposit-banner';
import { AddMoney } from './components/add-money';
import { DepositList } from './components/deposit-list';
import { WalletHistoryList } from './components/wallet-history';
import { WithdrawToBank } from './components/withdraw-to-bank';
import { useDepositReturn } from './use-deposit-return';
import { usePendingDepositCheck } from './use-pending-deposit-check';

/**
 * `/wallet`: what the user can spend and what is held, adding money (by card through the
 * payment provider's page, or by bank transfer to the user's own account number), the
 * deposits with how each stands, and the history. Signed out, it goes to login; a refused token answers
 * 401 and the API client goes to login too.
 */
export default function WalletPage() {
  useDocumentTitle(m.title);
  const signedIn = useHasSession();
  const balance = useWallet(signedIn);
  const history = useWalletEntries(signedIn);
  const deposits = useDeposits(signedIn);
  const { refetch: reloadBalance } = balance;
  const { refetch: reloadHistory } = history;
  const { refetch: reloadDeposits } = deposits;
  const refresh = useCallback(() => {
    reloadBalance();
    reloadHistory();
    reloadDeposits();
  }, [reloadBalance, reloadHistory, reloadDeposits]);
  const { notice, creditArrived } = useDepositReturn(signedIn, refresh);
  usePendingDepositCheck(signedIn, deposits.data, refresh);

  // The toasts come from the app-wide live notices; this page's part is to show the new
  // balances and entries, and to settle its own banner. Being outbid releases the security
  // held, and a close keeps or releases it, so those reload the wallet as a credit does.
  useMyEvents(signedIn, {
    deposit_credited: (event) => {
      refresh();
      creditArrived(event);
    },
    outbid: refresh,
    won: refresh,
    lost: refresh,
  });

  if (!signedIn) return <Navigate to="/login" replace />;

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">{m.title}</h1>
      <div className="mt-4 space-y-4 sm:mt-6">
        {notice && <DepositBanner notice={notice} />}
        <div className="grid gap-4 md:grid-cols-2">
          <BalanceSummary balance={balance} />
          <AddMoney onStarted={(deposit) => goToCheckout(deposit.checkoutUrl)} />
        </div>
        <DepositList deposits={deposits} onChanged={refresh} />
        <WithdrawToBank signedIn={signedIn} />
        <WalletHistoryList history={history} />
      </div>
    </div>
  );
}
