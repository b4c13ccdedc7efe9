import { useEffect, useState, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { toast } from 'sonner';
import type { PublicUser } from '@naijabid/shared/schemas/auth';
import { buttonStyles } from '../../../components/button-styles';
import { ApiError } from '../../../lib/api-client';
import { readAccessToken } from '../../../lib/token-storage';
import { becomeSeller } from '../api/become-seller';
import { getCurrentUser } from '../api/get-current-user';

type GateState = { kind: 'loading' } | { kind: 'ready'; user: PublicUser } | { kind: 'failed'; message: string };

const errorText = (error: unknown) => (error instanceof ApiError ? (error.serverMessage ?? error.message) : String(error));

/**
 * The selling pages need a signed-in, verified seller. The account is checked before the
 * form shows, so a buyer is offered the switch to selling instead of filling in a listing
 * the API would refuse (PRODUCT.md 5: a buyer may become a seller).
 */
export function SellerGate({ title, children }: { title: string; children: (user: PublicUser) => ReactNode }) {
  const [hasToken] = useState(() => readAccessToken() !== null);
  const [state, setState] = useState<GateState>({ kind: 'loading' });
  const [switching, setSwitching] = useState(false);

  useEffect(() => {
    if (!hasToken) return;
    let active = true;
    getCurrentUser()
      .then((user) => active && setState({ kind: 'ready', user }))
      .catch((error: unknown) => active && setState({ kind: 'failed', message: errorText(error) }));
    return () => {
      active = false;
    };
  }, [hasToken]);

  if (!hasToken) return <Navigate to="/login" replace />;

  async function switchToSelling() {
    setSwitching(true);
    try {
      const answer = await becomeSeller();
      toast.success(answer.message ?? 'Your account can now list items for auction.');
      setState({ kind: 'ready', user: answer.data.user });
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setSwitching(false);
    }
  }

  if (state.kind === 'ready' && state.user.accountType === 'seller' && state.user.emailVerified) return <>{children(state.user)}</>;

  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {state.kind === 'loading' && (
        <p role="status" className="mt-4 text-slate-700">
          Checking your account…
        </p>
      )}
      {state.kind === 'failed' && (
        <p role="alert" className="mt-4 text-red-700">
          {state.message}
        </p>
      )}
      {state.kind === 'ready' && !state.user.emailVerified && (
        <div className="mt-4 rounded-2xl border border-amber-300 bg-amber-50 p-5">
          <p className="text-slate-900">Please verify your email before listing items.</p>
          <Link to={`/verify?email=${encodeURIComponent(state.user.email)}`} className={`${buttonStyles.primary} mt-4`}>
            Verify your email
          </Link>
        </div>
      )}
      {state.kind === 'ready' && state.user.emailVerified && state.user.accountType !== 'seller' && (
        <div className="mt-4 rounded-2xl border border-emerald-200 bg-emerald-50 p-5">
          <h2 className="font-semibold text-slate-900">Start selling on NaijaBid</h2>
          <p className="mt-1 text-slate-800">
            Your account is a buyer account. Turn on selling to list items for auction; you can still bid as before.
          </p>
          <button type="button" className={`${buttonStyles.primary} mt-4`} onClick={() => void switchToSelling()} disabled={switching}>
            {switching ? 'Switching…' : 'Become a seller'}
          </button>
        </div>
      )}
    </div>
  );
}
