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
};
