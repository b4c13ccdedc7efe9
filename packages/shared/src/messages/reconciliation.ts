/** The books check (`npm run reconcile` and `/admin/reconciliation`, docs/product.md#operator-console). */
import type { ReconciliationCheck } from '../schemas/reconciliation';

const kobo = (amount: string | number) => `${amount} kobo`;

export const reconciliationTitles: Record<ReconciliationCheck, string> = {
  ledger_sums_to_zero: 'The ledger sums to zero',
  account_balances: "Every account's balance equals its transfers",
  escrows: 'Every escrow matches its order',
  provider_references: 'Every provider reference was credited at most once',
};

export const reconciliationDetails = {
  ledgerSubject: 'the whole ledger',
  ledgerUnbalanced: (side: 'posted' | 'pending', debits: string, credits: string) =>
    `${side} debits ${kobo(debits)} but ${side} credits ${kobo(credits)}`,
  accountSubject: (kind: string, accountId: string, ownerId: string | null) =>
    `${kind} account ${accountId}${ownerId ? ` (of ${ownerId})` : ''}`,
  accountField: (field: string, stored: string, fromTransfers: string) =>
    `${field} stored ${kobo(stored)}, its transfers add up to ${kobo(fromTransfers)}`,
  orderSubject: (orderId: string) => `order ${orderId}`,
  escrowUnlikeOrder: (status: string, expected: string, balance: string, pending: string) =>
    `a ${status} order should have ${kobo(expected)} in escrow; it holds ${kobo(balance)}${pending === '0' ? '' : ` and ${kobo(pending)} pending`}`,
  depositSubject: (reference: string) => `deposit ${reference}`,
  depositCredits: (status: string, credits: number, creditedKobo: string, amountKobo: string) =>
    `a ${status} deposit of ${kobo(amountKobo)} was credited ${credits} ${credits === 1 ? 'time' : 'times'} (${kobo(creditedKobo)})`,
  transferSubject: (transferId: string) => `ledger transfer ${transferId}`,
  creditWithoutReference: (amountKobo: string, userId: string | null) =>
    `a deposit credit of ${kobo(amountKobo)} to ${userId ?? 'an account'} that no provider reference stands behind`,
  withdrawalSubject: (reference: string) => `withdrawal ${reference}`,
  withdrawalUnlikeStatus: (status: string, amountKobo: string, holdKobo: string, hold: string, paidBack: number) =>
    `a ${status} withdrawal of ${kobo(amountKobo)}: its hold of ${kobo(holdKobo)} is ${hold.replace('_pending', 'ed')}, paid back ${paidBack} ${paidBack === 1 ? 'time' : 'times'}`,
};

/** What `npm run reconcile` prints. */
export const reconcileOutput = {
  ok: (title: string) => `OK        ${title}`,
  differs: (title: string, total: number) =>
    `DIFFERS   ${title}: ${total} ${total === 1 ? 'difference' : 'differences'}`,
  difference: (subject: string, detail: string) => `          ${subject}: ${detail}`,
  more: (count: number) => `          ... and ${count} more`,
  summaryOk: 'The books balance.',
  summaryDiffers: 'The books do not balance: see the differences above.',
};
