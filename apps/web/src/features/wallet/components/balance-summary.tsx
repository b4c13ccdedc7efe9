import { walletMessages } from '@naijabid/shared/messages';
import { walletPageLabels as m } from '@naijabid/shared/messages/wallet-page';
import { formatNaira } from '@naijabid/shared/money';
import type { WalletBalance } from '@naijabid/shared/schemas/wallet';
import { apiErrorText } from '../../../lib/api-error-text';
import type { QueryResult } from '../../../lib/query';
import { LoadFailure } from './load-failure';

export function BalanceSummary({ balance }: { balance: QueryResult<WalletBalance> }) {
  const { data, error, refetch } = balance;
  return (
    <section aria-labelledby="balance-title" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="balance-title" className="sr-only">
        {m.balance}
      </h2>
      {data ? (
        <dl>
          <div>
            <dt className="text-sm font-medium text-slate-700">{walletMessages.availableLabel}</dt>
            <dd className="mt-1 text-3xl font-extrabold text-slate-900 tabular-nums" data-testid="available-balance">
              {formatNaira(data.available)}
            </dd>
            <dd className="mt-1 text-sm text-slate-600">{walletMessages.availableHint}</dd>
          </div>
          <div className="mt-4 grid grid-cols-[1fr_auto] items-baseline gap-x-3 border-t border-slate-200 pt-4">
            <dt className="text-sm font-medium text-slate-700">{walletMessages.heldLabel}</dt>
            <dd className="text-lg font-bold text-slate-900 tabular-nums" data-testid="held-balance">
              {formatNaira(data.held)}
            </dd>
            <dd className="col-span-2 mt-1 text-sm text-slate-600">{walletMessages.heldHint}</dd>
          </div>
          {data.owed !== undefined && (
            <div className="mt-4 grid grid-cols-[1fr_auto] items-baseline gap-x-3 border-t border-slate-200 pt-4">
              <dt className="text-sm font-medium text-slate-700">{walletMessages.owedLabel}</dt>
              <dd className="text-lg font-bold text-red-700 tabular-nums" data-testid="owed-balance">
                {formatNaira(data.owed)}
              </dd>
              <dd className="col-span-2 mt-1 text-sm text-slate-600">{walletMessages.owedHint}</dd>
            </div>
          )}
        </dl>
      ) : (
        !error && (
          <div role="status" className="animate-pulse">
            <span className="sr-only">{walletMessages.loadingBalance}</span>
            <div aria-hidden="true" className="h-4 w-20 rounded bg-slate-200" />
            <div aria-hidden="true" className="mt-2 h-9 w-40 rounded bg-slate-200" />
            <div aria-hidden="true" className="mt-6 h-4 w-full rounded bg-slate-100" />
          </div>
        )
      )}
      {error && (
        <div className={data ? 'mt-4' : undefined}>
          <LoadFailure message={apiErrorText(error)} label={m.yourBalance} onRetry={refetch} />
        </div>
      )}
    </section>
  );
}
