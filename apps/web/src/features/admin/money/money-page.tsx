import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { operatorReasonSchema } from '@naijabid/shared/schemas/admin';
import {
  LEDGER_EXPORT_MAX_DAYS,
  moneyPageLabels as m,
  withdrawalStatusLabels,
} from '@naijabid/shared/messages/admin-money';
import { formatNaira } from '@naijabid/shared/money';
import { ledgerExportQuerySchema, type AdminWithdrawal } from '@naijabid/shared/schemas/admin-money';
import type { ReconciliationReport } from '@naijabid/shared/schemas/reconciliation';
import { WITHDRAWAL_STATUSES, type WithdrawalStatus } from '@naijabid/shared/schemas/withdrawals';
import { formatLagosTime } from '@naijabid/shared/date-time';
import { buttonStyles, inputStyles } from '../../../components/button-styles';
import { apiErrorText } from '../../../lib/api-error-text';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { downloadLedger, retryWithdrawal, useAdminWithdrawals, useReconciliation } from '../api/money';
import { AdminPage, Loaded } from '../components/remote';
import { CommissionReport } from './commission-report';
import { saveFile } from '../../../lib/save-file';

const lagosDate = (at: number) => new Date(at + 3_600_000).toISOString().slice(0, 10);

function Reconciliation() {
  const report = useReconciliation();
  return (
    <section aria-labelledby="reconciliation-title" className="rounded-2xl border border-slate-200 bg-white p-4">
      <h2 id="reconciliation-title" className="text-lg font-bold text-slate-900">
        {m.reconciliation}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{m.reconciliationIntro}</p>
      <div className="mt-3">
        <Loaded query={report}>{(data) => <ReportView report={data} onAgain={report.refetch} />}</Loaded>
      </div>
    </section>
  );
}

function ReportView({ report, onAgain }: { report: ReconciliationReport; onAgain: () => void }) {
  return (
    <>
      <p
        role="status"
        className={`rounded-xl p-3 font-semibold ${report.ok ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-900'}`}
      >
        {report.ok ? m.balanced : m.unbalanced}{' '}
        <span className="font-normal">{m.checkedAt(formatLagosTime(report.checkedAt))}</span>
      </p>
      <ul className="mt-3 grid gap-2">
        {report.checks.map((check) => (
          <li key={check.check} className="rounded-xl border border-slate-200 p-3 text-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-semibold text-slate-900">{check.title}</span>
              <span className={check.total === 0 ? 'font-semibold text-emerald-800' : 'font-semibold text-red-800'}>
                {check.total === 0 ? m.checkOk : m.differences(check.total)}
              </span>
            </div>
            {check.differences.length > 0 && (
              <ul className="mt-2 grid gap-1 text-slate-800">
                {check.differences.map((difference, index) => (
                  <li key={index} className="break-words">
                    <span className="font-mono text-xs break-all">{difference.subject}</span>: {difference.detail}
                  </li>
                ))}
              </ul>
            )}
            {check.total > check.differences.length && (
              <p className="mt-1 text-slate-600">{m.moreDifferences(check.total - check.differences.length)}</p>
            )}
          </li>
        ))}
      </ul>
      <button type="button" className={`${buttonStyles.secondary} mt-3 min-h-11`} onClick={onAgain}>
        {m.checkAgain}
      </button>
    </>
  );
}

