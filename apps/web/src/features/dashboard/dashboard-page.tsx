import { Link, Navigate, useNavigate } from 'react-router';
import { buttonStyles } from '../../components/button-styles';
import { useSignedInUser } from '../../lib/account/use-signed-in-user';
import { clearAccessToken } from '../../lib/token-storage';
import { useDocumentTitle } from '../../lib/use-document-title';
import { logout } from './api/logout';

const accountTypeLabels = { buyer: 'Buyer account', seller: 'Seller account' } as const;

/**
 * The signed-in home. Without a stored token it goes straight to login; with a token the
 * API decides (an expired or forged token answers 401 and the API client goes to login).
 */
export default function DashboardPage() {
  useDocumentTitle('Dashboard');
  const navigate = useNavigate();
  const { state, switching, becomeSeller } = useSignedInUser();

  if (state.kind === 'signed-out') return <Navigate to="/login" replace />;

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
              <Link to="/sell/new" className="rounded-2xl border border-slate-200 bg-white p-5 hover:border-emerald-700">
                <h2 className="font-semibold text-slate-900">Sell an item</h2>
                <p className="mt-1 text-sm text-slate-700">List something in a few minutes, with photos.</p>
              </Link>
            ) : (
              <Link to="/help" className="rounded-2xl border border-slate-200 bg-white p-5 hover:border-emerald-700">
                <h2 className="font-semibold text-slate-900">Help centre</h2>
                <p className="mt-1 text-sm text-slate-700">Answers about deposits, bids and delivery.</p>
              </Link>
            )}
          </div>
          {state.user.accountType === 'seller' ? (
            <section aria-labelledby="selling-title" className="mt-6 flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-emerald-200 bg-emerald-50 p-5">
              <div>
                <h2 id="selling-title" className="font-semibold text-slate-900">
                  Selling
                </h2>
                <p className="mt-1 text-sm text-slate-700">Your listings, their bids and time left, in one place.</p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Link to="/sell/listings" className={buttonStyles.secondary}>
                  My listings
                </Link>
                <Link to="/sell/new" className={buttonStyles.primary}>
                  New listing
                </Link>
              </div>
            </section>
          ) : (
            <section aria-labelledby="selling-title" className="mt-6 flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-emerald-200 bg-emerald-50 p-5">
              <div>
                <h2 id="selling-title" className="font-semibold text-slate-900">
                  Sell on NaijaBid
                </h2>
                <p className="mt-1 text-sm text-slate-700">Turn on selling to list items for auction. You can still bid as before.</p>
              </div>
              <button type="button" className={buttonStyles.primary} onClick={() => void becomeSeller()} disabled={switching}>
                {switching ? 'Switching…' : 'Become a seller'}
              </button>
            </section>
          )}
          <button type="button" className={`${buttonStyles.secondary} mt-8`} onClick={() => void signOut()}>
            Log out
          </button>
        </>
      )}
    </section>
  );
}
