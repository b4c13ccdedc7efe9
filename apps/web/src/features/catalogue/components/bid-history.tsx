import { useEffect, useState } from 'react';
import { formatNaira } from '@naijabid/shared/money';
import type { BidHistoryEntry } from '@naijabid/shared/schemas/bids';
import { listBids } from '../api/list-bids';
import { formatLagosTime } from '../auction-phase';

type History = { kind: 'loading' } | { kind: 'ready'; items: BidHistoryEntry[] } | { kind: 'failed' };

/** The bid history area: masked names, prices and times; "No bids yet" until the first bid. */
export function BidHistory({ auctionId, bidCount, startingPrice, open }: { auctionId: string; bidCount: number; startingPrice: number; open: boolean }) {
  const [history, setHistory] = useState<History>({ kind: 'loading' });
  useEffect(() => {
    if (bidCount === 0) return;
    const controller = new AbortController();
    listBids(auctionId, { signal: controller.signal })
      .then((items) => setHistory({ kind: 'ready', items }))
      .catch(() => !controller.signal.aborted && setHistory({ kind: 'failed' }));
    return () => controller.abort();
  }, [auctionId, bidCount]);

  if (bidCount === 0) {
    return (
      <p className="mt-2 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
        No bids yet
        {open && <span className="block text-sm text-slate-600">The first bid starts at {formatNaira(startingPrice)}.</span>}
      </p>
    );
  }
  if (history.kind !== 'ready' || history.items.length === 0) {
    return (
      <p role={history.kind === 'loading' ? 'status' : undefined} className="mt-2 rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
        {history.kind === 'loading' ? 'Loading bids…' : `${bidCount} ${bidCount === 1 ? 'bid has' : 'bids have'} been placed.`}
      </p>
    );
  }
  return (
    <ol className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {history.items.map((bid, index) => (
        <li key={`${bid.placedAt}-${index}`} className="flex items-baseline justify-between gap-3 px-4 py-2.5 text-sm">
          <span className="font-medium text-slate-900">{bid.bidder}</span>
          <span className="text-right">
            <span className="block font-semibold text-emerald-800">{formatNaira(bid.price)}</span>
            <span className="block text-xs text-slate-600">{formatLagosTime(bid.placedAt)}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
