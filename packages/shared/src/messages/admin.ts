/**
 * The operator console's words (docs/product.md#operator-console): what the API answers an
 * operator's action with, the refusals, and the console pages' labels. The console is
 * lazily loaded, so none of this reaches a page other than /admin.
 */

export const ADMIN_REASON_MIN = 5;
export const ADMIN_REASON_MAX = 500;

export const adminServerMessages = {
  reasonRequired: `Type the reason for this action (at least ${ADMIN_REASON_MIN} characters).`,
  reasonTooLong: `Keep the reason under ${ADMIN_REASON_MAX} characters.`,
  /** Login of a suspended account (403 account_suspended). */
  accountSuspended: 'This account is suspended. Contact NaijaBid support to have it restored.',
  cursorInvalid: 'That page of the log does not exist. Start again from the newest entries.',
  orderNotDisputed: 'This order has no open dispute: it may have been resolved already.',
  noReturnToRequire: 'Only a disputed return not yet sent back can be refunded once the item is back.',
  refundOutOfRange: (escrow: string) =>
    `A partial refund is more than ₦0 and less than everything in escrow (${escrow}); refund or release in full instead.`,
  refundRequired: 'Type the amount to refund to the buyer.',
  resolutionRequired: 'Choose how to resolve the dispute: refund, release or split.',
  userNotFound: 'We could not find that user.',
  alreadySuspended: 'This account is already suspended.',
  notSuspended: 'This account is not suspended.',
  notBarred: 'This account is not barred from bidding.',
  cannotSuspendOperator: 'An operator cannot be suspended: revoke the role first (npm run operator -- revoke EMAIL).',
  suspended: (paused: number) =>
    `Account suspended: its sessions are ended and ${paused === 1 ? '1 listing is' : `${paused} listings are`} paused.`,
  restored: (resumed: number) =>
    `Account restored: ${resumed === 1 ? '1 listing resumes' : `${resumed} listings resume`} with the time it had left.`,
  barLifted: 'Bidding bar lifted: the forfeits stay on record; two more would bar the account again.',
  listingNotOpen: 'Only a published listing that has not ended can be taken down.',
  listingNotTakenDown: 'This listing is not taken down.',
  listingTimeRunOut: 'This listing’s time ran out while it was down, so it cannot be restored.',
  listingSellerSuspended: 'The seller is suspended: restore the seller first.',
  leaderCannotCover: (security: string) =>
    `The leading bidder can no longer cover their bid security of ${security}, so the listing cannot be restored with its bids.`,
  takenDown: (bidders: number) =>
    `Listing taken down: ${bidders === 1 ? '1 bidder was' : `${bidders} bidders were`} told and every hold released.`,
  listingRestored: 'Listing restored: its bids stand and the leader’s security is held again.',
  disputeResolved: {
    refunded: 'Dispute resolved: the buyer was refunded in full.',
    released: 'Dispute resolved: the escrow was released to the seller.',
    split: 'Dispute resolved: part refunded to the buyer, the rest paid to the seller.',
    refund_after_return: 'The buyer is asked to send the item back; they are refunded once the seller has it.',
  },
} as const;

/** What bidders and the seller are told when a listing is taken down. */
export const listingTakenDownMessages = {
  subject: (title: string) => `${title} was taken down`,
  bidderText: (title: string) =>
    `NaijaBid support took down ${title}, an auction you bid on. Your bid no longer counts and any security held for it is back in your wallet.`,
  sellerText: (title: string, reason: string) =>
    `NaijaBid support took down your listing ${title}. The reason: ${reason}. Its bids no longer count. Reply to this mail if you think this is a mistake.`,
} as const;

/** The mail and live notice each party gets when a dispute is resolved. */
export const disputeResolvedMessages = {
  notice: (title: string) => `The dispute on ${title} was resolved`,
  subject: (title: string) => `The dispute on ${title} was resolved`,
  /** `refunded` is null when nothing was refunded. */
  buyerText: (title: string, refunded: string | null) =>
    refunded === null
      ? `NaijaBid support resolved the dispute on ${title} in the seller's favour: the payment was released to the seller.`
      : `NaijaBid support resolved the dispute on ${title}: ${refunded} was refunded to your NaijaBid wallet.`,
  /** `paid` is null when the seller was paid nothing. */
  sellerText: (title: string, paid: string | null) =>
    paid === null
      ? `NaijaBid support resolved the dispute on ${title} in the buyer's favour: the payment was refunded to the buyer.`
      : `NaijaBid support resolved the dispute on ${title}: ${paid} was credited to your NaijaBid wallet.`,
} as const;

/** The console's sections, in the order of its navigation. */
export const adminNavLabels = {
  console: 'Operator console',
  nav: 'Operator console sections',
  disputes: 'Disputes',
  users: 'Users',
  listings: 'Listings',
  money: 'Money',
  abuse: 'Abuse',
  audit: 'Audit log',
  /** The dashboard's link for an operator. */
  admin: 'Admin',
  adminBody: 'Resolve disputes, suspend accounts, take listings down and read the audit log.',
  notFoundTitle: 'Page not found',
  notFoundBody: 'This page does not exist.',
} as const;

export const auditPageLabels = {
  title: 'Audit log',
  intro: 'Every operator action, newest first: who, what, on which record and the reason they typed.',
  empty: 'No operator action yet.',
  when: 'When',
  who: 'Operator',
  what: 'Action',
  record: 'Record',
  reason: 'Reason',
  commandLine: 'Command line',
  /** What kind of record an entry is about, before its title. */
  recordTypes: {
    order: 'Order',
    listing: 'Listing',
    user: 'Account',
    withdrawal: 'Withdrawal',
    ledger: 'Ledger',
  } as Record<string, string>,
  more: 'Older entries',
  loading: 'Loading…',
} as const;

