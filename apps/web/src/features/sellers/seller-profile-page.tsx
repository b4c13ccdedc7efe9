import { Link, useParams } from 'react-router';
import { LIVE_COUNTDOWN_TICK_MS } from '@naijabid/shared/constants';
import { auctionLabels } from '@naijabid/shared/messages/auction-labels';
import { sellerProfileLabels as m, ratingLabels } from '@naijabid/shared/messages/ratings';
import { sellerRatingLabels } from '@naijabid/shared/messages/seller-rating';
import { formatNaira } from '@naijabid/shared/money';
import type { AuctionSummary } from '@naijabid/shared/schemas/listings';
import type { SellerProfile, SellerReview } from '@naijabid/shared/schemas/ratings';
import { formatLagosDate } from '@naijabid/shared/date-time';
import { AuctionCard, AuctionFacts, type AuctionCardVariant } from '../../components/auction-card';
import { AuctionClock } from '../../components/auction-clock';
import { AuctionImage } from '../../components/auction-image';
import { buttonStyles } from '../../components/button-styles';
import { UserIcon } from '../../components/icons';
import { ReserveLabel } from '../../components/seller-rating';
import { VerifiedSellerBadge } from '../../components/verified-seller-badge';
import { Stars } from '../../components/stars';
import { ApiError } from '../../lib/api-client';
import { apiErrorText } from '../../lib/api-error-text';
import { phaseAt } from '../../lib/auction/phase';
import { priceLabel } from '../../lib/auction/price-label';
import { useLiveSummaries } from '../../lib/auction/use-live-summaries';
import { useServerNow } from '../../lib/server-clock';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PlaceBidButton } from '../bidding/place-bid-button';
import { useSeller } from './api/get-seller';

const monthYear = new Intl.DateTimeFormat('en-NG', { month: 'long', year: 'numeric', timeZone: 'Africa/Lagos' });

const LISTING_CARD: AuctionCardVariant = {
  as: 'li',
  frame: 'flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white',
  body: 'flex flex-1 flex-col p-4',
  heading: 'line-clamp-2 font-semibold text-slate-900',
  truncatedTitle: false,
  link: 'hover:underline',
  deliveryHint: true,
};

function ListingCard({ item, now }: { item: AuctionSummary; now: number }) {
  return (
    <AuctionCard
      auction={item}
      variant={LISTING_CARD}
      photo={
        <AuctionImage photo={item.image} alt="" sizes="(min-width: 1024px) 300px, 92vw" className="h-[150px] w-full" />
      }
      eyebrow={<p className="text-xs font-semibold text-emerald-800 uppercase">{item.category}</p>}
    >
      <div className="mt-1">
        <ReserveLabel reserveMet={item.reserveMet} />
      </div>
      <AuctionFacts
        facts={[
          {
            label: priceLabel(item, phaseAt(item, now)),
            value: formatNaira(item.currentPrice),
            className: 'text-right font-bold text-emerald-800',
          },
          { label: auctionLabels.timeLeft, value: <AuctionClock auction={item} now={now} />, className: 'text-right' },
        ]}
      />
      <PlaceBidButton auctionId={item.id} title={item.title} className={`${buttonStyles.primary} mt-4`} />
    </AuctionCard>
  );
}

function Review({ review }: { review: SellerReview }) {
  return (
    <li className="py-4">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Stars value={review.stars} />
        <span className="sr-only">{ratingLabels.outOf(review.stars)}</span>
        <span className="text-sm font-semibold text-slate-900">{review.reviewer}</span>
        <time dateTime={review.ratedAt} className="text-sm text-slate-600">
          {formatLagosDate(review.ratedAt)}
        </time>
      </p>
      {review.comment && <p className="mt-1 break-words text-slate-800">{review.comment}</p>}
      <p className="mt-1 text-xs text-slate-600">{m.reviewOf(review.item)}</p>
    </li>
  );
}

function Profile({ seller }: { seller: SellerProfile }) {
  useDocumentTitle(m.title(seller.displayName));
  const listings = useLiveSummaries(seller.listings);
  const now = useServerNow(LIVE_COUNTDOWN_TICK_MS);
  const { average, count } = seller.rating;
  return (
    <>
      <header className="flex items-start gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        <span
          aria-hidden="true"
          className="grid h-14 w-14 shrink-0 place-items-center rounded-full bg-emerald-100 text-emerald-800"
        >
          <UserIcon width={28} height={28} />
        </span>
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold break-words text-slate-900">{seller.displayName}</h1>
          <VerifiedSellerBadge verified={seller.verified} className="mt-1" />
          <p className="mt-1 flex flex-wrap items-center gap-2 text-slate-800">
            {average === null ? (
              <span>{sellerRatingLabels.noRatings}</span>
            ) : (
              <>
                <Stars value={average} size={18} />
                <span aria-hidden="true" className="font-semibold">
                  {average.toFixed(1)}
                </span>
                <span aria-hidden="true" className="text-slate-600">
                  ({m.reviewCount(count)})
                </span>
                <span className="sr-only">{sellerRatingLabels.full(average, count)}</span>
              </>
            )}
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {m.memberSince(monthYear.format(new Date(seller.memberSince)))} · {m.completedSales(seller.completedSales)}
          </p>
        </div>
      </header>

      <section
        aria-labelledby="seller-reviews"
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
      >
        <h2 id="seller-reviews" className="text-lg font-bold text-slate-900">
          {m.reviews}
        </h2>
        {seller.reviews.length === 0 ? (
          <p className="mt-2 text-slate-700">{m.noReviews}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {seller.reviews.map((review) => (
              <Review key={`${review.ratedAt}-${review.reviewer}`} review={review} />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="seller-listings" className="mt-6">
        <h2 id="seller-listings" className="text-lg font-bold text-slate-900">
          {m.liveListings}
        </h2>
        {listings.length === 0 ? (
          <p className="mt-2 text-slate-700">{m.noListings}</p>
        ) : (
          <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {listings.map((item) => (
              <ListingCard key={item.id} item={item} now={now} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** `/sellers/:id`: a seller's public profile: stars, reviews, sales and live auctions. */
export default function SellerProfilePage() {
  const { id } = useParams();
  const { data: seller, error, refetch } = useSeller(id);
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
  useDocumentTitle(notFound ? m.notFound : m.fallbackTitle);

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      {seller && <Profile seller={seller} />}
      {!seller && !error && (
        <p role="status" className="text-slate-600">
          {m.loading}
        </p>
      )}
      {!seller && error && (
        <div role="alert" className="rounded-2xl border border-slate-200 bg-white p-6">
          <h1 className="text-2xl font-bold text-slate-900">{notFound ? m.notFound : m.loadFailed}</h1>
          {!notFound && <p className="mt-2 text-slate-700">{apiErrorText(error)}</p>}
          <div className="mt-4 flex flex-wrap gap-2">
            {!notFound && (
              <button type="button" className={buttonStyles.secondary} onClick={() => void refetch()}>
                {m.tryAgain}
              </button>
            )}
            <Link to="/auctions" className={buttonStyles.primary}>
              {m.browseLive}
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
