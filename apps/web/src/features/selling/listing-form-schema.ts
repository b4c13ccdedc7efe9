import { z } from 'zod';
import { LISTING_LIMITS } from '@naijabid/shared/constants';
import { formatNairaForField, parseNaira } from '@naijabid/shared/money';
import { RELIST_MAX_PRICE_DROP_PERCENT, RELIST_MAX_TIMES } from '@naijabid/shared/relisting';
import { durationLabels, listingPriceLabels } from '@naijabid/shared/messages/listing-wizard';
import {
  createListingRequestSchema,
  type CreateListingRequest,
  type OwnListing,
} from '@naijabid/shared/schemas/listings';

export const nairaFormatMessage = listingPriceLabels.amountFormat;

/** A price field in kobo; an empty field, or one the form refuses, is no price. */
export function priceFieldKobo(text: string): number | null {
  const parsed = parseNaira(text);
  return parsed.kind === 'amount' ? parsed.amountKobo : null;
}

const nairaText = z.string().refine((value) => parseNaira(value).kind !== 'invalid', nairaFormatMessage);

/** The delivery fee fields, each read only while its "I deliver there" box is ticked. */
const DELIVERY_FEES = [
  { offered: 'deliversInState', fee: 'deliveryFeeInState' },
  { offered: 'deliversOtherStates', fee: 'deliveryFeeOtherStates' },
] as const;

/** A ticked delivery's fee in kobo; a ticked one left empty is sent as missing, for the shared schema to ask for it. */
function deliveryFeeKobo(offered: boolean, text: string): number | null | undefined {
  if (!offered) return null;
  return priceFieldKobo(text) ?? undefined;
}

/** Running times offered to sellers, within the shared limits (1 hour to 14 days). */
export const DURATION_CHOICES = [
  { minutes: 60, label: durationLabels.hours(1) },
  { minutes: 6 * 60, label: durationLabels.hours(6) },
  { minutes: 12 * 60, label: durationLabels.hours(12) },
  { minutes: 24 * 60, label: durationLabels.days(1) },
  { minutes: 3 * 24 * 60, label: durationLabels.days(3) },
  { minutes: 5 * 24 * 60, label: durationLabels.days(5) },
  { minutes: 7 * 24 * 60, label: durationLabels.days(7) },
  { minutes: 10 * 24 * 60, label: durationLabels.days(10) },
  {
    minutes: LISTING_LIMITS.maxDurationMinutes,
    label: durationLabels.days(LISTING_LIMITS.maxDurationMinutes / (24 * 60)),
  },
] as const;
export const DEFAULT_DURATION_MINUTES = 3 * 24 * 60;

/** Relists a seller may choose, and the price cuts offered for each (same price up to the shared maximum). */
export const RELIST_TIMES_CHOICES = Array.from({ length: RELIST_MAX_TIMES + 1 }, (_, times) => times);
export const RELIST_PRICE_DROP_CHOICES = [0, 5, 10, 15, 20, 25, 30, 40, RELIST_MAX_PRICE_DROP_PERCENT] as const;

/**
 * The form as typed: prices are naira text, the start is "now" or a local date and time.
 * It turns into a `CreateListingRequest` (kobo, ISO times) and is then checked by the
 * shared schema, so the browser shows the API's own messages on the same field names.
 */
