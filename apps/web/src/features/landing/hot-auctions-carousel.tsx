import { useState, useSyncExternalStore, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { CAROUSEL_SPEED, LIVE_COUNTDOWN_TICK_MS } from '@naijabid/shared/constants';
import { formatNaira } from '@naijabid/shared/money';
import type { AuctionSummary } from '@naijabid/shared/schemas/listings';
import { buttonStyles } from '../../components/button-styles';
import { formatCountdown } from '../../lib/countdown';
import { phaseAt } from '../../lib/auction/phase';
import { AuctionImage, CARDS_IN_FIRST_VIEW } from '../../components/auction-image';
import { AuctionCard, AuctionFacts, type AuctionCardVariant } from '../../components/auction-card';
import { VerifiedSellerBadge } from '../../components/verified-seller-badge';
import { useServerNow } from '../../lib/server-clock';
import { CARD_PHOTO_HEIGHT_PX, containedPhotoSizes, HOT_AUCTIONS_QUERY } from '@naijabid/shared/first-screen';
import { useLiveSummaries } from '../../lib/auction/use-live-summaries';
import { useBrowse } from '../../lib/api/browse-auctions';
import { apiErrorText } from '../../lib/api-error-text';
import { PlaceBidButton } from '../bidding/place-bid-button';
import { hotAuctionsLabels as m } from '@naijabid/shared/messages/landing';

/** The busiest few get the highlighted frame (the spec's `isHighlighted`). */
const HIGHLIGHTED_COUNT = 2;
/** Card width (w-60, 240 px) plus the 16 px gap: the distance one card occupies in the track. */
const CARD_STRIDE_PX = 256;

/**
 * How many times the card set is repeated so one set is at least as wide as the screen
 * (docs/product.md#landing-page: it repeats its cards to fill the width); a phone gets the fewest cards, a wide monitor more.
 */
function repeatsToFill(viewportWidth: number, cards: number): number {
  return Math.max(1, Math.ceil(viewportWidth / Math.max(1, cards * CARD_STRIDE_PX)));
}

/** The server renders for a phone, the narrowest screen and the most common. */
const SERVER_VIEWPORT_WIDTH_PX = 360;

function subscribeToResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

function useViewportWidth(): number {
  return useSyncExternalStore(
    subscribeToResize,
    () => window.innerWidth,
    () => SERVER_VIEWPORT_WIDTH_PX,
  );
}

/** Fixed width for the marquee, the brand on top, and the spec's three figures. */
const HOT_AUCTION_CARD: AuctionCardVariant = {
  as: 'article',
  frame: 'w-60 shrink-0 overflow-hidden rounded-2xl border bg-white shadow-sm border-slate-200',
  highlightedFrame:
    'w-60 shrink-0 overflow-hidden rounded-2xl border bg-white shadow-sm border-amber-400 ring-2 ring-amber-300',
  body: 'p-4',
  heading: 'mt-1 truncate font-semibold text-slate-900',
  truncatedTitle: true,
  link: 'hover:underline',
  deliveryHint: true,
};

function HotAuctionCard({
  item,
  highlighted,
  copy,
  eager,
  now,
}: {
  item: AuctionSummary;
  highlighted: boolean;
  copy: boolean;
  eager: boolean;
  now: number;
}) {
  return (
    <AuctionCard
      auction={item}
      variant={HOT_AUCTION_CARD}
      highlighted={highlighted}
      copy={copy}
      photo={
        <>
          <AuctionImage
            photo={item.image}
            alt=""
            sizes={containedPhotoSizes(CARD_PHOTO_HEIGHT_PX)}
            className="h-[150px] w-full"
            eager={eager}
          />
          {/* On the photo, as the heart is: the marquee's cards stay one height, and the brand's line keeps its room. */}
          <VerifiedSellerBadge verified={item.seller.verified} className="absolute top-2 left-2" />
        </>
      }
      eyebrow={
        // Unbranded goods have no brand line; the fixed height keeps the cards level.
        <p className="flex h-5 items-center gap-2 text-xs font-medium text-slate-600">
          {item.brand && (
            <>
              <span
                aria-hidden="true"
                className="grid h-5 w-5 place-items-center rounded-full bg-slate-900 text-[10px] font-bold text-white"
              >
                {item.brand.slice(0, 1).toUpperCase()}
              </span>
              {item.brand}
            </>
          )}
        </p>
      }
    >
      <AuctionFacts
        facts={[
          {
            label: m.latestBid,
            value: item.bidCount > 0 ? formatNaira(item.currentPrice) : '—',
            className: 'text-right font-bold text-emerald-800',
          },
          { label: m.from, value: formatNaira(item.startingPrice), className: 'text-right text-slate-800' },
          {
            label: m.timeLeft,
            value: formatCountdown(Date.parse(item.endsAt) - now).text,
            className: 'text-right text-slate-800 tabular-nums',
          },
        ]}
      />
      {phaseAt(item, now) === 'live' && (
        <PlaceBidButton
          auctionId={item.id}
          title={item.title}
          tabIndex={copy ? -1 : undefined}
          className={`${buttonStyles.primary} mt-4 w-full`}
        />
      )}
    </AuctionCard>
  );
}

/**
 * Hot Auctions (docs/product.md#landing-page): the live auctions with the most bids, as an endless CSS marquee.
 * The track holds the filled set twice and slides by one set; it pauses on hover, on
 * keyboard focus and with its own button (moving content needs a pause control).
 */
export function HotAuctionsCarousel() {
  const [paused, setPaused] = useState(false);
  // The live auctions with the most bids fill the carousel.
  const { data: page, error } = useBrowse(HOT_AUCTIONS_QUERY);
  const loading = !page && !error;
  const now = useServerNow(LIVE_COUNTDOWN_TICK_MS);
  const viewportWidth = useViewportWidth();
  const items = useLiveSummaries(page?.items ?? []);
  const highlighted = new Set(
    items
      .filter((item) => item.bidCount > 0)
      .slice(0, HIGHLIGHTED_COUNT)
      .map((item) => item.id),
  );
  const filledSet = Array.from({ length: repeatsToFill(viewportWidth, items.length) }, () => items).flat();
  /** docs/product.md#constants: scroll speed 30, i.e. 30 pixels per second. */
  const durationSeconds = (filledSet.length * CARD_STRIDE_PX) / CAROUSEL_SPEED;
  return (
    <section aria-labelledby="hot-auctions-title" className="py-10">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4">
        <h2 id="hot-auctions-title" className="text-2xl font-bold text-slate-900">
          {m.title}
        </h2>
        {items.length > 0 && (
          <button
            type="button"
            className="shrink-0 rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-700"
            aria-pressed={paused}
            onClick={() => setPaused((p) => !p)}
          >
            {paused ? m.play : m.pause}
            <span className="sr-only">{m.toggleTarget}</span>
          </button>
        )}
      </div>
      {loading && (
        <div aria-hidden="true" className="mt-6 flex gap-4 overflow-hidden px-2">
          {Array.from({ length: 5 }, (_, index) => (
            <div key={index} className="h-[330px] w-60 shrink-0 animate-pulse rounded-2xl bg-slate-200" />
          ))}
        </div>
      )}
      {!loading && items.length === 0 && (
        <p className="mx-auto mt-6 max-w-6xl px-4 text-slate-700">{!page && error ? apiErrorText(error) : m.empty}</p>
      )}
      {items.length > 0 && (
        <div className="marquee mt-6 overflow-hidden" data-paused={paused}>
          <div
            className="marquee-track flex w-max gap-4 px-2"
            style={{ '--marquee-duration': `${durationSeconds}s` } as CSSProperties}
          >
            {[...filledSet, ...filledSet].map((item, index) => (
              <HotAuctionCard
                key={`${item.id}-${index}`}
                item={item}
                highlighted={highlighted.has(item.id)}
                copy={index >= items.length}
                eager={index < CARDS_IN_FIRST_VIEW}
                now={now}
              />
            ))}
          </div>
        </div>
      )}
      <div className="mt-6 text-center">
        <Link to="/auctions" className={buttonStyles.secondary}>
          {m.seeMore}
        </Link>
      </div>
    </section>
  );
}
