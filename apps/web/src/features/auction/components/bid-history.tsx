import { bidHistoryLabels as m } from '@naijabid/shared/messages/auction-page';
import { formatNaira } from '@naijabid/shared/money';
import { formatLagosTime } from '@naijabid/shared/date-time';
import { useBidHistory } from '../api/list-bids';

/**
 * The bid history area: masked names, prices and times, and which rows proxy bidding placed
 * for the leader; "No bids yet" until the first bid.
 */
export function BidHistory({
  auctionId,
  bidCount,
  startingPrice,
  open,
}: {
  auctionId: string;
  bidCount: number;
  startingPrice: number;
  open: boolean;
}) {
  const { data: items, error } = useBidHistory(auctionId, bidCount);

  if (bidCount === 0) {
    return (
      <p className="mt-2 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
        {m.noBidsYet}
        {open && <span className="block text-sm text-slate-600">{m.firstBidAt(formatNaira(startingPrice))}</span>}
      </p>
    );
  }
  if (!items || items.length === 0) {
    const loading = !items && !error;
    return (
      <p
        role={loading ? 'status' : undefined}
        className="mt-2 rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700"
      >
        {loading ? m.loading : m.placedCount(bidCount)}
      </p>
    );
  }
  return (
    <ol className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {items.map((bid, index) => (
        <li key={`${bid.placedAt}-${index}`} className="flex items-baseline justify-between gap-3 px-4 py-2.5 text-sm">
          <span className="font-medium text-slate-900">
            {bid.bidder}
            {bid.automatic && <span className="block text-xs font-normal text-slate-600">{m.automatic}</span>}
          </span>
          <span className="text-right">
            <span className="block font-semibold text-emerald-800">{formatNaira(bid.price)}</span>
            <span className="block text-xs text-slate-600">{formatLagosTime(bid.placedAt)}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
