import { useEffect, useState, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { CAROUSEL_SPEED } from '@naijabid/shared/constants';
import { formatNaira } from '@naijabid/shared/money';
import { buttonStyles } from '../../components/button-styles';
import { formatCountdown } from '../../lib/countdown';
import { hotAuctions, type HotAuctionCard } from '../auctions/demo-auctions';

/** Card width (w-60, 240 px) plus the 16 px gap: the distance one card occupies in the track. */
const CARD_STRIDE_PX = 256;
const baseSetWidthPx = hotAuctions.length * CARD_STRIDE_PX;

/**
 * How many times the card set is repeated so one set is at least as wide as the screen
 * (spec 2: "repeated to fill width"); a phone gets the fewest cards, a wide monitor more.
 */
function repeatsToFill(viewportWidth: number): number {
  return Math.max(1, Math.ceil(viewportWidth / baseSetWidthPx));
}

function useRepeatsToFill(): number {
  const [repeats, setRepeats] = useState(() => repeatsToFill(window.innerWidth));
  useEffect(() => {
    const onResize = () => setRepeats(repeatsToFill(window.innerWidth));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return repeats;
}

function AuctionCard({ card, hidden }: { card: HotAuctionCard; hidden: boolean }) {
  return (
    <article
      aria-hidden={hidden || undefined}
      inert={hidden}
      className={`w-60 shrink-0 overflow-hidden rounded-2xl border bg-white shadow-sm ${card.isHighlighted ? 'border-amber-400 ring-2 ring-amber-300' : 'border-slate-200'}`}
    >
      <img src={card.image} alt="" width="240" height="150" className="h-[150px] w-full bg-slate-100 object-contain" loading="lazy" decoding="async" />
      <div className="p-4">
        <p className="flex items-center gap-2 text-xs font-medium text-slate-600">
          <span aria-hidden="true" className="grid h-5 w-5 place-items-center rounded-full bg-slate-900 text-[10px] font-bold text-white">
            {card.brandIcon}
          </span>
          {card.brand}
        </p>
        <h3 className="mt-1 truncate font-semibold text-slate-900" title={card.title}>
          {card.title}
        </h3>
        <dl className="mt-3 grid grid-cols-2 gap-y-1 text-sm">
          <dt className="text-slate-600">Latest Bid</dt>
          <dd className="text-right font-bold text-emerald-800">{formatNaira(card.latestBid)}</dd>
          <dt className="text-slate-600">From</dt>
          <dd className="text-right text-slate-800">{formatNaira(card.fromPrice)}</dd>
          <dt className="text-slate-600">Time Left</dt>
          <dd className="text-right text-slate-800">{formatCountdown(card.timeLeft * 1000).text}</dd>
        </dl>
        <Link to="/login" className={`${buttonStyles.primary} mt-4 w-full`} aria-label={`Place Bid on ${card.title}`}>
          Place Bid
        </Link>
      </div>
    </article>
  );
}

/**
 * Hot Auctions (spec 2): an endless CSS marquee. The track holds the filled set twice and
 * slides by one set; it pauses on hover, on keyboard focus and with its own button (moving
 * content needs a pause control for people who find it distracting).
 */
export function HotAuctionsCarousel() {
  const [paused, setPaused] = useState(false);
  const repeats = useRepeatsToFill();
  const filledSet = Array.from({ length: repeats }, () => hotAuctions).flat();
  /** Spec 9: scroll speed 30, i.e. 30 pixels per second. */
  const durationSeconds = (filledSet.length * CARD_STRIDE_PX) / CAROUSEL_SPEED;
  return (
    <section aria-labelledby="hot-auctions-title" className="py-10">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4">
        <h2 id="hot-auctions-title" className="text-2xl font-bold text-slate-900">
          Hot Auctions
        </h2>
        <button
          type="button"
          className="shrink-0 rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-700"
          aria-pressed={paused}
          onClick={() => setPaused((p) => !p)}
        >
          {paused ? 'Play' : 'Pause'}
          <span className="sr-only"> the Hot Auctions carousel</span>
        </button>
      </div>
      <div className="marquee mt-6 overflow-hidden" data-paused={paused}>
        <div
          className="marquee-track flex w-max gap-4 px-2"
          style={{ '--marquee-duration': `${durationSeconds}s` } as CSSProperties}
        >
          {[...filledSet, ...filledSet].map((card, index) => (
            <AuctionCard key={`${card.id}-${index}`} card={card} hidden={index >= hotAuctions.length} />
          ))}
        </div>
      </div>
      <div className="mt-6 text-center">
        <Link to="/auctions" className={buttonStyles.secondary}>
          See more
        </Link>
      </div>
    </section>
  );
}