function LedgerExport() {
  const [today] = useState(() => lagosDate(Date.now()));
  const [range, setRange] = useState({ from: today, to: today });
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function download(event: FormEvent) {
    event.preventDefault();
    const checked = ledgerExportQuerySchema.safeParse(range);
    if (!checked.success) return setError(checked.error.issues[0]!.message);
    setError(undefined);
    setBusy(true);
    try {
      const answer = await downloadLedger(range.from, range.to);
      if ('error' in answer) return setError(answer.error);
      saveFile(answer.file, answer.name);
    } catch (failure) {
      setError(apiErrorText(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="ledger-title" className="rounded-2xl border border-slate-200 bg-white p-4">
      <h2 id="ledger-title" className="text-lg font-bold text-slate-900">
        {m.ledger}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{m.ledgerIntro(LEDGER_EXPORT_MAX_DAYS)}</p>
      <form className="mt-3 flex flex-wrap items-end gap-3" onSubmit={download} noValidate>
        {(['from', 'to'] as const).map((field) => (
          <label key={field} className="text-sm font-semibold text-slate-800">
            {m[field]}
            <input
              type="date"
              className={`${inputStyles} mt-1`}
              value={range[field]}
              max={today}
              onChange={(event) => setRange((current) => ({ ...current, [field]: event.target.value }))}
            />
          </label>
        ))}
        <button type="submit" className={`${buttonStyles.primary} min-h-11`} disabled={busy}>
          {m.download}
        </button>
      </form>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {error}
        </p>
      )}
    </section>
  );
}

function RetryForm({ withdrawal, onDone }: { withdrawal: AdminWithdrawal; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = operatorReasonSchema.safeParse(reason);
    if (!checked.success) return setError(checked.error.issues[0]!.message);
    setBusy(true);
    try {
      const message = await retryWithdrawal(withdrawal.id, checked.data);
      if (message) toast.success(message);
      onDone();
    } catch (failure) {
      setError(apiErrorText(failure));
    } finally {
      setBusy(false);
    }
  }

  const reasonId = `retry-reason-${withdrawal.id}`;
  return (
    <form onSubmit={submit} noValidate className="mt-2 rounded-xl bg-slate-50 p-3">
      <p className="font-semibold text-slate-900">{m.retryTitle(formatNaira(withdrawal.amount))}</p>
      <label htmlFor={reasonId} className="mt-2 block text-sm font-semibold text-slate-800">
        {m.reason}
      </label>
      <textarea
        id={reasonId}
        className={`${inputStyles} mt-1`}
        rows={2}
        value={reason}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${reasonId}-hint`}
        onChange={(event) => setReason(event.target.value)}
      />
      <p id={`${reasonId}-hint`} className="mt-1 text-xs text-slate-600">
        {m.reasonHint}
      </p>
      {error && (
        <p role="alert" className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
      <div className="mt-2 flex gap-2">
        <button type="submit" className={`${buttonStyles.primary} min-h-11`} disabled={busy}>
          {m.confirmRetry}
        </button>
        <button type="button" className={`${buttonStyles.ghost} min-h-11`} onClick={onDone}>
          {m.cancel}
        </button>
      </div>
    </form>
  );
}

function WithdrawalItem({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  const [retrying, setRetrying] = useState(false);
  const returned = withdrawal.status === 'failed' || withdrawal.status === 'reversed';
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-bold text-slate-900">{formatNaira(withdrawal.amount)}</span>
        <span className={`font-semibold ${returned ? 'text-red-800' : 'text-slate-800'}`}>
          {withdrawalStatusLabels[withdrawal.status]}
        </span>
      </div>
      <p className="text-slate-800">
        {withdrawal.user.name} <span className="break-all text-slate-600">({withdrawal.user.email})</span>
      </p>
      <p className="text-slate-700">
        {withdrawal.bankName} {withdrawal.accountNumber} · {m.requestedAt} {formatLagosTime(withdrawal.createdAt)}
      </p>
      <p className="font-mono text-xs break-all text-slate-500">
        {withdrawal.reference}
        {withdrawal.transferCode && ` · ${m.transferCode} ${withdrawal.transferCode}`}
      </p>
      {withdrawal.failureReason && (
        <p className="text-slate-700">
          {m.failure}: {withdrawal.failureReason}
        </p>
      )}
      {withdrawal.retriedAs && <p className="text-slate-700">{m.retriedAs(withdrawal.retriedAs)}</p>}
      {withdrawal.retryable && !retrying && (
        <button type="button" className={`${buttonStyles.secondary} mt-2 min-h-11`} onClick={() => setRetrying(true)}>
          {m.retry}
        </button>
      )}
      {retrying && <RetryForm withdrawal={withdrawal} onDone={() => setRetrying(false)} />}
    </li>
  );
}

function Withdrawals() {
  const [status, setStatus] = useState<WithdrawalStatus>();
  const withdrawals = useAdminWithdrawals(status);
  return (
    <section aria-labelledby="withdrawals-title" className="rounded-2xl border border-slate-200 bg-white p-4">
      <h2 id="withdrawals-title" className="text-lg font-bold text-slate-900">
        {m.withdrawals}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{m.withdrawalsIntro}</p>
      <label className="mt-3 block max-w-xs text-sm font-semibold text-slate-800">
        {m.statusFilter}
        <select
          className={`${inputStyles} mt-1`}
          value={status ?? ''}
          onChange={(event) => setStatus((event.target.value || undefined) as WithdrawalStatus | undefined)}
        >
          <option value="">{m.allStatuses}</option>
          {WITHDRAWAL_STATUSES.map((value) => (
            <option key={value} value={value}>
              {withdrawalStatusLabels[value]}
            </option>
          ))}
        </select>
      </label>
      <div className="mt-3">
        <Loaded query={withdrawals}>
          {(items) =>
            items.length === 0 ? (
              <p className="text-slate-700">{m.none}</p>
            ) : (
              <ul className="grid gap-2">
                {items.map((withdrawal) => (
                  <WithdrawalItem key={withdrawal.id} withdrawal={withdrawal} />
                ))}
              </ul>
            )
          }
        </Loaded>
      </div>
    </section>
  );
}

/** `/admin/money`: the books check, the ledger export and everyone's withdrawals. */
export default function MoneyPage() {
  useDocumentTitle(m.title);
  return (
    <AdminPage title={m.title} intro={m.intro}>
      <div className="grid gap-4">
        <Reconciliation />
        <LedgerExport />
        <CommissionReport />
        <Withdrawals />
      </div>
    </AdminPage>
  );
}
