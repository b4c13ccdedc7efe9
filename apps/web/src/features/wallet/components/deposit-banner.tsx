import { walletMessages } from '@naijabid/shared/messages';
import { formatNaira } from '@naijabid/shared/money';
import type { DepositNotice } from '../use-deposit-return';

const alertStyles = 'rounded-xl border border-red-200 bg-red-50 p-4 text-sm font-medium text-red-800';

/** The word after the payment page: failed, received and being credited, credited, or not the user's. */
export function DepositBanner({ notice }: { notice: DepositNotice }) {
  switch (notice.kind) {
    case 'failed':
      return (
        <p role="alert" className={alertStyles}>
          {walletMessages.depositFailed}
        </p>
      );
    case 'refused':
      return (
        <p role="alert" className={alertStyles}>
          {notice.message}
        </p>
      );
    case 'credited':
      return (
        <p
          role="status"
          className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm font-medium text-emerald-900"
        >
          {walletMessages.depositCredited(formatNaira(notice.amount))}
        </p>
      );
    case 'waiting':
      return (
        <p
          role="status"
          className="flex items-center gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm font-medium text-amber-900"
        >
          <span
            aria-hidden="true"
            className="h-4 w-4 shrink-0 animate-spin rounded-full border-2 border-amber-300 border-t-amber-800"
          />
          {walletMessages.depositAwaitingProvider}
        </p>
      );
  }
}
