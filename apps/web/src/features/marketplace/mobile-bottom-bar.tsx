import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BoltIcon, HeartIcon, HouseIcon, SearchIcon, UserIcon } from '../../components/icons';
import { useHasSession } from '../../lib/session';
import { bottomBarLabels as m } from '@naijabid/shared/messages/marketplace';

function BarItem({ to, label, icon, onClick }: { to: string; label: string; icon: ReactNode; onClick?: () => void }) {
  return (
    <li className="flex-1">
      <Link
        to={to}
        onClick={onClick}
        className="flex flex-col items-center gap-0.5 py-2 text-[11px] font-medium text-slate-700 hover:text-emerald-800 focus-visible:outline-2 focus-visible:outline-emerald-700"
      >
        {icon}
        {label}
      </Link>
    </li>
  );
}

/** The phone-only bottom bar of docs/product.md#marketplace-home. */
export function MobileBottomBar() {
  const signedIn = useHasSession();
  return (
    <nav aria-label={m.nav} className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white sm:hidden">
      <ul className="flex">
        <BarItem to="/" label={m.home} icon={<HouseIcon />} />
        <BarItem
          to="/auctions#search"
          label={m.search}
          icon={<SearchIcon />}
          onClick={() => document.getElementById('search')?.focus()}
        />
        <BarItem to="/auctions#live" label={m.live} icon={<BoltIcon />} />
        <BarItem to="/watchlist" label={m.saved} icon={<HeartIcon />} />
        <BarItem to={signedIn ? '/dashboard' : '/login'} label={m.account} icon={<UserIcon />} />
      </ul>
    </nav>
  );
}