/** Each action's name in the log, by the code it is stored under. */
export const auditActionLabels: Record<string, string> = {
  'operator.grant': 'Made an operator',
  'operator.revoke': 'Operator role removed',
  'user.revoke_seller_verification': 'Seller verification revoked',
  'order.refund': 'Dispute refunded to the buyer',
  'order.release': 'Dispute released to the seller',
  'order.split': 'Dispute split between buyer and seller',
  'order.require_return': 'Item asked back before refunding the buyer',
  'user.suspend': 'Account suspended',
  'user.restore': 'Account restored',
  'user.lift_bar': 'Bidding bar lifted',
  'listing.take_down': 'Listing taken down',
  'listing.restore': 'Listing restored',
  'withdrawal.retry': 'Failed withdrawal sent again',
  'ledger.export': 'Ledger exported as CSV',
};

/** The reason box every action carries, and the action buttons' shared words. */
export const operatorActionLabels = {
  reason: 'Reason (kept in the audit log)',
  reasonHint: 'Say what you checked and why, for whoever reads the log later.',
  working: 'Working…',
  /** The second step of an action that moves money: what will move, then these two buttons. */
  confirmTitle: 'Check before you confirm',
  confirm: 'Confirm',
  goBack: 'Go back',
} as const;

export const disputePageLabels = {
  title: 'Disputes',
  intro: 'Open disputes, oldest first. Open one to read the order’s whole story and resolve it.',
  empty: 'No open dispute.',
  opened: 'Opened',
  escrow: 'In escrow',
  buyer: 'Buyer',
  seller: 'Seller',
  open: 'Open',
  storyTitle: (title: string) => `Order: ${title}`,
  back: 'All disputes',
  status: 'Status',
  amounts: 'Amounts',
  price: 'Price',
  deliveryFee: 'Delivery fee',
  escrowNow: 'In escrow now',
  parties: 'Buyer and seller',
  delivery: 'Delivery and shipping',
  pickup: 'Pickup from the seller',
  deliverTo: 'Deliver to',
  shipped: 'Shipped',
  notShipped: 'Not shipped',
  dispute: 'Dispute',
  timeline: 'Timeline',
  money: 'Money',
  actions: 'Operator actions',
  noActions: 'No operator action yet.',
  resolve: 'Resolve the dispute',
  resolution: 'Resolution',
  resolutions: {
    refunded: 'Refund the buyer in full',
    released: 'Release to the seller',
    split: 'Split: refund part, the rest to the seller',
    refund_after_return: 'Refund the buyer once the item is back',
  },
  /** What the return choice sets in motion, before it is confirmed. */
  confirmReturn: (shipBackDays: number) =>
    `The buyer has ${shipBackDays} days to send the item back; once the seller confirms receipt (or the deadline passes) the buyer is refunded in full, with the return delivery fee charged to the seller. If the buyer does not send it back, the seller is paid.`,
  refundAmount: 'Refund to the buyer (₦)',
  splitPreview: (refund: string, seller: string, commission: string) =>
    `The buyer gets ${refund}; the seller ${seller} after ${commission} commission.`,
  submit: 'Resolve',
  /** Said before a resolution moves the escrow, with the exact amounts. */
  confirmMoves: (buyer: string, seller: string, commission: string) =>
    `This moves ${buyer} to the buyer’s wallet and ${seller} to the seller’s wallet, with ${commission} commission to NaijaBid. It cannot be undone.`,
  resolvedAlready: 'This dispute is resolved.',
} as const;

export const userPageLabels = {
  title: 'Users',
  intro: 'Find an account by email, name or phone number.',
  search: 'Email, name or phone',
  phone: 'Phone',
  searchButton: 'Search',
  empty: 'No account matches.',
  open: 'Open',
  back: 'All users',
  suspended: 'Suspended',
  operator: 'Operator',
  verified: 'Email verified',
  notVerified: 'Email not verified',
  joined: 'Joined',
  wallet: 'Wallet',
  balance: 'Balance',
  held: 'Held',
  available: 'Available',
  strikes: 'Forfeit strikes',
  forfeitedOrders: 'Forfeited orders',
  barred: 'Barred from bidding',
  ledger: 'Ledger (newest first)',
  bids: 'Bids',
  orders: 'Orders',
  listings: 'Listings',
  nothing: 'None.',
  actions: 'Actions',
  suspend: 'Suspend',
  restore: 'Restore',
  liftBar: 'Lift bidding bar',
  history: 'Operator actions',
} as const;

export const listingPageLabels = {
  title: 'Listings',
  intro:
    'Find a listing by title or id. Take one down with a reason; restore one taken down by mistake before it ends.',
  search: 'Title or id',
  searchButton: 'Search',
  empty: 'No listing matches.',
  seller: 'Seller',
  bids: 'Bids',
  price: 'Price',
  ends: 'Ends',
  takeDown: 'Take down',
  restore: 'Restore',
  statuses: {
    draft: 'Draft',
    scheduled: 'Published',
    ended: 'Ended',
    cancelled: 'Cancelled',
    paused: 'Paused (seller suspended)',
    taken_down: 'Taken down',
  } as Record<string, string>,
} as const;
