import { useState } from 'react';
import { Link } from 'react-router';
import { biddingMessages } from '@naijabid/shared/messages';
import { myBidsLabels as m } from '@naijabid/shared/messages/dashboard';
import { formatNaira } from '@naijabid/shared/money';
import type { BidStanding, MyBid } from '@naijabid/shared/schemas/bids';
import { AuctionClock } from '../../../components/auction-clock';
import { AuctionImage } from '../../../components/auction-image';
import { buttonStyles } from '../../../components/button-styles';
import { phaseAt } from '../../../lib/auction/phase';
import { priceLabel } from '../../../lib/auction/price-label';
import { apiErrorText } from '../../../lib/api-error-text';
import type { QueryResult } from '../../../lib/query';
import { byUrgency } from '../auction-order';
import { LoadFailed, Loading } from './remote-status';

type Filter = 'all' | BidStanding;

const filters: { value: Filter; label: string }[] = [
  { value: 'all', label: m.all },
  { value: 'leading', label: m.standings.leading },
  { value: 'outbid', label: m.standings.outbid },
  { value: 'won', label: m.standings.won },
  { value: 'lost', label: m.standings.lost },
];

const standingBadges: Record<BidStanding, { label: string; tone: string }> = {
  leading: { label: m.standings.leading, tone: 'bg-emerald-100 text-emerald-900' },
  outbid: { label: m.standings.outbid, tone: 'bg-amber-100 text-amber-900' },
  won: { label: m.standings.won, tone: 'bg-emerald-700 text-white' },
  lost: { label: m.standings.lost, tone: 'bg-slate-200 text-slate-800' },
};

function BidCard({ bid, now }: { bid: MyBid; now: number }) {
  const { auction, standing } = bid;
  const phase = phaseAt(auction, now);
  const badge = standingBadges[standing];
  return (
    <li className="flex gap-3 rounded-xl border border-slate-200 bg-white p-3">
      <AuctionImage photo={auction.image} alt="" sizes="80px" className="h-20 w-20 shrink-0 rounded-lg" />
      <div className="min-w-0 flex-1">
        <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${badge.tone}`}>
          {badge.label}
        </span>
        <h3 className="mt-1 leading-snug font-semibold break-words text-slate-900">
          <Link to={`/auctions/${auction.id}`} className="hover:underline">
            {auction.title}
          </Link>
        </h3>
        <dl className="mt-1 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
          <div>
            <dt className="text-xs text-slate-600">
              {phase === 'ended'
                ? priceLabel({ ...auction, outcome: standing === 'won' ? 'sold' : null }, phase)
                : m.currentPrice}
            </dt>
            <dd className="font-semibold text-emerald-800 tabular-nums">{formatNaira(auction.currentPrice)}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-600">{biddingMessages.yourMaximum}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">{formatNaira(bid.maxAmount)}</dd>
          </div>
          {phase === 'live' && (
            <div>
              <dt className="text-xs text-slate-600">{m.timeLeft}</dt>
              <dd>
                <AuctionClock auction={auction} now={now} />
              </dd>
            </div>
          )}
          <div>
            <dt className="text-xs text-slate-600">{m.bids}</dt>
            <dd className="text-slate-900 tabular-nums">{auction.bidCount}</dd>
          </div>
        </dl>
        {standing === 'outbid' && phase === 'live' && (
          <Link
            to={`/auctions/${auction.id}`}
            className="mt-2 inline-block text-sm font-semibold text-emerald-800 underline"
          >
            {biddingMessages.bidAgain} <span className="sr-only">{m.bidAgainOn(auction.title)}</span>
          </Link>
        )}
      </div>
    </li>
  );
}

/** The auctions the user bid on, by standing, with live prices and countdowns. */
export function MyBids({ bids, now }: { bids: QueryResult<MyBid[]>; now: number }) {
  const [filter, setFilter] = useState<Filter>('all');
  const { data, error, refetch } = bids;
  const items = data ?? [];
  const count = (value: Filter) =>
    value === 'all' ? items.length : items.filter((bid) => bid.standing === value).length;
  const shown = items
    .filter((bid) => filter === 'all' || bid.standing === filter)
    .sort((a, b) => byUrgency(a.auction, b.auction));

  return (
    <section aria-labelledby="bids-title" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="bids-title" className="text-lg font-bold text-slate-900">
        {m.title}
      </h2>
      {!data && !error && <Loading text={m.loading} />}
      {!data && error && <LoadFailed message={apiErrorText(error)} onRetry={refetch} />}
      {data && items.length === 0 && (
        <div className="mt-3 rounded-xl border border-dashed border-slate-300 p-5 text-center">
          <p className="font-semibold text-slate-900">{m.emptyTitle}</p>
          <p className="mt-1 text-sm text-slate-700">{m.emptyBody}</p>
          <Link to="/auctions" className={`${buttonStyles.primary} mt-3`}>
            {m.browseLive}
          </Link>
        </div>
      )}
      {data && items.length > 0 && (
        <>
          <div role="group" aria-label={m.filterGroup} className="mt-3 flex flex-wrap gap-2">
            {filters.map(({ value, label }) => (
              <button
                key={value}
                type="button"
                aria-pressed={filter === value}
                onClick={() => setFilter(value)}
                className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-slate-300 px-3 text-sm font-semibold text-slate-800 hover:border-emerald-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 aria-pressed:border-emerald-700 aria-pressed:bg-emerald-700 aria-pressed:text-white"
              >
                {label} <span className="tabular-nums">{count(value)}</span>
              </button>
            ))}
          </div>
          {shown.length === 0 && filter !== 'all' && (
            <p className="mt-4 text-sm text-slate-700">{m.emptyStanding[filter]}</p>
          )}
          {shown.length > 0 && (
            <ul className="mt-3 space-y-3">
              {shown.map((bid) => (
                <BidCard key={bid.auction.id} bid={bid} now={now} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
