import { Link } from 'react-router';
import { formatNaira } from '@naijabid/shared/money';
import type { AuctionSummary } from '@naijabid/shared/schemas/listings';
import { AuctionCard, AuctionFacts, type AuctionCardVariant } from '../../../components/auction-card';
import { ReserveLabel, SellerRating } from '../../../components/seller-rating';
import { VerifiedSellerBadge } from '../../../components/verified-seller-badge';
import { AuctionImage } from '../../../components/auction-image';
import { AuctionClock } from '../../../components/auction-clock';
import { buttonStyles } from '../../../components/button-styles';
import { phaseAt } from '../../../lib/auction/phase';
import { priceLabel } from '../../../lib/auction/price-label';
import { PlaceBidButton } from '../../bidding/place-bid-button';
import { conditionLabel } from '../../../lib/auction/condition-label';
import { auctionLabels as m } from '@naijabid/shared/messages/auction-labels';

/** The whole card links to the auction. */
const RESULT_CARD: AuctionCardVariant = {
  as: 'article',
  frame:
    'relative flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white focus-within:ring-2 focus-within:ring-emerald-700 hover:border-emerald-700',
  body: 'flex flex-1 flex-col p-4',
  heading: 'mt-1 line-clamp-2 font-semibold text-slate-900',
  truncatedTitle: false,
  link: 'after:absolute after:inset-0 focus-visible:outline-none',
  deliveryHint: true,
};

/** One auction of the results. Place Bid (while live) opens the bid dialog right here. */
export function SearchResultCard({ auction, now }: { auction: AuctionSummary; now: number }) {
  const phase = phaseAt(auction, now);
  return (
    <AuctionCard
      auction={auction}
      variant={RESULT_CARD}
      photo={
        <AuctionImage
          photo={auction.image}
          alt=""
          sizes="(min-width: 1024px) 280px, (min-width: 640px) 45vw, 92vw"
          className="aspect-[4/3] w-full"
        />
      }
      eyebrow={<p className="text-xs font-semibold text-emerald-800 uppercase">{auction.category}</p>}
    >
      <p className="mt-0.5 text-xs text-slate-600">
        {[auction.brand, conditionLabel(auction.condition)].filter(Boolean).join(' · ')}
      </p>
      <p className="mt-1 flex flex-wrap items-center gap-2">
        <SellerRating seller={auction.seller} />
        <VerifiedSellerBadge verified={auction.seller.verified} />
        <ReserveLabel reserveMet={auction.reserveMet} />
      </p>
      <AuctionFacts
        facts={[
          {
            label: priceLabel(auction, phase),
            value: formatNaira(auction.currentPrice),
            className: 'text-right font-bold text-emerald-800',
          },
          {
            label: phase === 'scheduled' ? m.startsIn : m.timeLeft,
            value: <AuctionClock auction={auction} now={now} labelled />,
            className: 'text-right',
          },
          { label: m.bids, value: auction.bidCount, className: 'text-right text-slate-800' },
        ]}
      />
      {phase === 'live' ? (
        <PlaceBidButton
          auctionId={auction.id}
          title={auction.title}
          className={`${buttonStyles.primary} relative mt-4`}
        />
      ) : (
        <Link
          to={`/auctions/${auction.id}`}
          className={`${buttonStyles.primary} relative mt-4`}
          aria-label={m.viewAuctionOf(auction.title)}
        >
          {m.viewAuction}
        </Link>
      )}
    </AuctionCard>
  );
}
