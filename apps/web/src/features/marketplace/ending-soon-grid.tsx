import { Link } from 'react-router';
import { DEALS_GRID_MAX_ITEMS, ENDING_SOON_REFRESH_MS } from '@naijabid/shared/constants';
import { formatNaira } from '@naijabid/shared/money';
import { buttonStyles } from '../../components/button-styles';
import { formatMinutesLeft } from '../../lib/countdown';
import { useBrowse } from '../../lib/api/browse-auctions';
import { apiErrorText } from '../../lib/api-error-text';
import { PlaceBidButton } from '../bidding/place-bid-button';
import { AuctionCard, type AuctionCardVariant } from '../../components/auction-card';
import { AuctionImage } from '../../components/auction-image';
import { VerifiedSellerBadge } from '../../components/verified-seller-badge';
import { containedPhotoSizes } from '@naijabid/shared/first-screen';
import { useServerNow } from '../../lib/server-clock';
import { useLiveSummaries } from '../../lib/auction/use-live-summaries';
import { endingSoonLabels as m } from '@naijabid/shared/messages/marketplace';
import { auctionLabels } from '@naijabid/shared/messages/auction-labels';

/** Small tiles, each a list item; the whole tile links to the auction. */
const ENDING_SOON_CARD: AuctionCardVariant = {
  as: 'li',
  frame:
    'relative overflow-hidden rounded-xl border border-slate-200 bg-white focus-within:ring-2 focus-within:ring-emerald-700 hover:border-emerald-700',
  body: 'p-3',
  heading: 'truncate text-sm font-semibold text-slate-900',
  truncatedTitle: true,
  link: 'after:absolute after:inset-0',
  deliveryHint: false,
};

/**
 * Ending Soon (docs/product.md#marketplace-home): up to eight auctions in their last hour, refreshed once a
 * minute; prices and ends (a late bid moves them) change live in between.
 */
export function EndingSoonGrid() {
  const { data: page, error } = useBrowse(
    { status: 'ending-soon', limit: DEALS_GRID_MAX_ITEMS },
    ENDING_SOON_REFRESH_MS,
  );
  const liveItems = useLiveSummaries(page?.items ?? []);
  const now = useServerNow(ENDING_SOON_REFRESH_MS);
  return (
    <section aria-labelledby="ending-soon-title" className="mt-10">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="ending-soon-title" className="text-xl font-bold text-slate-900">
          {m.title}
        </h2>
        <Link to="/search?status=ending-soon" className="text-sm font-semibold text-emerald-800 underline">
          {m.seeAll}
        </Link>
      </div>
      {!page && error && (
        <p role="alert" className="mt-4 text-red-800">
          {apiErrorText(error)}
        </p>
      )}
      {page?.items.length === 0 && (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
          {m.empty}
        </p>
      )}
      {page && page.items.length > 0 && (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {liveItems.map((item) => (
            <AuctionCard
              key={item.id}
              auction={item}
              variant={ENDING_SOON_CARD}
              photo={
                <AuctionImage photo={item.image} alt="" sizes={containedPhotoSizes(110)} className="h-[110px] w-full" />
              }
            >
              <VerifiedSellerBadge verified={item.seller.verified} className="mt-1" />
              <p className="mt-1 text-xs text-slate-600">
                {item.bidCount > 0 ? auctionLabels.latestBid : auctionLabels.startingBid}
              </p>
              <p className="font-bold text-emerald-800">{formatNaira(item.currentPrice)}</p>
              <p className="mt-1 text-xs font-semibold text-red-700">
                {formatMinutesLeft(item.status === 'ended' ? 0 : Date.parse(item.endsAt) - now)}
              </p>
              {item.status !== 'ended' && Date.parse(item.endsAt) > now && (
                <PlaceBidButton
                  auctionId={item.id}
                  title={item.title}
                  className={`${buttonStyles.primary} relative mt-2 w-full px-3 py-2`}
                />
              )}
            </AuctionCard>
          ))}
        </ul>
      )}
    </section>
  );
}
