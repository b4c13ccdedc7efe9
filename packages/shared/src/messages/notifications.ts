/**
 * The words of the watchlist and the notification centre
 * (docs/product.md#watchlist-and-notifications): the heart, the watchlist page, the bell and
 * its list, the mail preferences page, the optional mails and the unsubscribe pages. Kept
 * apart from messages.ts; the heart's and the bell's own labels are in heart-and-bell.ts.
 */
import type { OptionalMailKind } from '../schemas/notifications';
import { bellTitle } from './heart-and-bell';
import type { WatchStanding } from '../schemas/watchlist';

export const watchlistLabels = {
  title: 'Watchlist',
  intro: 'Auctions you saved. We remind you an hour before each ends.',
  empty: 'Nothing saved yet. Tap the heart on any auction to follow it here.',
  browse: 'Browse live auctions',
  watchers: (count: number) => (count === 1 ? '1 person watching' : `${count} people watching`),
  full: (max: number) => `Your watchlist holds ${max} auctions. Remove one to save another.`,
  loading: 'Loading…',
  standing: {
    not_bid: 'Not bid yet',
    leading: 'You are leading',
    outbid: 'You have been outbid',
    won: 'You won',
    lost: 'Ended: not won',
  } satisfies Record<WatchStanding, string>,
} as const;

export const bellLabels = {
  title: bellTitle,
  /** The bell's name for screen readers with its badge, e.g. "Notifications, 3 unread". */
  withUnread: (count: number) => `Notifications, ${count} unread`,
  markAllRead: 'Mark all as read',
  empty: 'No notifications yet. Outbids, wins, reminders and order updates show here.',
  loadMore: 'Show older',
  loading: 'Loading…',
  settings: 'Email settings',
  unread: 'Unread',
} as const;

/** What a notice of a kind the list has no words for says: a kind added later still shows. */
export const genericNotice = 'You have a new update';

/** Texts of notices only the bell shows (the others reuse their live notice's words). */
export const noticeTexts = {
  endingSoon: (title: string) => `${title} ends within the hour`,
  endingSoonDetail: (price: string) => `The bid is ${price}. Bid now if you want it.`,
  endingFinal: (title: string, minutes: number) => `${title} ends in ${minutes} minutes`,
  auctionSold: (title: string) => `Your auction sold: ${title}`,
  auctionSoldDetail: (price: string) => `Winning bid ${price}. The buyer has 48 hours to pay.`,
  auctionUnsold: (title: string) => `Your auction ended unsold: ${title}`,
  auctionUnsoldDetail: 'No bid met your reserve, or nobody bid. You can list it again.',
  lostUnsoldDetail: 'No bid met the seller’s reserve, so nobody won it.',
  listingTakenDown: (title: string) => `NaijaBid support took down ${title}`,
  listingTakenDownDetail: 'Its bids no longer count; any security held for them is back in the wallet.',
  listingRestored: (title: string) => `NaijaBid support restored ${title}: its bids stand again`,
  verificationRevoked: 'NaijaBid support withdrew your "Verified seller" badge',
  verificationRevokedDetail: (reason: string) => `The reason: ${reason}. You can verify again under Settings.`,
} as const;

export const mailPreferenceLabels = {
  title: 'Email notifications',
  intro: 'Choose which emails we send you. Every notice still shows on the bell.',
  kinds: {
    outbid: { label: 'Outbid', hint: 'When another bidder takes the lead on an auction you bid on.' },
    ending_soon: { label: 'Watched items ending soon', hint: 'One hour before an auction on your watchlist ends.' },
    lost: { label: 'Auctions you did not win', hint: 'When an auction you bid on ends and another bidder wins.' },
    auction_ended: { label: 'Your auctions ending', hint: 'When an auction you listed ends, sold or not.' },
  } satisfies Record<OptionalMailKind, { label: string; hint: string }>,
  alwaysSent:
    'Emails about money always go: wins and payment reminders, each step of your orders, second-chance offers, deposits and withdrawals.',
  saved: 'Email settings saved.',
} as const;

/** The optional mails; each ends with the way to stop it. */
export const noticeMailMessages = {
  outbidSubject: (title: string) => `You've been outbid on ${title}`,
  outbidText: (title: string, price: string, link: string) =>
    `Another bidder took the lead on ${title}. The bid is now ${price}. Bid again: ${link}`,
  endingSoonSubject: (title: string) => `Ending within the hour: ${title}`,
  endingSoonText: (title: string, price: string, link: string) =>
    `${title}, on your watchlist, ends within the hour. The bid is ${price}. See it: ${link}`,
  lostSubject: (title: string) => `Auction ended: ${title}`,
  lostText: (title: string, price: string, link: string) =>
    `${title} has ended and another bidder won at ${price}. Any bid security you held on it has been released to your wallet. See the auction: ${link}`,
  lostUnsoldText: (title: string, link: string) =>
    `${title} has ended without a sale: no bid met the seller's reserve. Any bid security you held on it has been released to your wallet. See the auction: ${link}`,
  soldSubject: (title: string) => `Your auction sold: ${title}`,
  soldText: (title: string, price: string, link: string) =>
    `${title} sold for ${price}. The buyer has 48 hours to pay; we will tell you when to ship. Your sales: ${link}`,
  unsoldSubject: (title: string) => `Your auction ended unsold: ${title}`,
  unsoldText: (title: string, link: string) =>
    `${title} ended without a sale: nobody bid, or no bid met your reserve. You may offer it to the highest bidder or list it again: ${link}`,
  unsubscribeLink: 'Stop these emails',
  unsubscribeLine: (link: string) => `Stop these emails: ${link}`,
} as const;

export const unsubscribePageMessages = {
  title: 'Unsubscribe',
  confirm: (what: string) => `Stop emails about: ${what}?`,
  button: 'Unsubscribe',
  done: (what: string) =>
    `You will no longer get emails about: ${what}. You can turn them back on in your email settings.`,
  invalid: 'This unsubscribe link is not valid. Change your emails in your settings instead.',
  settings: 'Email settings',
} as const;
