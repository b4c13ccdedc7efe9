import { useState } from 'react';
import { toast } from 'sonner';
import { walletMessages } from '@naijabid/shared/messages';
import { walletPageLabels as m } from '@naijabid/shared/messages/wallet-page';
import { formatNaira } from '@naijabid/shared/money';
import type { Deposit, DepositChannel } from '@naijabid/shared/schemas/wallet';
import { formatLagosTime } from '@naijabid/shared/date-time';
import { apiErrorText } from '../../../lib/api-error-text';
import type { QueryResult } from '../../../lib/query';
import { buttonStyles } from '../../../components/button-styles';
import { cancelDeposit } from '../api/cancel-deposit';
import { LoadFailure } from './load-failure';

const stateTones: Record<Deposit['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  credited: 'bg-emerald-50 text-emerald-900',
  failed: 'bg-red-50 text-red-800',
  cancelled: 'bg-slate-100 text-slate-700',
};

/**
 * Gives up a pending deposit (a checkout left unpaid). The server asks the payment provider
 * first; its answer says whether the deposit was cancelled or, paid after all, credited.
 */
function CancelDepositButton({ deposit, onChanged }: { deposit: Deposit; onChanged: () => void }) {
  const [cancelling, setCancelling] = useState(false);
  async function cancel() {
    setCancelling(true);
    try {
      const { message } = await cancelDeposit(deposit.reference);
      toast.success(message);
      onChanged();
    } catch (error) {
      toast.error(apiErrorText(error));
    } finally {
      setCancelling(false);
    }
  }
  return (
    <button
      type="button"
      className={`${buttonStyles.secondary} mt-2`}
      aria-label={m.cancelDepositOf(formatNaira(deposit.amount))}
      disabled={cancelling}
      onClick={() => void cancel()}
    >
      {cancelling ? m.cancellingDeposit : m.cancelDeposit}
    </button>
  );
}

/**
 * A deposit the provider has not said how it was paid (pending, failed, cancelled) is a
 * checkout, which the deposit form offers as Card: it is named so, as a paid one is.
 */
const CHECKOUT_CHANNEL = 'card' satisfies DepositChannel;

/** Each deposit with how it stands and how it was paid, in plain words; a pending one can be cancelled. */
export function DepositList({ deposits, onChanged }: { deposits: QueryResult<Deposit[]>; onChanged: () => void }) {
  const { data, error, refetch } = deposits;
  return (
    <section aria-labelledby="deposits-title" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="deposits-title" className="text-lg font-bold text-slate-900">
        {m.deposits}
      </h2>
      {data && data.length === 0 && <p className="mt-2 text-sm text-slate-700">{walletMessages.depositsEmpty}</p>}
      {data && data.length > 0 && (
        <ol aria-labelledby="deposits-title" className="mt-1 divide-y divide-slate-200">
          {data.map((deposit) => (
            <li key={deposit.reference} className="flex items-start justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">
                  {walletMessages.depositChannels[deposit.channel ?? CHECKOUT_CHANNEL]}
                </p>
                <p className="text-sm text-slate-600">
                  <time dateTime={deposit.createdAt}>{formatLagosTime(deposit.createdAt)}</time>
                </p>
              </div>
              <div className="flex shrink-0 flex-col items-end text-right">
                <p className="font-semibold text-slate-900 tabular-nums">{formatNaira(deposit.amount)}</p>
                <span
                  className={`mt-1 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${stateTones[deposit.status]}`}
                >
                  {walletMessages.depositStates[deposit.status]}
                </span>
                {deposit.status === 'pending' && <CancelDepositButton deposit={deposit} onChanged={onChanged} />}
              </div>
            </li>
          ))}
        </ol>
      )}
      {!data && !error && (
        <p role="status" className="mt-2 text-sm text-slate-700">
          {walletMessages.loadingDeposits}
        </p>
      )}
      {error && (
        <div className="mt-3">
          <LoadFailure message={apiErrorText(error)} label={m.yourDeposits} onRetry={refetch} />
        </div>
      )}
    </section>
  );
}
