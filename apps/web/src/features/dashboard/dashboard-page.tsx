import { Link, Navigate, useNavigate } from 'react-router';
import { LIVE_COUNTDOWN_TICK_MS } from '@naijabid/shared/constants';
import { settingsPageLabels } from '@naijabid/shared/messages/account-settings';
import { dashboardLabels as m } from '@naijabid/shared/messages/dashboard';
import type { PublicUser } from '@naijabid/shared/schemas/auth';
import { buttonStyles } from '../../components/button-styles';
import { useSignedInUser, type SignedInUser } from '../../lib/account/use-signed-in-user';
import { useWallet } from '../../lib/api/get-wallet';
import { useMyListings } from '../../lib/api/list-my-listings';
import { useServerNow } from '../../lib/server-clock';
import { clearAccessToken } from '../../lib/token-storage';
import { useDocumentTitle } from '../../lib/use-document-title';
import { NeedsYourAction } from '../orders/needs-action';
import { useMyBids } from './api/list-my-bids';
import { logout } from './api/logout';
import { MyBids } from './components/my-bids';
import { LoadFailed, Loading } from './components/remote-status';
import { SellerListings } from './components/seller-listings';
import { WalletCard } from './components/wallet-card';
import { useDashboardLive } from './hooks/use-dashboard-live';
import { forgetDevicePushBeforeLogout } from '../../lib/pwa/push-device';

const cardLink = 'block rounded-2xl border border-slate-200 bg-white p-4 hover:border-emerald-700';

function AccountCard({ user }: { user: PublicUser }) {
  return (
    <section aria-labelledby="account-title" className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="account-title" className="text-lg font-bold text-slate-900">
        {m.account}
      </h2>
      <dl className="mt-3 grid gap-3 text-sm">
        <div>
          <dt className="text-slate-600">{m.accountType}</dt>
          <dd className="font-semibold text-slate-900">{m.accountTypes[user.accountType]}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{m.email}</dt>
          <dd className="font-semibold break-all text-slate-900">{user.email}</dd>
        </div>
      </dl>
      <Link to="/settings" className={`${buttonStyles.secondary} mt-4 w-full`}>
        {settingsPageLabels.title}
      </Link>
    </section>
  );
}

function QuickLinks({ seller, operator }: { seller: boolean; operator: boolean }) {
  return (
    <nav aria-label={m.shortcuts} className="grid gap-3">
      {operator && (
        <Link to="/admin" className={cardLink}>
          <span className="block font-semibold text-slate-900">{m.shortcutLinks.admin.title}</span>
          <span className="mt-1 block text-sm text-slate-700">{m.shortcutLinks.admin.body}</span>
        </Link>
      )}
      <Link to="/orders" className={cardLink}>
        <span className="block font-semibold text-slate-900">{m.shortcutLinks.orders.title}</span>
        <span className="mt-1 block text-sm text-slate-700">{m.shortcutLinks.orders.body}</span>
      </Link>
      <Link to="/auctions" className={cardLink}>
        <span className="block font-semibold text-slate-900">{m.shortcutLinks.auctions.title}</span>
        <span className="mt-1 block text-sm text-slate-700">{m.shortcutLinks.auctions.body}</span>
      </Link>
      <Link to="/tips" className={cardLink}>
        <span className="block font-semibold text-slate-900">{m.shortcutLinks.tips.title}</span>
        <span className="mt-1 block text-sm text-slate-700">{m.shortcutLinks.tips.body}</span>
      </Link>
      {seller ? (
        <Link to="/sell/new" className={cardLink}>
          <span className="block font-semibold text-slate-900">{m.shortcutLinks.sell.title}</span>
          <span className="mt-1 block text-sm text-slate-700">{m.shortcutLinks.sell.body}</span>
        </Link>
      ) : (
        <Link to="/help" className={cardLink}>
          <span className="block font-semibold text-slate-900">{m.shortcutLinks.help.title}</span>
          <span className="mt-1 block text-sm text-slate-700">{m.shortcutLinks.help.body}</span>
        </Link>
      )}
    </nav>
  );
}

