import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { serverMessages } from '@naijabid/shared/messages';
import { sellerGateLabels as m } from '@naijabid/shared/messages/seller-gate';
import type { PublicUser } from '@naijabid/shared/schemas/auth';
import { buttonStyles } from '../../../components/button-styles';
import { useSignedInUser } from '../../../lib/account/use-signed-in-user';

/**
 * The selling pages need a signed-in, verified seller. The account is checked before the
 * form shows, so a buyer is offered the switch to selling instead of filling in a listing
 * the API would refuse (docs/product.md#accounts: a buyer may become a seller).
 */
export function SellerGate({ title, children }: { title: string; children: (user: PublicUser) => ReactNode }) {
  const { state, switching, becomeSeller } = useSignedInUser();

  if (state.kind === 'signed-out') return <Navigate to="/login" replace />;
  if (state.kind === 'ready' && state.user.accountType === 'seller' && state.user.emailVerified)
    return <>{children(state.user)}</>;

  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {state.kind === 'loading' && (
        <p role="status" className="mt-4 text-slate-700">
          {m.checking}
        </p>
      )}
      {state.kind === 'failed' && (
        <p role="alert" className="mt-4 text-red-700">
          {state.message}
        </p>
      )}
      {state.kind === 'ready' && !state.user.emailVerified && (
        <div className="mt-4 rounded-2xl border border-amber-300 bg-amber-50 p-5">
          <p className="text-slate-900">{serverMessages.emailNotVerifiedForListing}</p>
          <Link to={`/verify?email=${encodeURIComponent(state.user.email)}`} className={`${buttonStyles.primary} mt-4`}>
            {m.verifyEmail}
          </Link>
        </div>
      )}
      {state.kind === 'ready' && state.user.emailVerified && state.user.accountType !== 'seller' && (
        <div className="mt-4 rounded-2xl border border-emerald-200 bg-emerald-50 p-5">
          <h2 className="font-semibold text-slate-900">{m.startSelling}</h2>
          <p className="mt-1 text-slate-800">{m.buyerAccount}</p>
          <button
            type="button"
            className={`${buttonStyles.primary} mt-4`}
            onClick={() => void becomeSeller()}
            disabled={switching}
          >
            {switching ? m.switching : m.becomeSeller}
          </button>
        </div>
      )}
    </div>
  );
}
