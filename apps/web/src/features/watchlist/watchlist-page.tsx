import { Link, Navigate } from 'react-router';
import { LIVE_COUNTDOWN_TICK_MS } from '@naijabid/shared/constants';
import { auctionLabels } from '@naijabid/shared/messages/auction-labels';
import { watchlistLabels as m } from '@naijabid/shared/messages/notifications';
import { formatNaira } from '@naijabid/shared/money';
import type { AuctionSummary } from '@naijabid/shared/schemas/listings';
import type { WatchStanding } from '@naijabid/shared/schemas/watchlist';
import { AuctionCard, AuctionFacts, type AuctionCardVariant } from '../../components/auction-card';
import { AuctionClock } from '../../components/auction-clock';
import { AuctionImage } from '../../components/auction-image';
import { buttonStyles } from '../../components/button-styles';
import { VerifiedSellerBadge } from '../../components/verified-seller-badge';
import { apiErrorText } from '../../lib/api-error-text';
import { invalidate } from '../../lib/query';
import { useWatchlist, WATCHLIST_PATH } from '../../lib/api/watchlist';
import { phaseAt } from '../../lib/auction/phase';
import { priceLabel } from '../../lib/auction/price-label';
import { useLiveSummaries } from '../../lib/auction/use-live-summaries';
import { useMyEvents } from '../../lib/live-events';
import { useServerNow } from '../../lib/server-clock';
import { useHasSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PlaceBidButton } from '../bidding/place-bid-button';

const WATCHED_CARD: AuctionCardVariant = {
  as: 'li',
  frame:
    'relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white focus-within:ring-2 focus-within:ring-emerald-700 hover:border-emerald-700',
  body: 'flex flex-1 flex-col p-4',
  heading: 'line-clamp-2 font-semibold text-slate-900',
  truncatedTitle: false,
  link: 'after:absolute after:inset-0 focus-visible:outline-none',
  deliveryHint: false,
};

const standingTones: Record<WatchStanding, string> = {
  not_bid: 'bg-slate-100 text-slate-700',
  leading: 'bg-emerald-100 text-emerald-900',
  outbid: 'bg-amber-100 text-amber-900',
  won: 'bg-emerald-100 text-emerald-900',
  lost: 'bg-slate-100 text-slate-700',
};

/** Bids by others, a win or a loss change where the watcher stands: the list is read again. */
const refreshStanding = () => invalidate(WATCHLIST_PATH);
const standingEvents = { outbid: refreshStanding, won: refreshStanding, lost: refreshStanding };

function WatchedCard({ auction, standing, now }: { auction: AuctionSummary; standing: WatchStanding; now: number }) {
  const phase = phaseAt(auction, now);
  return (
    <AuctionCard
      auction={auction}
      variant={WATCHED_CARD}
      photo={
        <AuctionImage
          photo={auction.image}
          alt=""
          sizes="(min-width: 1024px) 280px, (min-width: 640px) 45vw, 92vw"
          className="aspect-[4/3] w-full"
        />
      }
      eyebrow={
        <p className={`mb-1 w-fit rounded-full px-2 py-0.5 text-xs font-semibold ${standingTones[standing]}`}>
          {m.standing[standing]}
        </p>
      }
    >
      <VerifiedSellerBadge verified={auction.seller.verified} className="mt-1" />
      <AuctionFacts
        facts={[
          {
            label: priceLabel(auction, phase),
            value: formatNaira(auction.currentPrice),
            className: 'text-right font-bold text-emerald-800',
          },
          {
            label: phase === 'scheduled' ? auctionLabels.startsIn : auctionLabels.timeLeft,
            value: <AuctionClock auction={auction} now={now} labelled />,
            className: 'text-right',
          },
          { label: auctionLabels.bids, value: auction.bidCount, className: 'text-right text-slate-800' },
        ]}
      />
      {phase === 'live' && (
        <PlaceBidButton
          auctionId={auction.id}
          title={auction.title}
          onPlaced={refreshStanding}
          className={`${buttonStyles.primary} relative mt-4`}
        />
      )}
    </AuctionCard>
  );
}

/** `/watchlist`: the saved auctions, live (price, clock, standing), newest saved first. */
export default function WatchlistPage() {
  useDocumentTitle(m.title);
  const signedIn = useHasSession();
  const watchlist = useWatchlist(signedIn);
  const items = watchlist.data ?? [];
  const live = useLiveSummaries(items.map((item) => item.auction));
  const now = useServerNow(LIVE_COUNTDOWN_TICK_MS);
  useMyEvents(signedIn, standingEvents);
  if (!signedIn) return <Navigate to="/login" state={{ from: '/watchlist' }} replace />;

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">{m.title}</h1>
      <p className="mt-1 max-w-2xl text-slate-700">{m.intro}</p>
      <div className="mt-5">
        {watchlist.data === undefined ? (
          watchlist.error ? (
            <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              {apiErrorText(watchlist.error)}
            </p>
          ) : (
            <p role="status" className="text-slate-700">
              {m.loading}
            </p>
          )
        ) : items.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center">
            <p className="text-slate-800">{m.empty}</p>
            <Link to="/auctions" className={`${buttonStyles.primary} mt-3 min-h-11`}>
              {m.browse}
            </Link>
          </div>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {items.map((item, index) => (
              <WatchedCard key={item.auction.id} auction={live[index]!} standing={item.standing} now={now} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
