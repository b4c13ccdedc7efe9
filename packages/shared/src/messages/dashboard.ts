/**
 * The dashboard's labels (docs/product.md#dashboard-and-legal-pages): the account, the wallet card, my bids
 * and, for sellers, their listings at a glance. The wallet's and the bid's own words are
 * walletMessages and biddingMessages in messages.ts.
 */
import { auctionLabels } from './auction-labels';
import { registerLabels } from './auth';
import { marketplaceHeaderLabels } from './marketplace';
import { ordersPageLabels, salesPageLabels } from './orders';
import { footerColumns, liveAuctions } from './site-frame';
import { dashboard, wallet } from './top-bar';

const helpLinks = footerColumns[1].links;

/** What a screen shows while its data loads or after it failed to. */
export const remoteStatusLabels = {
  tryAgain: 'Try again',
} as const;

export const dashboardLabels = {
  title: dashboard,
  loadingAccount: 'Loading your account…',
  welcome: 'Welcome, ',
  account: marketplaceHeaderLabels.accountNav,
  accountType: registerLabels.accountType,
  accountTypes: { buyer: 'Buyer account', seller: 'Seller account' },
  email: 'Email',
  shortcuts: 'Shortcuts',
  shortcutLinks: {
    auctions: { title: liveAuctions, body: 'Find something to bid on.' },
    tips: { title: helpLinks['/tips'], body: 'How countdowns and bid resets work.' },
    sell: { title: 'Sell an item', body: 'List something in a few minutes, with photos.' },
    help: { title: helpLinks['/help'], body: 'Answers about deposits, bids and delivery.' },
    orders: { title: ordersPageLabels.title, body: 'What you won: payment, delivery and each step.' },
    admin: { title: 'Admin', body: 'The operator console: disputes, users, listings and the audit log.' },
  },
  selling: 'Selling',
  sellingBody: 'Your listings, their bids and time left.',
  myListings: 'My listings',
  mySales: salesPageLabels.title,
  newListing: 'New listing',
  sellOnNaijaBid: footerColumns[0].links['/vendor'],
  becomeSellerBody: 'Turn on selling to list items for auction. You can still bid as before.',
  switching: 'Switching…',
  becomeSeller: 'Become a seller',
  logOut: 'Log out',
} as const;

export const walletCardLabels = {
  title: wallet,
  loading: 'Loading your wallet…',
} as const;

/** The bids the user placed, by standing (leading, outbid, won, lost). */
export const myBidsLabels = {
  title: 'My bids',
  loading: 'Loading your bids…',
  emptyTitle: 'You have not bid on anything yet.',
  emptyBody: 'Your bids, where you stand and the time left will show here.',
  browseLive: 'Browse live auctions',
  filterGroup: 'Show bids',
  all: 'All',
  standings: { leading: 'Leading', outbid: 'Outbid', won: 'Won', lost: 'Lost' },
  emptyStanding: {
    leading: 'You are not leading any auction right now.',
    outbid: 'Nobody has outbid you.',
    won: 'No wins yet.',
    lost: 'No lost auctions.',
  },
  currentPrice: 'Current price',
  timeLeft: auctionLabels.timeLeft,
  bids: auctionLabels.bids,
  /** Read after Bid again, for screen readers. */
  bidAgainOn: (title: string) => `on ${title}`,
} as const;

/** The seller's listings on the dashboard: a few, with a link to all of them. */
export const sellerListingsLabels = {
  loading: 'Loading your listings…',
  empty: 'You have no listings yet. A new listing takes a few minutes: photos, details, a starting price.',
  showing: (shown: number, total: number) => `Showing ${shown} of ${total}.`,
  seeAll: 'See all your listings',
} as const;
