import { Link, useParams } from 'react-router';
import { BID_RESET_WINDOW_MINUTES } from '@naijabid/shared/auction-rules';
import { LIVE_COUNTDOWN_TICK_MS } from '@naijabid/shared/constants';
import { biddingMessages as m } from '@naijabid/shared/messages';
import { auctionPageLabels as l, bidHistoryLabels } from '@naijabid/shared/messages/auction-page';
import { formatNaira } from '@naijabid/shared/money';
import type { PlaceBidAnswer } from '@naijabid/shared/schemas/bids';
import type { AuctionDetail, OwnListing } from '@naijabid/shared/schemas/listings';
import { AuctionClock } from '../../components/auction-clock';
import { buttonStyles } from '../../components/button-styles';
import { BuyerProtectionLine } from '../../components/buyer-protection-line';
import { GavelIcon, UserIcon } from '../../components/icons';
import { SellerRating } from '../../components/seller-rating';
import { VerifiedSellerBadge } from '../../components/verified-seller-badge';
import { StatusBadge } from '../../components/status-badge';
import { ApiError } from '../../lib/api-client';
import { apiErrorText } from '../../lib/api-error-text';
import { phaseAt, type AuctionPhase } from '../../lib/auction/phase';
import { formatLagosTime } from '@naijabid/shared/date-time';
import { priceLabel } from '../../lib/auction/price-label';
import { useLiveAuction } from '../../lib/auction/use-live-auction';
import { useServerNow } from '../../lib/server-clock';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Watchers } from '../../components/watchers';
import { PlaceBidButton } from '../bidding/place-bid-button';
import { PayForWonAuction, WonByYou } from '../orders/pay-won-auction';
import { BidHistory } from './components/bid-history';
import { DeliverySection } from '../../components/delivery-details';
import { conditionLabel } from '../../lib/auction/condition-label';
import { PhotoGallery } from './components/photo-gallery';

function isOwnListing(auction: AuctionDetail | OwnListing): auction is OwnListing {
  return 'reservePrice' in auction;
}

/** After the end: the outcome and the winner, or "confirming" for the second before the close. */
function ResultPanel({ auction, phase }: { auction: AuctionDetail; phase: 'ended' | 'cancelled' }) {
  const more = (
    <Link
      to={`/search?category=${encodeURIComponent(auction.category)}`}
      className="mt-2 inline-block text-sm font-semibold text-emerald-800 underline"
    >
      {m.seeMoreIn(auction.category)}
    </Link>
  );
  if (phase === 'cancelled') {
    return (
      <p className="rounded-xl bg-slate-100 p-4 text-sm text-slate-800">
        {l.cancelledBySeller} {more}
      </p>
    );
  }
  let outcome;
  let next = null;
  if (auction.outcome === null) {
    outcome = <p role="status">{m.closing}</p>;
  } else if (auction.outcome === 'unsold') {
    outcome = <p className="font-semibold">{m.unsold}</p>;
  } else if (auction.yourBid?.leading) {
    outcome = <WonByYou auctionId={auction.id} price={formatNaira(auction.currentPrice)} />;
    next = <PayForWonAuction auctionId={auction.id} />;
  } else {
    outcome = (
      <>
        {auction.leader && <p className="text-lg font-bold">{m.wonBy(auction.leader)}</p>}
        <p>{m.soldFor(formatNaira(auction.currentPrice))}</p>
      </>
    );
  }
  return (
    <section aria-labelledby="result-title" className="rounded-2xl border border-slate-200 bg-slate-50 p-4">
      <h2 id="result-title" className="flex items-center gap-2 font-semibold text-slate-900">
        <GavelIcon width={18} height={18} /> {m.resultTitle}
      </h2>
      <div aria-live="polite" className="mt-1 text-slate-800">
        {outcome}
      </div>
      {next}
      {more}
    </section>
  );
}

/**
 * Where a buyer bids: their own standing first (it is what they came back for), the next
 * bid they may make, Place Bid and, while offered, Buy Now.
 */
