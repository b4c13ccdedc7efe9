import { Link } from 'react-router';
import { CATEGORIES, LIVE_COUNTDOWN_TICK_MS, type Category } from '@naijabid/shared/constants';
import { formatNaira } from '@naijabid/shared/money';
import type { AuctionSummary } from '@naijabid/shared/schemas/listings';
import { buttonStyles } from '../../components/button-styles';
import { ReserveLabel, SellerRating } from '../../components/seller-rating';
import { VerifiedSellerBadge } from '../../components/verified-seller-badge';
import { AuctionClock } from '../../components/auction-clock';
import { AuctionImage, CARDS_IN_FIRST_VIEW } from '../../components/auction-image';
import { AuctionCard, AuctionFacts, type AuctionCardVariant } from '../../components/auction-card';
import { useServerNow } from '../../lib/server-clock';
import { CARD_PHOTO_HEIGHT_PX, containedPhotoSizes, LIVE_AUCTIONS_QUERY } from '@naijabid/shared/first-screen';
import { useLiveSummaries } from '../../lib/auction/use-live-summaries';
import { useBrowse } from '../../lib/api/browse-auctions';
import { apiErrorText } from '../../lib/api-error-text';
import { PlaceBidButton } from '../bidding/place-bid-button';
import { liveAuctionsLabels as m } from '@naijabid/shared/messages/marketplace';
import { auctionLabels } from '@naijabid/shared/messages/auction-labels';

/** The list itself is fetched again each minute; the clocks tick every second (docs/product.md#interface-behaviour). */
const LIVE_LIST_REFRESH_MS = 60_000;

const LIVE_AUCTION_CARD: AuctionCardVariant = {
  as: 'article',
  frame: 'flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white',
  body: 'flex flex-1 flex-col p-4',
  heading: 'mt-1 line-clamp-2 font-semibold text-slate-900',
  truncatedTitle: false,
  link: 'hover:underline',
  deliveryHint: true,
};

function LiveAuctionCard({ item, eager, now }: { item: AuctionSummary; eager: boolean; now: number }) {
  return (
    <AuctionCard
      auction={item}
      variant={LIVE_AUCTION_CARD}
      photo={
        <AuctionImage
          photo={item.image}
          alt=""
          sizes={containedPhotoSizes(CARD_PHOTO_HEIGHT_PX)}
          className="h-[150px] w-full"
          eager={eager}
        />
      }
      eyebrow={<p className="text-xs font-semibold text-emerald-800 uppercase">{item.category}</p>}
    >
      <p className="mt-1 flex flex-wrap items-center gap-2">
        <SellerRating seller={item.seller} />
        <VerifiedSellerBadge verified={item.seller.verified} />
        <ReserveLabel reserveMet={item.reserveMet} />
      </p>
      <AuctionFacts
        facts={[
          {
            label: auctionLabels.startingBid,
            value: formatNaira(item.startingPrice),
            className: 'text-right text-slate-800',
          },
          {
            label: auctionLabels.currentBid,
            value: item.bidCount > 0 ? formatNaira(item.currentPrice) : auctionLabels.noBidsYet,
            className: 'text-right font-bold text-emerald-800',
          },
          { label: auctionLabels.timeLeft, value: <AuctionClock auction={item} now={now} />, className: 'text-right' },
          { label: auctionLabels.bids, value: item.bidCount, className: 'text-right text-slate-800' },
        ]}
      />
      <PlaceBidButton auctionId={item.id} title={item.title} className={`${buttonStyles.primary} mt-4`} />
    </AuctionCard>
  );
}

/** Live Auctions (docs/product.md#marketplace-home) from the database, clocks ticking once a second, bids arriving live. */
export function LiveAuctionsGrid({ query, category }: { query: string; category: string }) {
  const knownCategory = (CATEGORIES as readonly string[]).includes(category) ? (category as Category) : undefined;
  const { data: page, error } = useBrowse(
    {
      ...LIVE_AUCTIONS_QUERY,
      sort: query ? undefined : LIVE_AUCTIONS_QUERY.sort,
      q: query || undefined,
      category: knownCategory,
    },
    LIVE_LIST_REFRESH_MS,
  );
  const items = useLiveSummaries(page?.items ?? []);
  const now = useServerNow(LIVE_COUNTDOWN_TICK_MS);
  const filtered = Boolean(query || category);
  const search = new URLSearchParams({ ...(query ? { q: query } : {}), ...(category ? { category } : {}) });

  return (
    <section id="live" aria-labelledby="live-title" className="mt-10 scroll-mt-32">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="live-title" className="flex items-center gap-2 text-xl font-bold text-slate-900">
          <span aria-hidden="true" className="h-2.5 w-2.5 rounded-full bg-red-600" />
          {m.title}
        </h2>
        <Link
          to={`/search${search.size ? `?${search}` : ''}`}
          className="text-sm font-semibold text-emerald-800 underline"
        >
          {filtered ? m.seeAllResults : m.seeAllLive}
        </Link>
      </div>
      {!page && !error && (
        <div aria-hidden="true" className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 3 }, (_, index) => (
            <div key={index} className="h-[420px] animate-pulse rounded-2xl bg-slate-200" />
          ))}
        </div>
      )}
      {!page && error && (
        <p role="alert" className="mt-4 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
          {apiErrorText(error)}
        </p>
      )}
      {page?.items.length === 0 && (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
          {filtered ? m.emptyFiltered : m.empty}{' '}
          <Link to="/search?status=upcoming" className="font-semibold text-emerald-800 underline">
            {m.seeUpcoming}
          </Link>
        </p>
      )}
      {page && page.items.length > 0 && (
        <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item, index) => (
            <LiveAuctionCard key={item.id} item={item} eager={index < CARDS_IN_FIRST_VIEW} now={now} />
          ))}
        </div>
      )}
    </section>
  );
}
