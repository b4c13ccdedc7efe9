import { Link, Route, Routes } from 'react-router';
import { disputeReasonLabels } from '@naijabid/shared/messages/orders';
import { disputePageLabels as m } from '@naijabid/shared/messages/admin';
import { formatNaira } from '@naijabid/shared/money';
import { buttonStyles } from '../../../components/button-styles';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDisputeQueue } from '../api/disputes';
import { formatLagosTime } from '@naijabid/shared/date-time';
import { AdminPage, Loaded } from '../components/remote';
import { OrderStory } from './order-story';

function DisputeQueue() {
  useDocumentTitle(m.title);
  const queue = useDisputeQueue();
  return (
    <AdminPage title={m.title} intro={m.intro}>
      <Loaded query={queue}>
        {({ items }) =>
          items.length === 0 ? (
            <p className="text-slate-700">{m.empty}</p>
          ) : (
            <ol className="grid gap-2">
              {items.map((item) => (
                <li key={item.orderId} className="rounded-xl border border-slate-200 bg-white p-3">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div className="min-w-0">
                      <p className="font-semibold text-slate-900">{item.title}</p>
                      <p className="text-sm font-medium text-red-800">{disputeReasonLabels[item.reason]}</p>
                      <p className="mt-1 line-clamp-2 text-sm text-slate-700">{item.details}</p>
                    </div>
                    <Link to={item.orderId} className={`${buttonStyles.secondary} min-h-11 shrink-0`}>
                      {m.open}
                    </Link>
                  </div>
                  <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm sm:grid-cols-4">
                    <div>
                      <dt className="text-slate-600">{m.opened}</dt>
                      <dd className="text-slate-900">{formatLagosTime(item.openedAt)}</dd>
                    </div>
                    <div>
                      <dt className="text-slate-600">{m.escrow}</dt>
                      <dd className="font-semibold text-slate-900">{formatNaira(item.escrow)}</dd>
                    </div>
                    <div className="min-w-0">
                      <dt className="text-slate-600">{m.buyer}</dt>
                      <dd className="truncate text-slate-900">{item.buyer.name}</dd>
                    </div>
                    <div className="min-w-0">
                      <dt className="text-slate-600">{m.seller}</dt>
                      <dd className="truncate text-slate-900">{item.seller.name}</dd>
                    </div>
                  </dl>
                </li>
              ))}
            </ol>
          )
        }
      </Loaded>
    </AdminPage>
  );
}

/** `/admin/disputes`: the queue, and `/admin/disputes/:orderId`, one order's story. */
export default function DisputesPage() {
  return (
    <Routes>
      <Route index element={<DisputeQueue />} />
      <Route path=":orderId" element={<OrderStory />} />
    </Routes>
  );
}