function BidPanel({
  auction,
  phase,
  onPlaced,
}: {
  auction: AuctionDetail;
  phase: AuctionPhase;
  onPlaced: (answer: PlaceBidAnswer, maxAmountKobo: number) => void;
}) {
  if (phase === 'ended' || phase === 'cancelled') return <ResultPanel auction={auction} phase={phase} />;
  const howItWorks = (
    <Link to="/tips" className="font-semibold text-emerald-800 underline">
      {m.howBiddingWorks}
    </Link>
  );
  if (phase !== 'live') {
    return (
      <section aria-labelledby="bid-panel-title" className="rounded-2xl border border-sky-200 bg-sky-50 p-4">
        <h2 id="bid-panel-title" className="flex items-center gap-2 font-semibold text-slate-900">
          <GavelIcon width={18} height={18} /> {m.panelTitle}
        </h2>
        <p className="mt-1 text-sm text-slate-800">
          {m.opensAt(formatLagosTime(auction.startsAt))} {howItWorks}
        </p>
      </section>
    );
  }
  const { yourBid } = auction;
  return (
    <section aria-labelledby="bid-panel-title" className="rounded-2xl border border-emerald-200 bg-white p-4">
      <h2 id="bid-panel-title" className="flex items-center gap-2 font-semibold text-slate-900">
        <GavelIcon width={18} height={18} /> {m.panelTitle}
      </h2>
      <div aria-live="polite">
        {yourBid && (
          <p
            className={`mt-2 rounded-xl p-3 text-sm font-semibold ${yourBid.leading ? 'bg-emerald-50 text-emerald-900' : 'bg-amber-50 text-amber-950'}`}
          >
            {yourBid.leading
              ? m.youLead(formatNaira(yourBid.maxAmount))
              : m.youAreOutbid(formatNaira(yourBid.maxAmount))}
          </p>
        )}
      </div>
      <p className="mt-2 text-sm text-slate-800">
        {auction.bidCount > 0
          ? m.nextBidFrom(formatNaira(auction.minNextBid))
          : m.firstBidFrom(formatNaira(auction.minNextBid))}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <PlaceBidButton
          auctionId={auction.id}
          title={auction.title}
          auction={auction}
          onPlaced={onPlaced}
          className={`${buttonStyles.primary} flex-1 py-3 text-base`}
        />
        {auction.hasBuyNow && auction.buyNowPrice !== null && (
          <PlaceBidButton
            auctionId={auction.id}
            title={auction.title}
            auction={auction}
            startWith="buy-now"
            className={`${buttonStyles.secondary} flex-1 py-3 text-base`}
          >
            {m.buyNowOffer(formatNaira(auction.buyNowPrice))}
          </PlaceBidButton>
        )}
      </div>
      <p className="mt-3 text-xs text-slate-700">
        {m.lateBidRule(BID_RESET_WINDOW_MINUTES)} {howItWorks}
      </p>
    </section>
  );
}

