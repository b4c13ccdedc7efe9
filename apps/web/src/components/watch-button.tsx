import { useState } from 'react';
import { heartLabels } from '@naijabid/shared/messages/notifications';
import { setWatching, useWatchlist } from '../lib/api/watchlist';
import { useHasSession } from '../lib/session';
import { goToLogin } from '../lib/unauthorized';
import { HeartIcon } from './icons';

/**
 * The heart: saves the auction to the watchlist or forgets it. Signed out, it sends the
 * visitor to login and back to this page. It is on every card of the landing page, so it
 * stays this small: no router hooks (see PlaceBidButton), and a failure's toast is loaded
 * only when one happens (signed in, the toaster is mounted on every page).
 */
export function WatchButton({
  auctionId,
  title,
  className = '',
  tabIndex,
}: {
  auctionId: string;
  title: string;
  className?: string;
  tabIndex?: number;
}) {
  const signedIn = useHasSession();
  const saved = useWatchlist(signedIn).data?.some((item) => item.auction.id === auctionId) ?? false;
  // What the last tap asked for, shown until the list read again agrees.
  const [asked, setAsked] = useState<boolean | null>(null);
  const watching = asked ?? saved;
  if (asked !== null && asked === saved) setAsked(null);

  async function onClick() {
    if (!signedIn) {
      goToLogin(`${window.location.pathname}${window.location.search}`);
      return;
    }
    setAsked(!watching);
    try {
      await setWatching(auctionId, !watching);
    } catch (error) {
      setAsked(null);
      const { toast } = await import('sonner');
      toast.error((error as Error).message);
    }
  }

  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={watching}
      aria-label={watching ? heartLabels.unwatch(title) : heartLabels.watch(title)}
      tabIndex={tabIndex}
      className={`grid h-11 w-11 place-items-center rounded-full bg-white/90 shadow-sm hover:bg-white focus-visible:outline-2 focus-visible:outline-emerald-700 ${watching ? 'text-red-600' : 'text-slate-700'} ${className}`}
    >
      <HeartIcon fill={watching ? 'currentColor' : 'none'} />
    </button>
  );
}
