import type { MyBid } from '@naijabid/shared/schemas/bids';
import type { WalletBalance } from '@naijabid/shared/schemas/wallet';
import { useMyEvents, useWatchedAuctionsEvents } from '../../../lib/live-events';
import type { MyListing } from '../../catalogue/api/list-my-listings';
import { isOpen, withBid, withClose } from '../auction-order';
import type { RemoteData } from './use-remote';

interface DashboardData {
  wallet: RemoteData<WalletBalance>;
  bids: RemoteData<MyBid[]>;
  listings: RemoteData<MyListing[]>;
}

/**
 * Keeps the dashboard current without a reload. Bids on watched auctions patch prices in
 * place; a notice about the user (outbid, won, lost, deposit) reloads what it changes, since
 * standing and balances are the server's to compute.
 */
export function useDashboardLive({ wallet, bids, listings }: DashboardData): void {
  const watched = [
    ...(bids.state.kind === 'ready' ? bids.state.data.map((bid) => bid.auction) : []),
    ...(listings.state.kind === 'ready' ? listings.state.data : []),
  ]
    .filter(isOpen)
    .map((auction) => auction.id);

  useWatchedAuctionsEvents(watched, {
    bid: (event) => {
      bids.patch((items) => items.map((bid) => ({ ...bid, auction: withBid(bid.auction, event) })));
      listings.patch((items) => items.map((listing) => withBid(listing, event)));
      // A bid where the user was outbid may be their own, from another tab or device: no
      // notice says so, so standing and held money are read again.
      if (bids.state.kind === 'ready' && bids.state.data.some((bid) => bid.auction.id === event.listingId && bid.standing === 'outbid')) {
        bids.refresh();
        wallet.refresh();
      }
    },
    closed: (event) => {
      bids.patch((items) => items.map((bid) => ({ ...bid, auction: withClose(bid.auction, event) })));
      listings.patch((items) => items.map((listing) => withClose(listing, event)));
      bids.refresh();
    },
  });

  // The layouts already show each notice as a toast; here it only reloads what it changed.
  const reloadStanding = () => {
    bids.refresh();
    wallet.refresh();
  };
  useMyEvents(true, { outbid: reloadStanding, won: reloadStanding, lost: reloadStanding, deposit_credited: wallet.refresh });
}
