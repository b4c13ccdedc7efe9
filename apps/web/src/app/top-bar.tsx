import { Link, NavLink } from 'react-router';
import { CartLink } from '../components/cart-link';
import { UserIcon, WalletIcon } from '../components/icons';
import { Logo } from '../components/logo';
import { buttonStyles } from '../components/button-styles';
import { useHasSession } from '../lib/session';
import { NotificationBell } from '../features/notifications/notification-bell';
import * as topBar from '@naijabid/shared/messages/top-bar';

// On a 360 px phone the five links of a signed-in user fit one line only this close together.
const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded px-2 py-1 text-sm font-medium max-sm:px-1 hover:text-emerald-800 focus-visible:outline-2 focus-visible:outline-emerald-700 ${isActive ? 'text-emerald-800 underline underline-offset-4' : 'text-slate-700'}`;

const iconLinkClass =
  'relative grid h-10 w-10 place-items-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-700 max-sm:w-9';

/**
 * The top bar of docs/product.md#landing-page: for a visitor, Auctions and Categories lead to login (bidding and
 * browsing by category start with an account); signed in, they go where they say: the
 * marketplace and the category filters of the results page. Then Terms, Privacy and the
 * Log in button, or the bell, the cart (its badge counts what is to pay), Wallet and
 * Dashboard; signed in, Settings too. On a phone the bar keeps all of it on screen: the
 * wallet and the dashboard become icons and the links close up, wrapping rather than hiding.
 */
export function TopBar() {
  const signedIn = useHasSession();
  return (
    <header className="border-b border-slate-200 bg-white print:hidden">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 max-sm:gap-x-2">
        <Logo />
        <nav
          aria-label={topBar.mainNav}
          className="order-3 flex w-full flex-wrap items-center gap-1 max-sm:justify-between max-sm:gap-0 sm:order-2 sm:w-auto"
        >
          {signedIn ? (
            <>
              <NavLink to="/auctions" end className={navLinkClass}>
                {topBar.auctions}
              </NavLink>
              <NavLink to="/search" className={navLinkClass}>
                {topBar.categories}
              </NavLink>
              <NavLink to="/settings" className={navLinkClass}>
                {topBar.settings}
              </NavLink>
            </>
          ) : (
            <>
              <Link to="/login" className={navLinkClass({ isActive: false })}>
                {topBar.auctions}
              </Link>
              <Link to="/login" className={navLinkClass({ isActive: false })}>
                {topBar.categories}
              </Link>
            </>
          )}
          <NavLink to="/terms" className={navLinkClass}>
            {topBar.terms}
          </NavLink>
          <NavLink to="/privacy" className={navLinkClass}>
            {topBar.privacy}
          </NavLink>
        </nav>
        <div className="order-2 flex items-center gap-2 max-sm:gap-1 sm:order-3">
          {signedIn ? (
            <>
              <NotificationBell className={iconLinkClass} />
              <CartLink className={iconLinkClass} />
              <Link to="/wallet" className={`${buttonStyles.secondary} max-sm:px-2.5`}>
                <WalletIcon />
                <span className="max-sm:sr-only">{topBar.wallet}</span>
              </Link>
              <Link to="/dashboard" className={`${buttonStyles.primary} max-sm:px-2.5`}>
                <UserIcon className="sm:hidden" />
                <span className="max-sm:sr-only">{topBar.dashboard}</span>
              </Link>
            </>
          ) : (
            <Link to="/login" className={buttonStyles.primary}>
              {topBar.logIn}
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
