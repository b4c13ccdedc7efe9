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
  refundOutOfRange: (escrow: string) =>
    `A partial refund is more than ₦0 and less than everything in escrow (${escrow}); refund or release in full instead.`,
  refundRequired: 'Type the amount to refund to the buyer.',
  resolutionRequired: 'Choose how to resolve the dispute: refund, release or split.',
  disputeResolved: {
    refunded: 'Dispute resolved: the buyer was refunded in full.',
    released: 'Dispute resolved: the escrow was released to the seller.',
    split: 'Dispute resolved: part refunded to the buyer, the rest paid to the seller.',
  },
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
  more: 'Older entries',
  loading: 'Loading…',
} as const;

/** Each action's name in the log, by the code it is stored under. */
export const auditActionLabels: Record<string, string> = {
  'operator.grant': 'Made an operator',
  'operator.revoke': 'Operator role removed',
  'order.refund': 'Dispute refunded to the buyer',
  'order.release': 'Dispute released to the seller',
  'order.split': 'Dispute split between buyer and seller',
};
