import { useState } from 'react';
import { setWatching, useWatchlist } from '../lib/api/watchlist';
import { useHasSession } from '../lib/session';
import { goToLogin } from '../lib/unauthorized';
import { HeartButton, type HeartProps } from './heart-button';

/**
 * The heart on every card and on the auction page: saves the auction to the watchlist or
 * forgets it. Signed out, it sends the visitor to login (or sign-up) and then to the item, saved. It is on the
 * landing page's cards, so it stays small: no router hooks (see PlaceBidButton), and the toast
 * of a failure loads only when one happens (signed in, the toaster is mounted on every page).
 * Whether it is saved comes from the viewer's own watchlist, never from the public, cached
 * answer the card came from.
 */
export function WatchButton({ auctionId, ...drawn }: HeartProps) {
  const signedIn = useHasSession();
  const saved = useWatchlist(signedIn).data?.some((item) => item.auction.id === auctionId) ?? false;
  // What the last tap asked for, shown until the list read again agrees.
  const [asked, setAsked] = useState<boolean | null>(null);
  const watching = asked ?? saved;
  if (asked !== null && asked === saved) setAsked(null);

  async function onClick() {
    // The visitor comes back to the item itself, saved, after logging in or signing up.
    if (!signedIn) return goToLogin({ from: `/auctions/${encodeURIComponent(auctionId)}`, watch: auctionId });
    setAsked(!watching);
    try {
      await setWatching(auctionId, !watching);
    } catch (error) {
      setAsked(null);
      const { toast } = await import('sonner');
      toast.error((error as Error).message);
    }
  }

  return <HeartButton {...drawn} watching={watching} onClick={() => void onClick()} />;
}
