import { useState } from 'react';
import { commissionReportLabels as m } from '@naijabid/shared/messages/receipts';
import { formatNaira } from '@naijabid/shared/money';
import { buttonStyles, inputStyles } from '../../../components/button-styles';
import { apiErrorText } from '../../../lib/api-error-text';
import { downloadCommissionCsv, useCommissionReport } from '../api/commission';
import { Loaded } from '../components/remote';
import { saveFile } from '../../../lib/save-file';

/** The month this is in Lagos (UTC+1 all year), as YYYY-MM. */
const lagosMonth = () => new Date(Date.now() + 3_600_000).toISOString().slice(0, 7);

/** The operator's monthly commission and VAT, from the sellers' statements, and the accountant's CSV of it. */
export function CommissionReport() {
  const [month, setMonth] = useState(lagosMonth);
  const report = useCommissionReport(month);
  const [error, setError] = useState<string>();

  async function download() {
    setError(undefined);
    try {
      const answer = await downloadCommissionCsv(month);
      if ('error' in answer) return setError(answer.error);
      saveFile(answer.file, answer.name);
    } catch (failure) {
      setError(apiErrorText(failure));
    }
  }

  return (
    <section aria-labelledby="commission-title" className="rounded-2xl border border-slate-200 bg-white p-4">
      <h2 id="commission-title" className="text-lg font-bold text-slate-900">
        {m.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{m.lead}</p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <label className="text-sm font-semibold text-slate-800">
          {m.month}
          <input
            type="month"
            className={`${inputStyles} mt-1`}
            value={month}
            onChange={(event) => event.target.value && setMonth(event.target.value)}
          />
        </label>
        <button type="button" className={`${buttonStyles.primary} min-h-11`} onClick={() => void download()}>
          {m.downloadCsv}
        </button>
      </div>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {error}
        </p>
      )}
      <div className="mt-3">
        <Loaded query={report}>
          {(loaded) =>
            loaded.statements.length === 0 ? (
              <p className="text-sm text-slate-700">{m.none}</p>
            ) : (
              <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="text-slate-600">{m.sales}</dt>
                <dd className="font-semibold text-slate-900">{loaded.statements.length}</dd>
                <dt className="text-slate-600">{m.commissionTotal}</dt>
                <dd className="font-semibold text-slate-900">{formatNaira(loaded.totals.commission)}</dd>
                <dt className="text-slate-600">{m.vatTotal}</dt>
                <dd className="font-semibold text-slate-900">{formatNaira(loaded.totals.vat)}</dd>
              </dl>
            )
          }
        </Loaded>
      </div>
    </section>
  );
}
