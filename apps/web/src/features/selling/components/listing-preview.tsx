import { LISTING_CONDITION_LABELS } from '@naijabid/shared/constants';
import { durationLabels, listingPreviewLabels as m } from '@naijabid/shared/messages/listing-wizard';
import { relistLabels } from '@naijabid/shared/messages/saved-searches';
import { formatNaira } from '@naijabid/shared/money';
import type { Photo } from '@naijabid/shared/schemas/listings';
import { AuctionImage } from '../../../components/auction-image';
import { formatLagosTime } from '@naijabid/shared/date-time';
import { DURATION_CHOICES, localTimeToIso, priceFieldKobo, type ListingFormValues } from '../listing-form-schema';
import { DeliveryDetails } from '../../../components/delivery-details';

export function durationLabel(minutes: number): string {
  const known = DURATION_CHOICES.find((choice) => choice.minutes === minutes);
  if (known) return known.label;
  const hours = Math.round(minutes / 60);
  return hours >= 24 && hours % 24 === 0 ? durationLabels.days(hours / 24) : durationLabels.hours(hours);
}

/** The last step of the listing wizard: the listing as buyers will see it. */
export function ListingPreview({ values, photos }: { values: ListingFormValues; photos: Photo[] }) {
  const starting = priceFieldKobo(values.startingPrice);
  const buyNow = priceFieldKobo(values.buyNowPrice);
  const reserve = priceFieldKobo(values.reservePrice);
  const minutes = Number(values.durationMinutes);
  const startText =
    values.startMode === 'later' && values.startsAt
      ? m.startsAt(formatLagosTime(localTimeToIso(values.startsAt)))
      : m.startsOnPublish;
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white sm:grid sm:grid-cols-2">
      <AuctionImage
        photo={photos[0] ?? null}
        alt={values.title ? m.coverOf(values.title) : m.cover}
        sizes="(min-width: 640px) 420px, 92vw"
        className="aspect-[4/3] w-full"
      />
      <div className="p-4 sm:p-5">
        <p className="text-xs font-semibold text-emerald-800 uppercase">{values.category || m.noCategory}</p>
        <h3 className="mt-1 text-xl font-bold break-words text-slate-900">{values.title || m.untitled}</h3>
        <p className="text-sm text-slate-700">
          {values.brand || m.noBrand} ·{' '}
          {LISTING_CONDITION_LABELS[values.condition as keyof typeof LISTING_CONDITION_LABELS] ?? m.noCondition}
        </p>
        <dl className="mt-4 grid grid-cols-2 gap-y-1 text-sm">
          <dt className="text-slate-600">{m.startingBid}</dt>
          <dd className="text-right font-bold text-emerald-800">{starting === null ? '—' : formatNaira(starting)}</dd>
          {buyNow !== null && (
            <>
              <dt className="text-slate-600">{m.buyNow}</dt>
              <dd className="text-right text-slate-900">{formatNaira(buyNow)}</dd>
            </>
          )}
          <dt className="text-slate-600">{m.reserve}</dt>
          <dd className="text-right text-slate-900">{reserve === null ? m.noReserve : formatNaira(reserve)}</dd>
          <dt className="text-slate-600">{m.runsFor}</dt>
          <dd className="text-right text-slate-900">
            {Number.isFinite(minutes) && minutes > 0 ? durationLabel(minutes) : '—'}
          </dd>
          <dt className="text-slate-600">{m.ifUnsold}</dt>
          <dd className="text-right text-slate-900">
            {relistLabels.summary(Number(values.relistTimes), Number(values.relistPriceDropPercent))}
          </dd>
        </dl>
        <p className="mt-2 text-sm text-slate-700">{startText}</p>
        <p className="mt-1 text-sm text-slate-700">{m.photoCount(photos.length)}</p>
        <DeliveryDetails
          options={{
            state: values.locationState || null,
            city: values.locationCity.trim() || null,
            pickup: values.pickup,
            feeInState: values.deliversInState ? priceFieldKobo(values.deliveryFeeInState) : null,
            feeOtherStates: values.deliversOtherStates ? priceFieldKobo(values.deliveryFeeOtherStates) : null,
          }}
        />
        <p className="mt-4 line-clamp-6 text-sm break-words whitespace-pre-line text-slate-800">
          {values.description || m.noDescription}
        </p>
      </div>
    </div>
  );
}