function AuctionView({
  auction,
  applyOwnBid,
}: {
  auction: AuctionDetail | OwnListing;
  applyOwnBid: (answer: PlaceBidAnswer, maxAmountKobo: number) => void;
}) {
  useDocumentTitle(auction.title);
  const now = useServerNow(LIVE_COUNTDOWN_TICK_MS);
  const phase = phaseAt(auction, now);
  const own = isOwnListing(auction);
  const hasBids = auction.bidCount > 0;
  const changeable = own && !hasBids && phase !== 'ended' && phase !== 'cancelled';

  return (
    <article className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <nav aria-label={l.breadcrumb} className="text-sm text-slate-700">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to="/auctions" className="hover:underline">
              {l.auctions}
            </Link>
            <span aria-hidden="true"> / </span>
          </li>
          <li>
            <Link to={`/search?category=${encodeURIComponent(auction.category)}`} className="hover:underline">
              {auction.category}
            </Link>
          </li>
        </ol>
      </nav>

      <div className="mt-4 grid gap-6 lg:grid-cols-12 lg:gap-10">
        <div className="lg:col-span-7">
          <PhotoGallery photos={auction.photos} title={auction.title} />
        </div>

        <div className="space-y-5 lg:col-span-5">
          <div>
            <StatusBadge phase={phase} />
            <h1 className="mt-2 text-2xl font-extrabold break-words text-slate-900 sm:text-3xl">{auction.title}</h1>
            <p className="mt-1 text-sm text-slate-700">
              {[auction.brand, conditionLabel(auction.condition), auction.category].filter(Boolean).join(' · ')}
            </p>
            <Watchers auctionId={auction.id} title={auction.title} />
          </div>

          <dl className="grid grid-cols-2 gap-4 rounded-2xl border border-slate-200 bg-white p-4">
            <div>
              <dt className="text-sm text-slate-600">{priceLabel(auction, phase)}</dt>
              <dd className="text-2xl font-extrabold text-emerald-800">{formatNaira(auction.currentPrice)}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">{l.bids}</dt>
              <dd className="text-2xl font-bold text-slate-900">{auction.bidCount}</dd>
            </div>
            <div className="col-span-2">
              <dt className="text-sm text-slate-600">
                {phase === 'scheduled' ? m.startsIn : phase === 'live' ? m.timeLeft : l.status}
              </dt>
              <dd className="text-xl">
                <AuctionClock auction={auction} now={now} labelled />
              </dd>
              <dd className="mt-0.5 text-xs text-slate-600">
                {phase === 'ended' ? l.ended : l.ends} {formatLagosTime(auction.endsAt)} {l.lagosTime}
              </dd>
            </div>
            {auction.leader && auction.outcome === null && (
              <div className="col-span-2">
                <dt className="text-sm text-slate-600">{m.highestBidder}</dt>
                <dd className="font-semibold text-slate-900">{auction.leader}</dd>
              </div>
            )}
            {/* Only while it can be used: after the first bid (with a reserve, once it is met) the price means nothing. */}
            {auction.hasBuyNow && auction.buyNowPrice !== null && (
              <div>
                <dt className="text-sm text-slate-600">{l.buyNowPrice}</dt>
                <dd className="font-semibold text-slate-900">{formatNaira(auction.buyNowPrice)}</dd>
              </div>
            )}
            {auction.reserveMet !== null && (
              <div>
                <dt className="text-sm text-slate-600">{l.reserve}</dt>
                <dd className="font-semibold text-slate-900">{auction.reserveMet ? l.reserveMet : l.reserveNotMet}</dd>
              </div>
            )}
          </dl>

          {own && (
            <section
              aria-labelledby="owner-title"
              className="rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-sm"
            >
              <h2 id="owner-title" className="font-semibold text-slate-900">
                {l.yourListing}
              </h2>
              <p className="mt-1 text-slate-800">
                {l.hiddenReserve}
                {auction.reservePrice === null ? l.noReserve : formatNaira(auction.reservePrice)}.{' '}
                {hasBids ? l.ownHasBids : ''}
              </p>
              <div className="mt-3 flex flex-wrap gap-2">
                {changeable && (
                  <Link to={`/sell/listings/${auction.id}/edit`} className={buttonStyles.primary}>
                    {l.editListing}
                  </Link>
                )}
                <Link to="/sell/listings" className={buttonStyles.secondary}>
                  {l.myListings}
                </Link>
              </div>
            </section>
          )}

          {(!own || phase === 'ended') && <BidPanel phase={phase} auction={auction} onPlaced={applyOwnBid} />}

          <DeliverySection options={auction.deliveryOptions} />
          <BuyerProtectionLine />

          <section
            aria-labelledby="seller-title"
            className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4"
          >
            <span
              aria-hidden="true"
              className="grid h-11 w-11 place-items-center rounded-full bg-emerald-100 text-emerald-800"
            >
              <UserIcon />
            </span>
            <div>
              <h2 id="seller-title" className="text-xs font-semibold text-slate-600 uppercase">
                {l.seller}
              </h2>
              <p className="font-semibold text-slate-900">
                <Link to={`/sellers/${auction.seller.id}`} className="hover:underline">
                  {auction.seller.displayName}
                </Link>
              </p>
              <p className="flex flex-wrap items-center gap-2">
                <SellerRating seller={auction.seller} />
                <VerifiedSellerBadge verified={auction.seller.verified} />
              </p>
            </div>
          </section>
        </div>
      </div>

      <div className="mt-8 grid gap-6 lg:grid-cols-12 lg:gap-10">
        <section aria-labelledby="description-title" className="lg:col-span-7">
          <h2 id="description-title" className="text-xl font-bold text-slate-900">
            {l.description}
          </h2>
          <p className="mt-2 break-words whitespace-pre-line text-slate-800">{auction.description}</p>
        </section>
        <section aria-labelledby="history-title" className="lg:col-span-5">
          <h2 id="history-title" className="text-xl font-bold text-slate-900">
            {l.bidHistory}
          </h2>
          <BidHistory
            auctionId={auction.id}
            bidCount={auction.bidCount}
            startingPrice={auction.startingPrice}
            open={phase === 'live' || phase === 'scheduled'}
          />
          {auction.bidCount > 0 && (
            <Link
              to={`/auctions/${auction.id}/verify`}
              className="mt-2 inline-block text-sm font-semibold text-emerald-800 underline"
            >
              {bidHistoryLabels.checkBidLog}
            </Link>
          )}
        </section>
      </div>
    </article>
  );
}

function LoadingView() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10" role="status">
      <span className="sr-only">{l.loading}</span>
      <div aria-hidden="true" className="grid gap-6 lg:grid-cols-12">
        <div className="aspect-[4/3] animate-pulse rounded-2xl bg-slate-200 lg:col-span-7" />
        <div className="space-y-3 lg:col-span-5">
          <div className="h-8 w-3/4 animate-pulse rounded bg-slate-200" />
          <div className="h-24 animate-pulse rounded-2xl bg-slate-200" />
        </div>
      </div>
    </div>
  );
}

/** `/auctions/:id`: one auction, its photos, price, countdown, seller and bid history. */
export default function AuctionPage() {
  const { id = '' } = useParams();
  const { auction, error, refetch, applyOwnBid } = useLiveAuction(id);

  if (auction) return <AuctionView key={auction.id} auction={auction} applyOwnBid={applyOwnBid} />;
  if (!error) return <LoadingView />;
  return (
    <AuctionProblem
      notFound={error instanceof ApiError && error.status === 404}
      message={apiErrorText(error)}
      onRetry={refetch}
    />
  );
}

function AuctionProblem({ notFound, message, onRetry }: { notFound: boolean; message: string; onRetry: () => void }) {
  useDocumentTitle(notFound ? l.notFound : l.fallbackTitle);
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{notFound ? l.notFound : l.loadFailed}</h1>
      <p role="alert" className="mt-3 text-slate-700">
        {message}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {!notFound && (
          <button type="button" className={buttonStyles.primary} onClick={onRetry}>
            {l.tryAgain}
          </button>
        )}
        <Link to="/search" className={notFound ? buttonStyles.primary : buttonStyles.secondary}>
          {l.browseLive}
        </Link>
      </div>
    </div>
  );
}