export const listingFormSchema = z
  .object({
    photoIds: z.array(z.string()),
    title: z.string(),
    description: z.string(),
    category: z.string(),
    brand: z.string(),
    condition: z.string(),
    startingPrice: nairaText,
    reservePrice: nairaText,
    buyNowPrice: nairaText,
    startMode: z.enum(['now', 'later']),
    startsAt: z.string(),
    durationMinutes: z.string(),
    locationState: z.string(),
    locationCity: z.string(),
    pickup: z.boolean(),
    deliversInState: z.boolean(),
    deliveryFeeInState: z.string(),
    deliversOtherStates: z.boolean(),
    deliveryFeeOtherStates: z.string(),
    publish: z.boolean(),
    relistTimes: z.string(),
    relistPriceDropPercent: z.string(),
  })
  .superRefine((form, context) => {
    for (const { offered, fee } of DELIVERY_FEES) {
      if (form[offered] && parseNaira(form[fee]).kind === 'invalid') {
        context.addIssue({ code: 'custom', path: [fee], message: nairaFormatMessage });
      }
    }
  })
  // Wrong or missing values pass through as they are, for the shared schema to name them.
  .transform(
    (form) =>
      ({
        title: form.title,
        description: form.description,
        // An empty choice is sent as missing, so the shared schema says "please choose".
        category: form.category || undefined,
        brand: form.brand,
        condition: form.condition || undefined,
        startingPrice: priceFieldKobo(form.startingPrice) ?? undefined,
        reservePrice: priceFieldKobo(form.reservePrice),
        buyNowPrice: priceFieldKobo(form.buyNowPrice),
        ...(form.startMode === 'later' ? { startsAt: localTimeToIso(form.startsAt) } : {}),
        durationMinutes: form.durationMinutes === '' ? undefined : Number(form.durationMinutes),
        photoIds: form.photoIds,
        locationState: form.locationState || undefined,
        locationCity: form.locationCity,
        pickup: form.pickup,
        deliveryFeeInState: deliveryFeeKobo(form.deliversInState, form.deliveryFeeInState),
        deliveryFeeOtherStates: deliveryFeeKobo(form.deliversOtherStates, form.deliveryFeeOtherStates),
        publish: form.publish,
        relistTimes: Number(form.relistTimes),
        relistPriceDropPercent: Number(form.relistPriceDropPercent),
      }) as z.input<typeof createListingRequestSchema>,
  )
  .pipe(createListingRequestSchema);

export type ListingFormValues = z.input<typeof listingFormSchema>;

/** A `datetime-local` value (the device's time zone) as an ISO instant; unreadable text stays as is to be refused. */
export function localTimeToIso(value: string): string {
  const time = new Date(value);
  return value && !Number.isNaN(time.getTime()) ? time.toISOString() : value;
}

/** An ISO instant as a `datetime-local` value in the device's time zone. */
export function isoToLocalTime(iso: string): string {
  const time = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}T${pad(time.getHours())}:${pad(time.getMinutes())}`;
}

export const emptyListingForm: ListingFormValues = {
  photoIds: [],
  title: '',
  description: '',
  category: '',
  brand: '',
  condition: '',
  startingPrice: '',
  reservePrice: '',
  buyNowPrice: '',
  startMode: 'now',
  startsAt: '',
  durationMinutes: String(DEFAULT_DURATION_MINUTES),
  locationState: '',
  locationCity: '',
  pickup: true,
  deliversInState: false,
  deliveryFeeInState: '',
  deliversOtherStates: false,
  deliveryFeeOtherStates: '',
  publish: true,
  relistTimes: '0',
  relistPriceDropPercent: '0',
};

/** The form filled from a listing being edited. */
export function listingToForm(listing: OwnListing, now = Date.now()): ListingFormValues {
  const startsAt = Date.parse(listing.startsAt);
  const duration = Math.round((Date.parse(listing.endsAt) - startsAt) / 60_000);
  const delivery = listing.deliveryOptions;
  return {
    photoIds: listing.photos.map((photo) => photo.id),
    title: listing.title,
    description: listing.description,
    category: listing.category,
    brand: listing.brand,
    condition: listing.condition,
    startingPrice: formatNairaForField(listing.startingPrice),
    reservePrice: formatNairaForField(listing.reservePrice),
    buyNowPrice: formatNairaForField(listing.buyNowPrice),
    // A listing already running restarts from the save; one still waiting keeps its start.
    startMode: startsAt > now ? 'later' : 'now',
    startsAt: startsAt > now ? isoToLocalTime(listing.startsAt) : '',
    durationMinutes: String(duration),
    // A listing from before locations were asked for has none: the seller gives them on this edit.
    locationState: delivery.state ?? '',
    locationCity: delivery.city ?? '',
    pickup: delivery.pickup,
    deliversInState: delivery.feeInState !== null,
    deliveryFeeInState: formatNairaForField(delivery.feeInState),
    deliversOtherStates: delivery.feeOtherStates !== null,
    deliveryFeeOtherStates: formatNairaForField(delivery.feeOtherStates),
    publish: listing.status !== 'draft',
    relistTimes: String(listing.relist?.timesLeft ?? 0),
    relistPriceDropPercent: String(listing.relist?.priceDropPercent ?? 0),
  };
}

export type { CreateListingRequest };
