import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import type { PublicUser } from '@naijabid/shared/schemas/auth';
import { buttonStyles } from '../../components/button-styles';
import { ApiError } from '../../lib/api-client';
import { clearAccessToken, readAccessToken } from '../../lib/token-storage';
import { useDocumentTitle } from '../../lib/use-document-title';
import { fetchCurrentUser, logout } from './api/current-user';

type State = { kind: 'loading' } | { kind: 'ready'; user: PublicUser } | { kind: 'failed'; message: string };

const accountTypeLabels = { buyer: 'Buyer account', seller: 'Seller account' } as const;

/**
 * The signed-in home. Without a stored token it goes straight to login; with a token the
 * API decides (an expired or forged token answers 401 and the API client goes to login).
 */
export default function DashboardPage() {
  useDocumentTitle('Dashboard');
  const navigate = useNavigate();
  const [hasToken] = useState(() => readAccessToken() !== null);
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    if (!hasToken) return;
    let active = true;
    fetchCurrentUser()
      .then((user) => active && setState({ kind: 'ready', user }))
      .catch((error: unknown) => {
        if (active) setState({ kind: 'failed', message: error instanceof ApiError ? error.message : String(error) });
      });
    return () => {
      active = false;
    };
  }, [hasToken]);

  if (!hasToken) return <Navigate to="/login" replace />;

  async function signOut() {
    try {
      await logout();
    } finally {
      clearAccessToken();
      navigate('/login');
    }
  }

  return (
    <section aria-labelledby="dashboard-title" className="mx-auto max-w-4xl px-4 py-10">
      <h1 id="dashboard-title" className="text-3xl font-bold text-slate-900">
        Dashboard
      </h1>
      {state.kind === 'loading' && (
        <p role="status" className="mt-4 text-slate-700">
          Loading your account…
        </p>
      )}
      {state.kind === 'failed' && (
        <p role="alert" className="mt-4 text-red-700">
          {state.message}
        </p>
      )}
      {state.kind === 'ready' && (
        <>
          <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-6">
            <p className="text-lg text-slate-900">
              Welcome, <strong>{`${state.user.firstName} ${state.user.lastName}`}</strong>
            </p>
            <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-slate-600">Account type</dt>
                <dd className="font-semibold text-slate-900">{accountTypeLabels[state.user.accountType]}</dd>
              </div>
              <div>
                <dt className="text-slate-600">Email</dt>
                <dd className="font-semibold break-all text-slate-900">{state.user.email}</dd>
              </div>
            </dl>
          </div>
          <div className="mt-6 grid gap-4 sm:grid-cols-3">
            <Link to="/auctions" className="rounded-2xl border border-slate-200 bg-white p-5 hover:border-emerald-700">
              <h2 className="font-semibold text-slate-900">Live auctions</h2>
              <p className="mt-1 text-sm text-slate-700">Find something to bid on.</p>
            </Link>
            <Link to="/tips" className="rounded-2xl border border-slate-200 bg-white p-5 hover:border-emerald-700">
              <h2 className="font-semibold text-slate-900">Bidding tips</h2>
              <p className="mt-1 text-sm text-slate-700">How countdowns and bid resets work.</p>
            </Link>
            {state.user.accountType === 'seller' ? (
              <Link to="/vendor" className="rounded-2xl border border-slate-200 bg-white p-5 hover:border-emerald-700">
                <h2 className="font-semibold text-slate-900">Sell an item</h2>
                <p className="mt-1 text-sm text-slate-700">What you need to start listing.</p>
              </Link>
            ) : (
              <Link to="/help" className="rounded-2xl border border-slate-200 bg-white p-5 hover:border-emerald-700">
                <h2 className="font-semibold text-slate-900">Help centre</h2>
                <p className="mt-1 text-sm text-slate-700">Answers about deposits, bids and delivery.</p>
              </Link>
            )}
          </div>
          <button type="button" className={`${buttonStyles.secondary} mt-8`} onClick={() => void signOut()}>
            Log out
          </button>
        </>
      )}
    </section>
  );
}
