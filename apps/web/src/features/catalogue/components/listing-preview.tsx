import { LISTING_CONDITION_LABELS } from '@naijabid/shared/constants';
import { formatNaira } from '@naijabid/shared/money';
import type { Photo } from '@naijabid/shared/schemas/listings';
import { AuctionImage } from '../../../components/auction-image';
import { formatLagosTime } from '../../../lib/auction/phase';
import { DURATION_CHOICES, localTimeToIso, priceFieldKobo, type ListingFormValues } from '../listing-form-schema';

export function durationLabel(minutes: number): string {
  const known = DURATION_CHOICES.find((choice) => choice.minutes === minutes);
  if (known) return known.label;
  const hours = Math.round(minutes / 60);
  return hours >= 24 && hours % 24 === 0 ? `${hours / 24} days` : `${hours} hours`;
}

/** The last step of the listing wizard: the listing as buyers will see it. */
export function ListingPreview({ values, photos }: { values: ListingFormValues; photos: Photo[] }) {
  const starting = priceFieldKobo(values.startingPrice);
  const buyNow = priceFieldKobo(values.buyNowPrice);
  const reserve = priceFieldKobo(values.reservePrice);
  const minutes = Number(values.durationMinutes);
  const startText = values.startMode === 'later' && values.startsAt ? `Starts ${formatLagosTime(localTimeToIso(values.startsAt))}` : 'Starts as soon as you publish';
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white sm:grid sm:grid-cols-2">
      <AuctionImage photo={photos[0] ?? null} alt={values.title ? `${values.title}, cover photo` : 'Cover photo'} sizes="(min-width: 640px) 420px, 92vw" className="aspect-[4/3] w-full" />
      <div className="p-4 sm:p-5">
        <p className="text-xs font-semibold text-emerald-800 uppercase">{values.category || 'No category chosen'}</p>
        <h3 className="mt-1 text-xl font-bold break-words text-slate-900">{values.title || 'Untitled listing'}</h3>
        <p className="text-sm text-slate-700">
          {values.brand || 'No brand'} · {LISTING_CONDITION_LABELS[values.condition as keyof typeof LISTING_CONDITION_LABELS] ?? 'Condition not chosen'}
        </p>
        <dl className="mt-4 grid grid-cols-2 gap-y-1 text-sm">
          <dt className="text-slate-600">Starting bid</dt>
          <dd className="text-right font-bold text-emerald-800">{starting === null ? '—' : formatNaira(starting)}</dd>
          {buyNow !== null && (
            <>
              <dt className="text-slate-600">Buy Now</dt>
              <dd className="text-right text-slate-900">{formatNaira(buyNow)}</dd>
            </>
          )}
          <dt className="text-slate-600">Reserve (hidden)</dt>
          <dd className="text-right text-slate-900">{reserve === null ? 'None' : formatNaira(reserve)}</dd>
          <dt className="text-slate-600">Runs for</dt>
          <dd className="text-right text-slate-900">{Number.isFinite(minutes) && minutes > 0 ? durationLabel(minutes) : '—'}</dd>
        </dl>
        <p className="mt-2 text-sm text-slate-700">{startText}</p>
        <p className="mt-1 text-sm text-slate-700">
          {photos.length} {photos.length === 1 ? 'photo' : 'photos'}
        </p>
        <p className="mt-4 line-clamp-6 text-sm break-words whitespace-pre-line text-slate-800">{values.description || 'No description yet.'}</p>
      </div>
    </div>
  );
}
