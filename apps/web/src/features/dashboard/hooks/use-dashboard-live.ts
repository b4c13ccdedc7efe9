import type { MyBid } from '@naijabid/shared/schemas/bids';
import type { WalletBalance } from '@naijabid/shared/schemas/wallet';
import { updateMyListings, type MyListing } from '../../../lib/api/list-my-listings';
import { useMyEvents, useWatchedAuctionsEvents } from '../../../lib/live-events';
import type { QueryResult } from '../../../lib/query';
import { updateMyBids } from '../api/list-my-bids';
import { isOpen, withBid, withClose } from '../auction-order';

interface DashboardData {
  wallet: QueryResult<WalletBalance>;
  bids: QueryResult<MyBid[]>;
  listings: QueryResult<MyListing[]>;
}

/**
 * Keeps the dashboard current without a reload. Bids on watched auctions patch prices in
 * place; a notice about the user (outbid, won, lost, deposit) reloads what it changes, since
 * standing and balances are the server's to compute.
 */
export function useDashboardLive({ wallet, bids, listings }: DashboardData): void {
  const watched = [...(bids.data ?? []).map((bid) => bid.auction), ...(listings.data ?? [])]
    .filter(isOpen)
    .map((auction) => auction.id);

  useWatchedAuctionsEvents(watched, {
    bid: (event) => {
      updateMyBids((items) => items.map((bid) => ({ ...bid, auction: withBid(bid.auction, event) })));
      updateMyListings((items) => items.map((listing) => withBid(listing, event)));
      // A bid where the user was outbid may be their own, from another tab or device: no
      // notice says so, so standing and held money are read again.
      if (bids.data?.some((bid) => bid.auction.id === event.listingId && bid.standing === 'outbid')) {
        bids.refetch();
        wallet.refetch();
      }
    },
    closed: (event) => {
      updateMyBids((items) => items.map((bid) => ({ ...bid, auction: withClose(bid.auction, event) })));
      updateMyListings((items) => items.map((listing) => withClose(listing, event)));
      bids.refetch();
    },
  });

  // The layouts already show each notice as a toast; here it only reloads what it changed.
  const reloadStanding = () => {
    bids.refetch();
    wallet.refetch();
  };
  useMyEvents(true, {
    outbid: reloadStanding,
    won: reloadStanding,
    lost: reloadStanding,
    deposit_credited: wallet.refetch,
  });
}
