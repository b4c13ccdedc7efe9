import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CartLink } from '../../components/cart-link';
import { GavelIcon, HeartIcon, SearchIcon } from '../../components/icons';
import { NotificationBell } from '../notifications/notification-bell';
import { Logo } from '../../components/logo';
import { useCategoryCounts } from './api/list-categories';
import { marketplaceHeaderLabels as m } from '@naijabid/shared/messages/marketplace';

const countFormat = new Intl.NumberFormat('en-NG');

const iconLinkClass =
  'relative grid h-10 w-10 place-items-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-700';

/** The sticky marketplace header of docs/product.md#marketplace-home; the account features live on the dashboard. */
export function MarketplaceHeader() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const counts = useCategoryCounts().data;
  const liveCount = counts ? counts.reduce((sum, entry) => sum + entry.liveCount, 0) : null;

  // The form also works as a plain form (action and name): on a server-rendered page the
  // box can be used before the app has taken over, and what was typed then is read here.
  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    navigate(`/search${query ? `?${new URLSearchParams({ q: query })}` : ''}`);
  }

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2">
        <Logo />
        <p className="hidden min-w-[9rem] items-center gap-1.5 rounded-full bg-red-50 px-3 py-1 text-xs font-semibold text-red-700 md:flex">
          <span aria-hidden="true" className="h-2 w-2 animate-pulse rounded-full bg-red-600" />
          {liveCount === null ? m.liveAuctions : m.liveCount(countFormat.format(liveCount), liveCount === 1)}
        </p>
        <form
          role="search"
          action="/search"
          onSubmit={onSearch}
          className="order-last flex w-full md:order-none md:w-auto md:flex-1"
        >
          <label htmlFor="search" className="sr-only">
            {m.searchLabel}
          </label>
          <input
            id="search"
            type="search"
            name="q"
            defaultValue={params.get('q') ?? ''}
            placeholder={m.searchPlaceholder}
            className="w-full rounded-l-lg border border-slate-300 px-3 py-2 text-base focus:border-emerald-700 focus:outline-2 focus:outline-emerald-700"
          />
          <button
            type="submit"
            className="rounded-r-lg bg-emerald-700 px-3 text-white hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
          >
            <SearchIcon />
            <span className="sr-only">{m.search}</span>
          </button>
        </form>
        <nav aria-label={m.accountNav} className="ml-auto flex items-center gap-1">
          <Link
            to="/sell/new"
            className="hidden rounded-lg px-3 py-2 text-sm font-semibold text-emerald-800 hover:bg-emerald-50 sm:inline-flex"
          >
            {m.sell}
          </Link>
          <Link
            to="/watchlist"
            className="hidden items-center gap-1 rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 lg:inline-flex"
          >
            <HeartIcon width={16} height={16} /> {m.watchlist}
          </Link>
          <Link
            to="/dashboard"
            className="hidden items-center gap-1 rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 lg:inline-flex"
          >
            <GavelIcon width={16} height={16} /> {m.myAuctions}
          </Link>
          <NotificationBell className={iconLinkClass} />
          <CartLink className={iconLinkClass} />
        </nav>
      </div>
    </header>
  );
}
