/**
 * The seller's listings page (`/sell/listings`, docs/product.md#listings): each listing's state,
 * and edit or cancel while it has no bids. Its title, New listing and the load states are
 * the dashboard's words; the toast after a cancel is serverMessages.listingCancelled.
 */
import { biddingMessages, liveNoticeMessages } from '../messages';
import { dashboardLabels, remoteStatusLabels, sellerListingsLabels } from './dashboard';

export const myListingsLabels = {
  title: dashboardLabels.myListings,
  newListing: dashboardLabels.newListing,
  loading: sellerListingsLabels.loading,
  tryAgain: remoteStatusLabels.tryAgain,
  emptyTitle: 'You have no listings yet.',
  emptyBody: 'List your first item in a few minutes: photos, details, a starting price, done.',
  listItem: 'List an item',
  reserve: 'Reserve',
  ends: 'Ends',
  view: liveNoticeMessages.viewAuction,
  edit: 'Edit',
  cancel: biddingMessages.cancel,
  hasBids: 'Has bids: it can no longer be changed.',
  belowReserve: 'Ended below your reserve.',
  offerToHighestBidder: 'Offer to highest bidder',
  offering: 'Sending…',
} as const;

/** The dialog that asks before a listing is cancelled. */
export const cancelListingLabels = {
  title: 'Cancel this listing?',
  /** Follows the listing's title in quotes. */
  explained: ' will be taken down and cannot be published again. This cannot be undone.',
  keep: 'Keep listing',
  cancelling: 'Cancelling…',
  confirm: 'Cancel listing',
} as const;
