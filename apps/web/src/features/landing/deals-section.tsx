import { useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { DEAL_TABS, DEALS_GRID_MAX_ITEMS, type Category } from '@naijabid/shared/constants';
import { formatNaira } from '@naijabid/shared/money';
import type { AuctionSummary } from '@naijabid/shared/schemas/listings';
import { buttonStyles } from '../../components/button-styles';
import { StartLink } from '../../components/start-link';
import { useBrowse } from '../../lib/api/browse-auctions';
import { apiErrorText } from '../../lib/api-error-text';
import type { BrowseParams } from '@naijabid/shared/browse-path';
import { AuctionCard, type AuctionCardVariant } from '../../components/auction-card';
import { AuctionImage } from '../../components/auction-image';
import { VerifiedSellerBadge } from '../../components/verified-seller-badge';
import { containedPhotoSizes } from '@naijabid/shared/first-screen';
import { dealsLabels as m } from '@naijabid/shared/messages/deals';
import { auctionLabels } from '@naijabid/shared/messages/auction-labels';

type DealTab = (typeof DEAL_TABS)[number];

/** What each tab of the spec shows from the catalogue: a category, or the auctions about to end. */
const tabQueries: Record<DealTab, BrowseParams> = {
  Electronics: { category: 'Electronics' satisfies Category },
  'Home Appliances': { category: 'Appliances' satisfies Category },
  Gaming: { category: 'Gaming' satisfies Category },
  'Fashion & Footwear': { category: 'Fashion' satisfies Category },
  'Ending Soon': { status: 'ending-soon' },
};

/**
 * The floor price is where bidding started; the change is how far bids have taken it since,
 * in whole percent ("+12%"). Nothing bid yet is "0%", neither green nor red.
 */
export function dealChange(item: Pick<AuctionSummary, 'startingPrice' | 'currentPrice'>): {
  text: string;
  direction: 1 | 0 | -1;
} {
  const percent = Math.round(((item.currentPrice - item.startingPrice) / item.startingPrice) * 100);
  if (percent === 0) return { text: '0%', direction: 0 };
  return percent > 0 ? { text: `+${percent}%`, direction: 1 } : { text: `${percent}%`, direction: -1 };
}

const changeTones = { 1: 'text-green-700', 0: 'text-slate-600', [-1]: 'text-red-700' } as const;

/** Small tiles; the whole tile links to the auction. */
const DEAL_CARD: AuctionCardVariant = {
  as: 'article',
  frame:
    'relative overflow-hidden rounded-xl border border-slate-200 bg-slate-50 focus-within:ring-2 focus-within:ring-emerald-700 hover:border-emerald-700',
  body: 'p-3',
  heading: 'truncate text-sm font-semibold text-slate-900',
  truncatedTitle: true,
  link: 'after:absolute after:inset-0 focus-visible:outline-none',
  deliveryHint: false,
};

/**
 * Best Auction Deals (docs/product.md#landing-page): tabs, Electronics first, up to eight items per tab. The tabs
 * keep the spec's names ("Home Appliances", "Fashion & Footwear"); the panel names the
 * category it shows ("Appliances", "Fashion", as on the category tiles) and links to it.
 */
export function DealsSection() {
  const [selected, setSelected] = useState<DealTab>('Electronics');
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const { data: page, error } = useBrowse({ ...tabQueries[selected], limit: DEALS_GRID_MAX_ITEMS });
  const items = page?.items ?? [];
  const loading = !page && !error;

  // Arrow keys move between tabs, as the ARIA tabs pattern expects.
  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };
    let next: number | undefined;
    if (event.key in moves) next = (index + moves[event.key]! + DEAL_TABS.length) % DEAL_TABS.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = DEAL_TABS.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    setSelected(DEAL_TABS[next]!);
    tabRefs.current[next]?.focus();
  }

  return (
    <section aria-labelledby="deals-title" className="bg-white py-10">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="deals-title" className="text-2xl font-bold text-slate-900">
          {m.title}
        </h2>
        <div role="tablist" aria-label={m.tabsLabel} className="mt-4 flex gap-2 overflow-x-auto pb-2">
          {DEAL_TABS.map((tab, index) => {
            const isSelected = tab === selected;
            return (
              <button
                key={tab}
                ref={(element) => {
                  tabRefs.current[index] = element;
                }}
                type="button"
                role="tab"
                id={`deal-tab-${index}`}
                aria-selected={isSelected}
                aria-controls="deals-panel"
                tabIndex={isSelected ? 0 : -1}
                onClick={() => setSelected(tab)}
                onKeyDown={(event) => onTabKeyDown(event, index)}
                className={`shrink-0 rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 ${isSelected ? 'bg-emerald-700 text-white' : 'bg-slate-100 text-slate-800 hover:bg-slate-200'}`}
              >
                {tab}
              </button>
            );
          })}
        </div>
        {tabQueries[selected].category && (
          <p className="mt-2 text-sm text-slate-700">
            {m.liveIn}{' '}
            <Link
              to={`/search?category=${encodeURIComponent(tabQueries[selected].category)}`}
              className="font-semibold text-emerald-800 underline"
            >
              {tabQueries[selected].category}
            </Link>
          </p>
        )}
        <div
          role="tabpanel"
          id="deals-panel"
          aria-labelledby={`deal-tab-${DEAL_TABS.indexOf(selected)}`}
          className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
        >
          {loading &&
            Array.from({ length: 4 }, (_, index) => (
              <div key={index} aria-hidden="true" className="h-[205px] animate-pulse rounded-xl bg-slate-100" />
            ))}
          {!loading && items.length === 0 && (
            <p className="col-span-full rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
              {!page && error
                ? apiErrorText(error)
                : selected === 'Ending Soon'
                  ? m.emptyEndingSoon
                  : m.emptyCategory(selected)}
            </p>
          )}
          {items.map((item) => {
            const change = dealChange(item);
            return (
              <AuctionCard
                key={item.id}
                auction={item}
                variant={DEAL_CARD}
                photo={
                  <AuctionImage
                    photo={item.image}
                    alt=""
                    sizes={containedPhotoSizes(120)}
                    className="h-[120px] w-full"
                  />
                }
              >
                <VerifiedSellerBadge verified={item.seller.verified} className="mt-1" />
                <p className="mt-1 text-xs text-slate-600">{m.floorPrice}</p>
                {/* On a phone's narrow tile the note goes under the price, each on one line, rather than both squeezed. */}
                <p className="flex flex-wrap items-baseline justify-between gap-x-2">
                  <span className="font-bold whitespace-nowrap text-slate-900">{formatNaira(item.startingPrice)}</span>
                  {/* A bare "0%" beside the floor price said nothing: before any bid there is no change to show. */}
                  {item.bidCount === 0 ? (
                    <span className="text-xs whitespace-nowrap text-slate-600">{auctionLabels.noBidsYet}</span>
                  ) : (
                    <span className={`text-sm font-semibold whitespace-nowrap ${changeTones[change.direction]}`}>
                      <span className="sr-only">{m.changeWords[change.direction]}</span>
                      {change.text}
                    </span>
                  )}
                </p>
              </AuctionCard>
            );
          })}
        </div>
        <div className="mt-6 text-center">
          <StartLink className={buttonStyles.primary}>{m.getStarted}</StartLink>
        </div>
      </div>
    </section>
  );
}
