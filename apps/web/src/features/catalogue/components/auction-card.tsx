import { Link } from 'react-router';
import { LISTING_CONDITION_LABELS, type ListingCondition } from '@naijabid/shared/constants';
import { formatNaira } from '@naijabid/shared/money';
import type { AuctionSummary } from '@naijabid/shared/schemas/listings';
import { buttonStyles } from '../../../components/button-styles';
import { PlaceBidButton } from '../../bidding/place-bid-button';
import { biddingMessages as m } from '@naijabid/shared/messages';
import { phaseAt } from '../../../lib/auction/phase';
import { priceLabel } from '../../../lib/auction/price-label';
import { AuctionClock } from '../../../components/auction-clock';
import { AuctionImage } from '../../../components/auction-image';

export const CARD_IMAGE_SIZES = '(min-width: 1024px) 280px, (min-width: 640px) 45vw, 92vw';

export function conditionLabel(condition: string): string {
  return LISTING_CONDITION_LABELS[condition as ListingCondition] ?? condition;
}

/**
 * One auction in a grid. The whole card links to the auction page; Place Bid (while live)
 * opens the bid dialog right here.
 */
export function AuctionCard({ auction, now, headingLevel = 3 }: { auction: AuctionSummary; now: number; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const phase = phaseAt(auction, now);
  return (
    <article className="relative flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white focus-within:ring-2 focus-within:ring-emerald-700 hover:border-emerald-700">
      <AuctionImage photo={auction.image} alt="" sizes={CARD_IMAGE_SIZES} className="aspect-[4/3] w-full" />
      <div className="flex flex-1 flex-col p-4">
        <p className="text-xs font-semibold text-emerald-800 uppercase">{auction.category}</p>
        <Heading className="mt-1 line-clamp-2 font-semibold text-slate-900">
          <Link to={`/auctions/${auction.id}`} className="after:absolute after:inset-0 focus-visible:outline-none">
            {auction.title}
          </Link>
        </Heading>
        <p className="mt-0.5 text-xs text-slate-600">
          {[auction.brand, conditionLabel(auction.condition)].filter(Boolean).join(' · ')}
        </p>
        <dl className="mt-3 grid grid-cols-2 gap-y-1 text-sm">
          <dt className="text-slate-600">{priceLabel(auction, phase)}</dt>
          <dd className="text-right font-bold text-emerald-800">{formatNaira(auction.currentPrice)}</dd>
          <dt className="text-slate-600">{phase === 'scheduled' ? m.startsIn : m.timeLeft}</dt>
          <dd className="text-right">
            <AuctionClock auction={auction} now={now} labelled />
          </dd>
          <dt className="text-slate-600">Bids</dt>
          <dd className="text-right text-slate-800">{auction.bidCount}</dd>
        </dl>
        {phase === 'live' ? (
          <PlaceBidButton auctionId={auction.id} title={auction.title} className={`${buttonStyles.primary} relative mt-4`} />
        ) : (
          <Link to={`/auctions/${auction.id}`} className={`${buttonStyles.primary} relative mt-4`} aria-label={`View ${auction.title}`}>
            View auction
          </Link>
        )}
      </div>
    </article>
  );
}
