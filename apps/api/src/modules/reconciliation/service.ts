import { ORDER_RETURN_STATUSES } from '@naijabid/shared/constants';
import { reconciliationDetails as d, reconciliationTitles } from '@naijabid/shared/messages/reconciliation';
import {
  RECONCILIATION_DIFFERENCES_SHOWN,
  type ReconciliationCheck,
  type ReconciliationDifference,
  type ReconciliationReport,
} from '@naijabid/shared/schemas/reconciliation';
import type { Database } from '../../db/client';
import * as repository from './repository';

/**
 * Orders whose escrow holds the price and delivery fee: paid and neither released to the
 * seller (completed) nor refunded (cancelled, a dispute resolved, a return received); a return
 * under way still holds it. Nothing otherwise.
 */
const ESCROW_HOLDING_STATUSES = ['paid', 'shipped', 'delivered', 'disputed', ...ORDER_RETURN_STATUSES];

const ACCOUNT_FIELDS = ['debitsPosted', 'creditsPosted', 'debitsPending', 'creditsPending'] as const;

async function ledgerDifferences(db: Database): Promise<ReconciliationDifference[]> {
  const totals = await repository.ledgerTotals(db);
  const differences: ReconciliationDifference[] = [];
  if (totals.debitsPosted !== totals.creditsPosted)
    differences.push({
      subject: d.ledgerSubject,
      detail: d.ledgerUnbalanced('posted', totals.debitsPosted, totals.creditsPosted),
    });
  if (totals.debitsPending !== totals.creditsPending)
    differences.push({
      subject: d.ledgerSubject,
      detail: d.ledgerUnbalanced('pending', totals.debitsPending, totals.creditsPending),
    });
  return differences;
}

async function accountDifferences(db: Database): Promise<ReconciliationDifference[]> {
  return (await repository.accountsUnlikeTheirTransfers(db)).map((account) => ({
    subject: d.accountSubject(account.kind, account.accountId, account.ownerId),
    detail: ACCOUNT_FIELDS.filter((field) => account.stored[field] !== account.fromTransfers[field])
      .map((field) => d.accountField(field, account.stored[field], account.fromTransfers[field]))
      .join('; '),
  }));
}

async function escrowDifferences(db: Database): Promise<ReconciliationDifference[]> {
  return (await repository.escrowsUnlikeTheirOrders(db, ESCROW_HOLDING_STATUSES)).map((order) => ({
    subject: d.orderSubject(order.orderId),
    detail: d.escrowUnlikeOrder(order.status, order.expected, order.balance, order.pending),
  }));
}

async function providerReferenceDifferences(db: Database): Promise<ReconciliationDifference[]> {
  const [deposits, orphanCredits, withdrawals] = [
    await repository.depositsNotCreditedOnce(db),
    await repository.depositCreditsWithoutReference(db),
    await repository.withdrawalsUnlikeTheirStatus(db),
  ];
  return [
    ...deposits.map((deposit) => ({
      subject: d.depositSubject(deposit.reference),
      detail: d.depositCredits(deposit.status, deposit.credits, deposit.creditedKobo, deposit.amountKobo),
    })),
    ...orphanCredits.map((credit) => ({
      subject: d.transferSubject(credit.transferId),
      detail: d.creditWithoutReference(credit.amountKobo, credit.userId),
    })),
    ...withdrawals.map((withdrawal) => ({
      subject: d.withdrawalSubject(withdrawal.reference),
      detail: d.withdrawalUnlikeStatus(
        withdrawal.status,
        withdrawal.amountKobo,
        withdrawal.holdKobo,
        withdrawal.hold,
        withdrawal.paidBack,
      ),
    })),
  ];
}

const CHECKS: Record<ReconciliationCheck, (db: Database) => Promise<ReconciliationDifference[]>> = {
  ledger_sums_to_zero: ledgerDifferences,
  account_balances: accountDifferences,
  escrows: escrowDifferences,
  provider_references: providerReferenceDifferences,
};

/**
 * Checks the books from the database alone (docs/product.md#operator-console), all in one
 * read-only snapshot, so money moving meanwhile never shows as a difference.
 */
export async function reconcile(db: Database): Promise<ReconciliationReport> {
  return db.transaction(
    async (tx) => {
      const checks = [];
      for (const [check, differencesOf] of Object.entries(CHECKS) as [
        ReconciliationCheck,
        typeof ledgerDifferences,
      ][]) {
        const differences = await differencesOf(tx);
        checks.push({
          check,
          title: reconciliationTitles[check],
          total: differences.length,
          differences: differences.slice(0, RECONCILIATION_DIFFERENCES_SHOWN),
        });
      }
      return { checkedAt: new Date().toISOString(), ok: checks.every((check) => check.total === 0), checks };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

const LEDGER_PAGE_ROWS = 1_000;
const LEDGER_CSV_COLUMNS = [
  'created_at',
  'transfer_id',
  'purpose',
  'phase',
  'amount_kobo',
  'pending_id',
  'debit_account_id',
  'debit_account_kind',
  'debit_owner_id',
  'credit_account_id',
  'credit_account_kind',
  'credit_owner_id',
] as const;

/** Lagos keeps UTC+1 all year: a day there starts at 23:00 UTC the day before. */
const lagosMidnight = (date: string) => `${date}T00:00:00+01:00`;
const dayAfter = (date: string) => new Date(Date.parse(date) + 86_400_000).toISOString().slice(0, 10);

/**
 * The ledger's transfers on the Lagos days `from` to `to`, both included, as CSV lines, read
 * a page at a time so a month of a busy ledger never sits in memory. Every field is an id, a
 * code, a time or a number: nothing a spreadsheet could take for a formula.
 */
async function* ledgerCsv(db: Database, { from, to }: { from: string; to: string }): AsyncGenerator<string> {
  yield `${LEDGER_CSV_COLUMNS.join(',')}\n`;
  const range = { from: lagosMidnight(from), until: lagosMidnight(dayAfter(to)) };
  let after: { atKey: string; id: string } | undefined;
  for (;;) {
    const page = await repository.ledgerPage(db, { ...range, after, limit: LEDGER_PAGE_ROWS });
    if (page.length === 0) return;
    yield page
      .map((row) =>
        [
          row.at,
          row.id,
          row.purpose,
          row.phase,
          row.amountKobo,
          row.pendingId ?? '',
          row.debitAccountId,
          row.debitKind,
          row.debitOwnerId ?? '',
          row.creditAccountId,
          row.creditKind,
          row.creditOwnerId ?? '',
        ].join(','),
      )
      .map((line) => `${line}\n`)
      .join('');
    const last = page.at(-1)!;
    after = { atKey: last.atKey, id: last.id };
  }
}

export function createReconciliationService({ db }: { db: Database }) {
  return {
    reconcile: () => reconcile(db),
    ledgerCsv: (range: { from: string; to: string }) => ledgerCsv(db, range),
  };
}

export type ReconciliationService = ReturnType<typeof createReconciliationService>;
