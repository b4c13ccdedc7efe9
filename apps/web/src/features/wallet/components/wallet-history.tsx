import { walletMessages } from '@naijabid/shared/messages';
import { ledgerPurposeLabel } from '@naijabid/shared/messages/ledger';
import { walletPageLabels as m } from '@naijabid/shared/messages/wallet-page';
import { formatNaira } from '@naijabid/shared/money';
import type { WalletEntry, WalletHistory } from '@naijabid/shared/schemas/wallet';
import { formatLagosTime } from '@naijabid/shared/date-time';
import { apiErrorText } from '../../../lib/api-error-text';
import type { QueryResult } from '../../../lib/query';
import { LoadFailure } from './load-failure';

const statusTones: Record<WalletEntry['status'], string> = {
  completed: 'bg-emerald-50 text-emerald-900',
  held: 'bg-amber-100 text-amber-900',
  paid: 'bg-slate-100 text-slate-800',
  released: 'bg-slate-100 text-slate-800',
};

function SignedAmount({ kobo }: { kobo: number }) {
  return (
    <p className={`font-semibold tabular-nums ${kobo > 0 ? 'text-emerald-800' : 'text-slate-900'}`}>
      {`${kobo > 0 ? '+' : '−'}${formatNaira(Math.abs(kobo))}`}
    </p>
  );
}

function Badge({ label, tone }: { label: string; tone: string }) {
  return <span className={`mt-1 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>{label}</span>;
}

/**
 * One movement. Its amount is what it did to the available balance, so the amounts add up to
 * it: a hold counts while held and once paid; a released hold counts nothing, and its amount
 * is shown struck through.
 */
function EntryRow({ entry }: { entry: WalletEntry }) {
  return (
    <li className="flex items-start justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{ledgerPurposeLabel(entry.purpose)}</p>
        <p className="text-sm text-slate-600">
          <time dateTime={entry.createdAt}>{formatLagosTime(entry.createdAt)}</time>
        </p>
      </div>
      <div className="shrink-0 text-right">
        {entry.status === 'released' ? (
          <p className="font-semibold text-slate-500 tabular-nums">
            <s>{formatNaira(entry.holdAmount ?? 0)}</s>
            <span className="sr-only">{` ${walletMessages.releasedAmount}`}</span>
          </p>
        ) : (
          <SignedAmount kobo={entry.amount} />
        )}
        <Badge label={walletMessages.entryStatuses[entry.status]} tone={statusTones[entry.status]} />
      </div>
    </li>
  );
}

/** The movements older than those listed, as one line, so the list still adds up to the balances. */
function EarlierRow({ earlier }: { earlier: NonNullable<WalletHistory['earlier']> }) {
  return (
    <li className="flex items-start justify-between gap-3 py-3">
      <p className="font-medium text-slate-900">{walletMessages.earlierLine}</p>
      <div className="shrink-0 text-right">
        <SignedAmount kobo={earlier.available} />
        {earlier.held > 0 && (
          <Badge label={walletMessages.earlierHeld(formatNaira(earlier.held))} tone={statusTones.held} />
        )}
      </div>
    </li>
  );
}

export function WalletHistoryList({ history }: { history: QueryResult<WalletHistory> }) {
  const { data, error, refetch } = history;
  const items = data?.items;
  return (
    <section aria-labelledby="history-title" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="history-title" className="text-lg font-bold text-slate-900">
        {m.history}
      </h2>
      {items && items.length === 0 && <p className="mt-2 text-sm text-slate-700">{walletMessages.historyEmpty}</p>}
      {items && items.length > 0 && (
        <ol aria-labelledby="history-title" className="mt-1 divide-y divide-slate-200">
          {items.map((entry) => (
            <EntryRow key={entry.id} entry={entry} />
          ))}
          {data?.earlier && <EarlierRow earlier={data.earlier} />}
        </ol>
      )}
      {!items && !error && (
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
