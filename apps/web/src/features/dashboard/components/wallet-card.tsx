import { Link } from 'react-router';
import { walletMessages } from '@naijabid/shared/messages';
import { walletCardLabels as m } from '@naijabid/shared/messages/dashboard';
import { formatNaira } from '@naijabid/shared/money';
import type { WalletBalance } from '@naijabid/shared/schemas/wallet';
import { buttonStyles } from '../../../components/button-styles';
import { apiErrorText } from '../../../lib/api-error-text';
import type { QueryResult } from '../../../lib/query';
import { LoadFailed, Loading } from './remote-status';

export function WalletCard({ wallet }: { wallet: QueryResult<WalletBalance> }) {
  const { data, error, refetch } = wallet;
  return (
    <section aria-labelledby="wallet-title" className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="wallet-title" className="text-lg font-bold text-slate-900">
        {m.title}
      </h2>
      {!data && !error && <Loading text={m.loading} />}
      {!data && error && <LoadFailed message={apiErrorText(error)} onRetry={refetch} />}
      {data && (
        <>
          <dl className="mt-3 grid grid-cols-2 gap-3">
            <div>
              <dt className="text-sm text-slate-600">{walletMessages.availableLabel}</dt>
              <dd className="text-2xl font-extrabold text-emerald-800 tabular-nums">{formatNaira(data.available)}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">{walletMessages.heldLabel}</dt>
              <dd className="text-2xl font-extrabold text-slate-900 tabular-nums">{formatNaira(data.held)}</dd>
            </div>
          </dl>
          <p className="mt-2 text-xs text-slate-600">{walletMessages.heldHint}</p>
        </>
      )}
      <Link to="/wallet" className={`${buttonStyles.primary} mt-4 w-full`}>
        {walletMessages.depositMoney}
      </Link>
    </section>
  );
}
