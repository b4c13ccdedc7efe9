/**
 * The auction page's labels (`/auctions/:id`, docs/product.md#auctions) around its bid
 * panel, whose words are biddingMessages in messages.ts; the figures' names are auctionLabels.
 */
import { auctionLabels } from './auction-labels';
import { ledgerPurposeLabels } from './ledger';
import { registerLabels } from './auth';
import { myBidsLabels, remoteStatusLabels } from './dashboard';
import { myListingsLabels } from './my-listings';
import { auctions } from './top-bar';
import { place } from './item-location';

export const auctionPageLabels = {
  breadcrumb: 'Breadcrumb',
  auctions,
  bids: auctionLabels.bids,
  status: 'Status',
  ended: 'Ended',
  ends: myListingsLabels.ends,
  lagosTime: '(Lagos time)',
  buyNowPrice: ledgerPurposeLabels.buy_now,
  reserve: myListingsLabels.reserve,
  reserveMet: 'Reserve met',
  reserveNotMet: 'Reserve not met yet',
  cancelledBySeller: 'The seller cancelled this auction.',
  yourListing: 'Your listing',
  hiddenReserve: 'Hidden reserve: ',
  noReserve: 'none',
  ownHasBids: 'It has bids, so it can no longer be edited or cancelled.',
  editListing: 'Edit listing',
  myListings: myListingsLabels.title,
  seller: registerLabels.accountChoices.seller.title,
  description: 'Description',
  bidHistory: 'Bid history',
  loading: 'Loading auction',
  notFound: 'Auction not found',
  /** The document title while the auction could not be loaded. */
  fallbackTitle: 'Auction',
  loadFailed: 'This auction could not be loaded',
  tryAgain: remoteStatusLabels.tryAgain,
  browseLive: myBidsLabels.browseLive,
} as const;

/** The auction's photos: one large, the others as buttons. */
export const photoGalleryLabels = {
  photoOf: (title: string, index: number, total: number) => `${title}, photo ${index} of ${total}`,
  thumbnails: 'Photos',
  showPhoto: (index: number, total: number) => `Show photo ${index} of ${total}`,
} as const;

export const bidHistoryLabels = {
  noBidsYet: auctionLabels.noBidsYet,
  firstBidAt: (price: string) => `The first bid starts at ${price}.`,
  loading: 'Loading bids…',
  placedCount: (count: number) => `${count} ${count === 1 ? 'bid has' : 'bids have'} been placed.`,
  /** Beside the leader's answer that proxy bidding made to a lower bid. */
  automatic: 'automatic bid',
  /** To `/auctions/:id/verify` (messages/bid-log.ts). */
  checkBidLog: 'Check the bid log',
} as const;

/** The auction page's Delivery block: where the item is, pickup, and the fees in and outside the seller's state. */
export const deliveryLabels = {
  title: 'Delivery',
  location: 'Item location',
  place,
  locationNotGiven: 'Not given by the seller',
  pickup: 'Pickup',
  pickupIn: (city: string) => `Available in ${city}`,
  pickupAvailable: 'Available',
  notOffered: 'Not offered',
  within: (state: string) => `Within ${state}`,
  withinSellersState: "Within the seller's state",
  otherStates: 'Other states',
  free: 'Free',
  noDeliveryOutside: (state: string) => `No delivery outside ${state}`,
} as const;
