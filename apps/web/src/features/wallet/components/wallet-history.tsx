import { walletMessages } from '@naijabid/shared/messages';
import { ledgerPurposeLabel } from '@naijabid/shared/messages/ledger';
import { walletPageLabels as m } from '@naijabid/shared/messages/wallet-page';
import { formatNaira } from '@naijabid/shared/money';
import type { WalletEntry } from '@naijabid/shared/schemas/wallet';
import { apiErrorText } from '../../../lib/api-error-text';
import type { QueryResult } from '../../../lib/query';
import { LoadFailure } from './load-failure';

const dateTime = new Intl.DateTimeFormat('en-NG', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h12',
  timeZone: 'Africa/Lagos',
});

const phaseTones: Record<WalletEntry['phase'], string> = {
  posted: 'bg-emerald-50 text-emerald-900',
  pending: 'bg-amber-100 text-amber-900',
  post_pending: 'bg-slate-100 text-slate-800',
  void_pending: 'bg-slate-100 text-slate-800',
};

/**
 * What the entry did to the money the user can spend. A released hold is stored as a
 * transfer in the same direction as the hold it cancels, so its sign is turned round.
 */
export function signedAmountKobo(entry: WalletEntry): number {
  return entry.phase === 'void_pending' ? -entry.amount : entry.amount;
}

const resolvedHoldTone = 'bg-slate-100 text-slate-800';

/** A hold still holding money is pending; one a later line paid or released is not. */
function entryBadge(entry: WalletEntry): { label: string; tone: string } {
  if (entry.phase === 'pending' && entry.resolved)
    return { label: walletMessages.resolvedHold, tone: resolvedHoldTone };
  return { label: walletMessages.entryPhases[entry.phase], tone: phaseTones[entry.phase] };
}

function EntryRow({ entry }: { entry: WalletEntry }) {
  const amount = signedAmountKobo(entry);
  const badge = entryBadge(entry);
  return (
    <li className="flex items-start justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{ledgerPurposeLabel(entry.purpose)}</p>
        <p className="text-sm text-slate-600">
          <time dateTime={entry.createdAt}>{dateTime.format(new Date(entry.createdAt))}</time>
        </p>
      </div>
      <div className="shrink-0 text-right">
        <p className={`font-semibold tabular-nums ${amount > 0 ? 'text-emerald-800' : 'text-slate-900'}`}>
          {`${amount > 0 ? '+' : '−'}${formatNaira(Math.abs(amount))}`}
        </p>
        <span className={`mt-1 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${badge.tone}`}>
          {badge.label}
        </span>
      </div>
    </li>
  );
}

export function WalletHistory({ history }: { history: QueryResult<WalletEntry[]> }) {
  const { data, error, refetch } = history;
  return (
    <section aria-labelledby="history-title" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="history-title" className="text-lg font-bold text-slate-900">
        {m.history}
      </h2>
      {data && data.length === 0 && <p className="mt-2 text-sm text-slate-700">{walletMessages.historyEmpty}</p>}
      {data && data.length > 0 && (
        <ol aria-labelledby="history-title" className="mt-1 divide-y divide-slate-200">
          {data.map((entry) => (
            <EntryRow key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
      {!data && !error && (
        <p role="status" className="mt-2 text-sm text-slate-700">
          {walletMessages.loadingHistory}
        </p>
      )}
      {error && (
        <div className="mt-3">
          <LoadFailure message={apiErrorText(error)} label={m.yourTransactions} onRetry={refetch} />
        </div>
      )}
    </section>
  );
}
