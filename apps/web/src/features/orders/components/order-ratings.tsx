import { ratingLabels as m } from '@naijabid/shared/messages/ratings';
import type { Order } from '@naijabid/shared/schemas/orders';
import type { OrderRating } from '@naijabid/shared/schemas/ratings';
import { Stars } from '../../../components/stars';
import { formatLagosTime } from '@naijabid/shared/date-time';

function GivenRating({ title, rating, editable }: { title: string; rating: OrderRating; editable: boolean }) {
  return (
    <div className="py-2">
      <h3 className="text-sm font-semibold text-slate-700">{title}</h3>
      <p className="mt-1 flex items-center gap-2">
        <Stars value={rating.stars} />
        <span className="text-sm font-semibold text-slate-900">{m.outOf(rating.stars)}</span>
      </p>
      {rating.comment && <p className="mt-1 break-words text-slate-800">“{rating.comment}”</p>}
      {editable && (
        <p className="mt-1 text-xs text-slate-600">{m.editableUntil(formatLagosTime(rating.editableUntil))}</p>
      )}
    </div>
  );
}

/** What each party of a completed order said of the other, once said. */
export function OrderRatings({ order }: { order: Order }) {
  if (!order.yourRating && !order.theirRating) return null;
  return (
    <section aria-labelledby="order-ratings" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="order-ratings" className="text-lg font-bold text-slate-900">
        {m.section}
      </h2>
      <div className="mt-1 divide-y divide-slate-100">
        {order.yourRating && (
          <GivenRating title={m.yourRating} rating={order.yourRating} editable={order.actions.includes('rate')} />
        )}
        {order.theirRating && (
          <GivenRating title={m.theirRating(order.role)} rating={order.theirRating} editable={false} />
        )}
      </div>
    </section>
  );
}
