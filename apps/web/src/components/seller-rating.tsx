import { Link } from 'react-router';
import { reserveLabels, sellerRatingLabels as m } from '@naijabid/shared/messages/seller-rating';
import type { AuctionSummary } from '@naijabid/shared/schemas/listings';
import { StarIcon } from './icons';

/**
 * The seller's stars and review count on a card or the auction page, linking to their
 * profile: "★ 4.6 (12)", read out as a sentence. Above a card's stretched link, so it stays
 * its own target.
 */
export function SellerRating({ seller, className = '' }: { seller: AuctionSummary['seller']; className?: string }) {
  const { average, count } = seller.rating;
  return (
    <Link
      to={`/sellers/${seller.id}`}
      className={`relative z-10 inline-flex w-fit items-center gap-1 text-xs text-slate-700 hover:underline ${className}`}
    >
      <StarIcon
        width={14}
        height={14}
        fill={average === null ? 'none' : 'currentColor'}
        className={average === null ? 'text-slate-400' : 'text-amber-500'}
      />
      {average === null ? (
        <>
          <span>{m.noRatings}</span> <span className="sr-only">{m.noRatingsContext}</span>
        </>
      ) : (
        <>
          <span aria-hidden="true">{m.short(average, count)}</span>
          <span className="sr-only">{m.full(average, count)}</span>
        </>
      )}
    </Link>
  );
}

/** "Reserve met" or "Reserve not met" on auctions with a reserve; nothing on the others. */
export function ReserveLabel({ reserveMet }: { reserveMet: boolean | null }) {
  if (reserveMet === null) return null;
  return (
    <span
      className={`inline-flex w-fit rounded-full px-2 py-0.5 text-xs font-semibold ${
        reserveMet ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-50 text-amber-900'
      }`}
    >
      {reserveMet ? reserveLabels.met : reserveLabels.notMet}
    </span>
  );
}
