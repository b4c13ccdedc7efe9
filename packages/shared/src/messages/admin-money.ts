/** The console's money section (`/admin/money`, docs/product.md#operator-console). */

/** The longest ledger export, in days: a month's books in one file. */
export const LEDGER_EXPORT_MAX_DAYS = 31;

export const adminMoneyMessages = {
  dateInvalid: 'Give the date as YYYY-MM-DD.',
  dateOrder: 'The end date must not be before the start date.',
  rangeTooLong: `Export at most ${LEDGER_EXPORT_MAX_DAYS} days at a time.`,
  withdrawalNotFound: 'This withdrawal does not exist.',
  notRetryable:
    'Only a failed or reversed withdrawal, whose money is back in the wallet, can be retried, and only once.',
  retried: (reference: string) => `Sent again as withdrawal ${reference}.`,
  /** The audit log's reason for a download, which asks for none. */
  ledgerExported: 'Downloaded the ledger export',
} as const;

export const moneyPageLabels = {
  title: 'Money',
  intro: 'Check that the books balance, download the ledger, and follow withdrawals at the provider.',
  reconciliation: 'Reconciliation',
  reconciliationIntro:
    'Recomputed from the database on every visit: the same checks as npm run reconcile, in one consistent snapshot.',
  checkedAt: (time: string) => `Checked ${time}`,
  balanced: 'The books balance.',
  unbalanced: 'The books do not balance.',
  checkOk: 'OK',
  differences: (count: number) => `${count} ${count === 1 ? 'difference' : 'differences'}`,
  moreDifferences: (count: number) => `… and ${count} more (run npm run reconcile for the full list).`,
  checkAgain: 'Check again',
  ledger: 'Ledger export',
  ledgerIntro: (days: number) =>
    `Every transfer between two dates (Lagos time, both days included, at most ${days} days), as CSV.`,
  from: 'From',
  to: 'To',
  download: 'Download CSV',
  withdrawals: 'Withdrawals',
  withdrawalsIntro:
    'Newest first, with what the provider last said. A failed or reversed withdrawal already returned the money to the wallet; a retry sends the same amount to the same account again as a new withdrawal, under the same limits, and is written to the audit log.',
  allStatuses: 'All statuses',
  statusFilter: 'Status',
  none: 'No withdrawal here.',
  transferCode: 'Transfer code',
  failure: 'Provider said',
  retriedAs: (reference: string) => `Retried as ${reference}`,
  retry: 'Retry',
  retryTitle: (amount: string) => `Retry this withdrawal of ${amount}`,
  reason: 'Reason',
  reasonHint: 'Say why, for the audit log (e.g. the user fixed their bank details).',
  confirmRetry: 'Send again',
  cancel: 'Cancel',
  requestedAt: 'Requested',
} as const;

/** A withdrawal's status as the console names it. */
export const withdrawalStatusLabels = {
  pending: 'Sent, waiting for the bank',
  otp: 'Waiting for an OTP at Paystack',
  succeeded: 'Paid out',
  failed: 'Failed, money returned',
  reversed: 'Reversed, money returned',
} as const;
