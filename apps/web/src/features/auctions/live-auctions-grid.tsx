import { useState } from 'react';
import { Link } from 'react-router';
import { LIVE_COUNTDOWN_TICK_MS } from '@naijabid/shared/constants';
import { formatNaira } from '@naijabid/shared/money';
import { buttonStyles } from '../../components/button-styles';
import { StarIcon } from '../../components/icons';
import { describeRemaining, formatCountdown } from '../../lib/countdown';
import { useNow } from '../../lib/use-now';
import { createLiveAuctions, type DemoAuctionItem } from './demo-auctions';

function LiveAuctionCard({ item, now, eager }: { item: DemoAuctionItem; now: number; eager: boolean }) {
  const remainingMs = item.endTime - now;
  const countdown = formatCountdown(remainingMs);
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <img
        src={item.image}
        alt=""
        width="400"
        height="170"
        className="h-[150px] w-full bg-slate-100 object-contain"
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
      />
      <div className="flex flex-1 flex-col p-4">
        <p className="text-xs font-semibold text-emerald-800 uppercase">{item.category}</p>
        <h3 className="mt-1 font-semibold text-slate-900">{item.name}</h3>
        <p className="mt-1 flex items-center gap-1 text-xs text-slate-700">
          <StarIcon width={14} height={14} className="fill-amber-400 text-amber-500" />
          <span>
            {item.rating.toFixed(1)} <span className="text-slate-600">({item.reviews} reviews)</span>
          </span>
          <span className="sr-only">seller rating</span>
        </p>
        <dl className="mt-3 grid grid-cols-2 gap-y-1 text-sm">
          <dt className="text-slate-600">Starting bid</dt>
          <dd className="text-right text-slate-800">{formatNaira(item.startingPrice)}</dd>
          <dt className="text-slate-600">Current bid</dt>
          <dd className="text-right font-bold text-emerald-800">{formatNaira(item.currentBid)}</dd>
          <dt className="text-slate-600">Time left</dt>
          <dd className="text-right">
            {/* role=timer is not announced on every tick; the label gives a calm spoken form. */}
            <span
              role="timer"
              aria-label={describeRemaining(remainingMs)}
              className={`font-mono font-semibold tabular-nums ${countdown.urgent ? 'text-red-700' : countdown.ended ? 'text-slate-500' : 'text-slate-900'}`}
            >
              {countdown.text}
            </span>
          </dd>
          <dt className="text-slate-600">Bids</dt>
          <dd className="text-right text-slate-800">{item.bids}</dd>
        </dl>
        <Link to="/login" className={`${buttonStyles.primary} mt-4`} aria-label={`Place Bid on ${item.name}`}>
          Place Bid
        </Link>
      </div>
    </article>
  );
}

/** Live Auctions (spec 2 and 4): six demo items, clocks ticking once a second. */
export function LiveAuctionsGrid({ query, category }: { query: string; category: string }) {
  const [items] = useState(() => createLiveAuctions(Date.now()));
  const now = useNow(LIVE_COUNTDOWN_TICK_MS);
  const needle = query.toLowerCase();
  const shown = items.filter(
    (item) => (!category || item.category === category) && (!needle || item.name.toLowerCase().includes(needle)),
  );
  const filtered = Boolean(query || category);

  return (
    <section id="live" aria-labelledby="live-title" className="mt-10 scroll-mt-32">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="live-title" className="flex items-center gap-2 text-xl font-bold text-slate-900">
          <span aria-hidden="true" className="h-2.5 w-2.5 rounded-full bg-red-600" />
          Live Auctions
        </h2>
        {filtered && (
          <p className="text-sm text-slate-700">
            {shown.length} {shown.length === 1 ? 'result' : 'results'}
            {category && ` in ${category}`}
            {query && ` for “${query}”`}.{' '}
            <Link to="/auctions#live" className="font-semibold text-emerald-800 underline">
              Show all
            </Link>
          </p>
        )}
      </div>
      {shown.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
          No live auctions match right now. New auctions start every hour.
        </p>
      ) : (
        <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((item, index) => (
            // The first cards are often the largest thing on a phone's first screen: no lazy loading.
            <LiveAuctionCard key={item.id} item={item} now={now} eager={index < 3} />
          ))}
        </div>
      )}
    </section>
  );
}
