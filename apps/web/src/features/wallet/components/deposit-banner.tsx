import { walletMessages } from '@naijabid/shared/messages';
import { formatNaira } from '@naijabid/shared/money';
import type { DepositNotice } from '../use-deposit-return';

/** The word after the payment page: failed, received and being credited, or credited. */
export function DepositBanner({ notice }: { notice: DepositNotice }) {
  if (notice.outcome === 'failed') {
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm font-medium text-red-800">
        {walletMessages.depositFailed}
      </p>
    );
  }
  if (notice.creditedAmount !== undefined) {
    return (
      <p role="status" className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm font-medium text-emerald-900">
        {walletMessages.depositCredited(formatNaira(notice.creditedAmount))}
      </p>
    );
  }
  return (
    <p role="status" className="flex items-center gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm font-medium text-amber-900">
      <span aria-hidden="true" className="h-4 w-4 shrink-0 animate-spin rounded-full border-2 border-amber-300 border-t-amber-800" />
      {notice.outcome === 'success' ? walletMessages.depositReceived : walletMessages.depositAwaitingProvider}
    </p>
  );
}
