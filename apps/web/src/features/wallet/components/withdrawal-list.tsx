import { withdrawLabels as m } from '@naijabid/shared/messages/withdrawals';
import { formatNaira } from '@naijabid/shared/money';
import type { Withdrawal } from '@naijabid/shared/schemas/withdrawals';
import { formatLagosTime } from '@naijabid/shared/date-time';
import type { QueryResult } from '../../../lib/query';
import { accountLabel } from './withdraw-form';

const STATE_STYLES: Record<Withdrawal['status'], string> = {
  pending: 'bg-amber-50 text-amber-900',
  otp: 'bg-amber-50 text-amber-900',
  succeeded: 'bg-emerald-50 text-emerald-900',
  failed: 'bg-red-50 text-red-800',
  reversed: 'bg-red-50 text-red-800',
};

/** Each withdrawal, its account and its state in plain words. */
export function WithdrawalList({ withdrawals }: { withdrawals: QueryResult<Withdrawal[]> }) {
  const items = withdrawals.data;
  if (!items) return null;
  return (
    <div className="mt-5">
      <h3 className="text-base font-bold text-slate-900">{m.withdrawals}</h3>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{m.noWithdrawals}</p>
      ) : (
        <ul aria-label={m.withdrawals} className="mt-2 divide-y divide-slate-100">
          {items.map((withdrawal) => (
            <li
              key={withdrawal.id}
              className="flex flex-col gap-1 py-2.5 sm:flex-row sm:items-center sm:justify-between sm:gap-3"
            >
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">{formatNaira(withdrawal.amount)}</p>
                <p className="truncate text-sm text-slate-600">{accountLabel(withdrawal)}</p>
                <p className="text-xs text-slate-500">{formatLagosTime(withdrawal.createdAt)}</p>
              </div>
              <span
                className={`self-start rounded-full px-2.5 py-1 text-xs font-semibold sm:shrink-0 sm:self-auto ${STATE_STYLES[withdrawal.status]}`}
              >
                {m.states[withdrawal.status]}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