/** Wallet, bids and listings: mounted only once the account is known, so a visitor calls nothing. */
function AccountHome({ user, account, signOut }: { user: PublicUser; account: SignedInUser; signOut: () => void }) {
  const seller = user.accountType === 'seller';
  const now = useServerNow(LIVE_COUNTDOWN_TICK_MS);
  const wallet = useWallet();
  const bids = useMyBids();
  const listings = useMyListings(seller);
  useDashboardLive({ wallet, bids, listings });

  return (
    <>
      <p className="mt-1 text-slate-800">
        {m.welcome}
        <strong>{`${user.firstName} ${user.lastName}`}</strong>
      </p>
      <div className="mt-5">
        <NeedsYourAction seller={seller} now={now} />
      </div>
      <div className="mt-5 grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:gap-6">
        <div className="lg:col-start-2 lg:row-start-1">
          <WalletCard wallet={wallet} />
        </div>
        <div className="grid content-start gap-4 lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:gap-6">
          <MyBids bids={bids} now={now} />
          {seller ? (
            <section
              aria-labelledby="selling-title"
              className="rounded-2xl border border-emerald-200 bg-emerald-50 p-4 sm:p-5"
            >
              <div className="flex flex-wrap items-center justify-between gap-3">
                <div>
                  <h2 id="selling-title" className="text-lg font-bold text-slate-900">
                    {m.selling}
                  </h2>
                  <p className="mt-1 text-sm text-slate-700">{m.sellingBody}</p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Link to="/sales" className={buttonStyles.secondary}>
                    {m.mySales}
                  </Link>
                  <Link to="/sell/listings" className={buttonStyles.secondary}>
                    {m.myListings}
                  </Link>
                  <Link to="/sell/new" className={buttonStyles.primary}>
                    {m.newListing}
                  </Link>
                </div>
              </div>
              <SellerListings listings={listings} now={now} />
            </section>
          ) : (
            <section
              aria-labelledby="selling-title"
              className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-emerald-200 bg-emerald-50 p-4 sm:p-5"
            >
              <div>
                <h2 id="selling-title" className="text-lg font-bold text-slate-900">
                  {m.sellOnNaijaBid}
                </h2>
                <p className="mt-1 text-sm text-slate-700">{m.becomeSellerBody}</p>
              </div>
              <button
                type="button"
                className={buttonStyles.primary}
                onClick={() => void account.becomeSeller()}
                disabled={account.switching}
              >
                {account.switching ? m.switching : m.becomeSeller}
              </button>
            </section>
          )}
        </div>
        <div className="grid content-start gap-4 lg:col-start-2 lg:row-start-2 lg:gap-6">
          <AccountCard user={user} />
          <QuickLinks seller={seller} operator={user.isOperator} />
          <button type="button" className={buttonStyles.secondary} onClick={signOut}>
            {m.logOut}
          </button>
        </div>
      </div>
    </>
  );
}

/**
 * The signed-in home: wallet, bids by standing and, for sellers, their listings, all kept
 * live. Without a stored token it goes straight to login; with a token the API decides.
 */
export default function DashboardPage() {
  useDocumentTitle(m.title);
  const navigate = useNavigate();
  const account = useSignedInUser();
  const { state } = account;

  if (state.kind === 'signed-out') return <Navigate to="/login" replace />;

  async function signOut() {
    try {
      await forgetDevicePushBeforeLogout();
      await logout();
    } finally {
      clearAccessToken();
      navigate('/login');
    }
  }

  return (
    <section aria-labelledby="dashboard-title" className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <h1 id="dashboard-title" className="text-2xl font-extrabold text-slate-900 sm:text-3xl">
        {m.title}
      </h1>
      {state.kind === 'loading' && <Loading text={m.loadingAccount} />}
      {state.kind === 'failed' && <LoadFailed message={state.message} onRetry={account.reload} />}
      {state.kind === 'ready' && <AccountHome user={state.user} account={account} signOut={() => void signOut()} />}
    </section>
  );
}
