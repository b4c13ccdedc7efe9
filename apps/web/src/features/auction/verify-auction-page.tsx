import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { findBidChainBreak, type BidChainBreak } from '@naijabid/shared/bid-chain';
import { bidLogBreaks, bidLogLabels as m } from '@naijabid/shared/messages/bid-log';
import { formatNaira } from '@naijabid/shared/money';
import type { BidLog } from '@naijabid/shared/schemas/bid-log';
import { ApiError } from '../../lib/api-client';
import { formatLagosTime } from '@naijabid/shared/date-time';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useBidLog } from './api/get-bid-log';

type Check = { log: BidLog; broken: BidChainBreak | null };

/**
 * `/auctions/:id/verify`: recomputes the auction's bid chain in the browser from the public
 * log (packages/shared/src/bid-chain.ts) and says whether it ends in the hash recorded at the close.
 */
export default function VerifyAuctionPage() {
  useDocumentTitle(m.title);
  const { id = '' } = useParams();
  const { data: log, error } = useBidLog(id);
  const [check, setCheck] = useState<Check>();

  useEffect(() => {
    if (!log) return;
    let current = true;
    void findBidChainBreak(log.listingId, log.items, log.finalHash).then((broken) => {
      if (current) setCheck({ log, broken });
    });
    return () => {
      current = false;
    };
  }, [log]);

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{m.title}</h1>
      {log && (
        <p className="mt-2 text-lg text-slate-800">
          <Link to={`/auctions/${log.listingId}`} className="font-semibold text-emerald-800 underline">
            {log.title}
          </Link>
        </p>
      )}
      <p className="mt-3 text-slate-700">{m.intro}</p>
      <p className="mt-2 text-sm text-slate-600">{m.privacy}</p>

      {!log && !error && (
        <p role="status" className="mt-6 text-slate-700">
          {m.checking}
        </p>
      )}
      {!log && error && (
        <p role="alert" className="mt-6 rounded-lg bg-red-50 p-4 text-red-800">
          {error instanceof ApiError && error.status === 404 ? m.notFound : m.loadFailed}
        </p>
      )}
      {log && check?.log !== log && (
        <p role="status" className="mt-6 text-slate-700">
          {m.checking}
        </p>
      )}
      {check && check.log === log && <CheckResult check={check} />}
    </div>
  );
}

function CheckResult({ check: { log, broken } }: { check: Check }) {
  const count = log.items.length;
  // Once every link is recomputed and matches, the last bid's hash is the browser's own result.
  const recomputedHash = broken ? undefined : log.items.at(-1)?.hash;
  let verdict;
  if (broken) {
    verdict = (
      <div role="alert" className="rounded-xl bg-red-50 p-4 text-red-900">
        <p className="font-bold">{m.broken}</p>
        <p className="mt-1">{bidLogBreaks[broken.reason](broken.position)}</p>
      </div>
    );
  } else {
    verdict = (
      <p role="status" className="rounded-xl bg-emerald-50 p-4 font-semibold text-emerald-900">
        {count === 0 ? m.noBids : log.finalHash ? m.verified(count) : m.verifiedLive(count)}
      </p>
    );
  }
  return (
    <section className="mt-6 space-y-4" aria-label={m.title}>
      {verdict}
      <dl className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 text-sm">
        {recomputedHash && (
          <div>
            <dt className="font-semibold text-slate-800">{m.recomputedHash}</dt>
            <dd className="font-mono break-all text-slate-700" data-testid="recomputed-hash">
              {recomputedHash}
            </dd>
          </div>
        )}
        <div>
          <dt className="font-semibold text-slate-800">{m.finalHash}</dt>
          <dd className="font-mono break-all text-slate-700" data-testid="final-hash">
            {log.finalHash ?? m.notClosed}
          </dd>
        </div>
      </dl>
      {count > 0 && (
        <section aria-labelledby="bid-log-title">
          <h2 id="bid-log-title" className="text-xl font-bold text-slate-900">
            {m.bids}
          </h2>
          <ol className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {log.items.map((bid) => {
              const breaksHere = broken?.position === bid.position;
              return (
                <li key={bid.position} className={`px-4 py-2.5 text-sm ${breaksHere ? 'bg-red-50' : ''}`}>
                  <div className="flex items-baseline justify-between gap-3">
                    <span className="font-medium text-slate-900">
                      #{bid.position} {bid.bidder}
                    </span>
                    <span className="font-semibold text-emerald-800">{formatNaira(bid.price)}</span>
                  </div>
                  <p className="text-xs text-slate-600">{formatLagosTime(bid.placedAt)}</p>
                  {breaksHere && <p className="text-xs font-semibold text-red-800">{m.breaksHere}</p>}
                  <p className="mt-1 font-mono text-xs break-all text-slate-500">{bid.hash}</p>
                </li>
              );
            })}
          </ol>
        </section>
      )}
      <Link to={`/auctions/${log.listingId}`} className="inline-block font-semibold text-emerald-800 underline">
        {m.backToAuction}
      </Link>
    </section>
  );
}
