import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { formatLagosTime } from '@naijabid/shared/date-time';
import { receiptLabels as m } from '@naijabid/shared/messages/receipts';
import { formatNaira } from '@naijabid/shared/money';
import { saleDocumentAmountRows, type SaleDocument } from '@naijabid/shared/schemas/receipts';
import { buttonStyles } from '../../components/button-styles';
import { apiErrorText } from '../../lib/api-error-text';
import { useHasSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { downloadReceiptPdf, useReceipt } from './api/receipt';
import { Loaded } from './components/page-frame';
import { saveFile } from '../../lib/save-file';

function PdfButton({ document }: { document: SaleDocument }) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    setError(undefined);
    try {
      const answer = await downloadReceiptPdf(document.orderId);
      if ('error' in answer) return setError(answer.error);
      saveFile(answer.file, `naijabid-${document.number}.pdf`);
    } catch (failure) {
      setError(apiErrorText(failure));
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <button
        type="button"
        className={`${buttonStyles.primary} min-h-11 max-sm:w-full`}
        disabled={busy}
        onClick={() => void download()}
      >
        {m.downloadPdf}
      </button>
      {error && (
        <p role="alert" className="w-full text-sm text-red-800">
          {error}
        </p>
      )}
    </>
  );
}

function Document({ document }: { document: SaleDocument }) {
  const title = document.kind === 'receipt' ? m.receiptTitle : m.statementTitle;
  const facts: Array<[string, string]> = [
    [m.number, document.number],
    [m.issued, formatLagosTime(document.issuedAt)],
    [m.item, document.title],
    [m.buyer, document.buyerName],
    [m.seller, document.sellerName],
  ];
  return (
    <>
      <article className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-8 print:border-0 print:p-0">
        <p className="text-xl font-extrabold text-emerald-800">{document.issuer.name}</p>
        <p className="text-sm text-slate-600">{document.issuer.address}</p>
        <p className="text-sm text-slate-600">{m.issuerTin(document.issuer.tin)}</p>
        <h1 className="mt-2 text-2xl font-extrabold text-slate-900">
          {title} {document.number}
        </h1>
        <dl className="mt-5 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="font-semibold break-words text-slate-900 max-sm:mb-1">{value}</dd>
            </div>
          ))}
        </dl>
        <table className="mt-6 w-full text-left">
          <tbody>
            {saleDocumentAmountRows(document).map(([label, amount, total]) => (
              <tr key={label} className={total ? 'border-t-2 border-slate-900 font-bold' : 'border-t border-slate-200'}>
                <th scope="row" className="py-2 pr-3 font-normal text-slate-700">
                  {label}
                </th>
                <td className="py-2 text-right font-semibold text-slate-900 tabular-nums">{formatNaira(amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {document.kind === 'statement' && <p className="mt-5 text-sm text-slate-600">{m.vatNote}</p>}
      </article>
      <div className="mt-4 flex flex-wrap gap-2 print:hidden">
        <PdfButton document={document} />
        <button
          type="button"
          className={`${buttonStyles.secondary} min-h-11 max-sm:w-full`}
          onClick={() => window.print()}
        >
          {m.print}
        </button>
      </div>
    </>
  );
}

/** `/orders/:id/receipt`: the buyer's receipt or the seller's statement of a completed sale, printable, with its PDF. */
export default function ReceiptPage() {
  const { id } = useParams();
  const signedIn = useHasSession();
  const receipt = useReceipt(signedIn ? id : undefined);
  useDocumentTitle(
    receipt.data
      ? `${receipt.data.kind === 'receipt' ? m.receiptTitle : m.statementTitle} ${receipt.data.number}`
      : m.receiptTitle,
  );
  if (!signedIn) return <Navigate to="/login" replace />;
  return (
    <div className="mx-auto max-w-2xl px-4 py-6 sm:py-10">
      <nav className="mb-4 print:hidden">
        <Link
          to={`/orders/${id}`}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-emerald-800 hover:underline"
        >
          <span aria-hidden="true">←&nbsp;</span>
          {m.backToOrder}
        </Link>
      </nav>
      <Loaded query={receipt}>{(document) => <Document document={document} />}</Loaded>
    </div>
  );
}
