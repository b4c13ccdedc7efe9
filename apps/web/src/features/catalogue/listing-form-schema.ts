import { z } from 'zod';
import { LISTING_LIMITS } from '@naijabid/shared/constants';
import { nairaToKobo } from '@naijabid/shared/money';
import { createListingRequestSchema, type CreateListingRequest, type OwnListing } from '@naijabid/shared/schemas/listings';

/** Up to a trillion naira with at most two decimals (kobo); commas and spaces are allowed. */
const NAIRA_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;
export const nairaFormatMessage = 'Enter an amount in naira, like 25000 or 25,000.50.';

const cleanNaira = (value: string) => value.replace(/[,\s₦]/g, '');

/** What a seller types ("25,000.50") in kobo (2500050); empty stays empty. */
export function nairaTextToKobo(value: string): number | null {
  const cleaned = cleanNaira(value);
  if (cleaned === '') return null;
  return nairaToKobo(Number(cleaned));
}

/** Kobo shown back in the form's naira fields: whole naira without decimals. */
export function koboToNairaText(amountKobo: number | null | undefined): string {
  if (amountKobo === null || amountKobo === undefined) return '';
  return amountKobo % 100 === 0 ? String(amountKobo / 100) : (amountKobo / 100).toFixed(2);
}

const nairaText = z
  .string()
  .refine((value) => cleanNaira(value) === '' || NAIRA_PATTERN.test(cleanNaira(value)), nairaFormatMessage);

/** Running times offered to sellers, within the shared limits (1 hour to 14 days). */
export const DURATION_CHOICES = [
  { minutes: 60, label: '1 hour' },
  { minutes: 6 * 60, label: '6 hours' },
  { minutes: 12 * 60, label: '12 hours' },
  { minutes: 24 * 60, label: '1 day' },
  { minutes: 3 * 24 * 60, label: '3 days' },
  { minutes: 5 * 24 * 60, label: '5 days' },
  { minutes: 7 * 24 * 60, label: '7 days' },
  { minutes: 10 * 24 * 60, label: '10 days' },
  { minutes: LISTING_LIMITS.maxDurationMinutes, label: '14 days' },
] as const;
export const DEFAULT_DURATION_MINUTES = 3 * 24 * 60;

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
    publish: z.boolean(),
  })
  // Wrong or missing values pass through as they are, for the shared schema to name them.
  .transform((form) => ({
    title: form.title,
    description: form.description,
    // An empty choice is sent as missing, so the shared schema says "please choose".
    category: form.category || undefined,
    brand: form.brand,
    condition: form.condition || undefined,
    startingPrice: nairaTextToKobo(form.startingPrice) ?? undefined,
    reservePrice: nairaTextToKobo(form.reservePrice),
    buyNowPrice: nairaTextToKobo(form.buyNowPrice),
    ...(form.startMode === 'later' ? { startsAt: localTimeToIso(form.startsAt) } : {}),
    durationMinutes: form.durationMinutes === '' ? undefined : Number(form.durationMinutes),
    photoIds: form.photoIds,
    publish: form.publish,
  }) as z.input<typeof createListingRequestSchema>)
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
  publish: true,
};

/** The form filled from a listing being edited. */
export function listingToForm(listing: OwnListing, now = Date.now()): ListingFormValues {
  const startsAt = Date.parse(listing.startsAt);
  const duration = Math.round((Date.parse(listing.endsAt) - startsAt) / 60_000);
  return {
    photoIds: listing.photos.map((photo) => photo.id),
    title: listing.title,
    description: listing.description,
    category: listing.category,
    brand: listing.brand,
    condition: listing.condition,
    startingPrice: koboToNairaText(listing.startingPrice),
    reservePrice: koboToNairaText(listing.reservePrice),
    buyNowPrice: koboToNairaText(listing.buyNowPrice),
    // A listing already running restarts from the save; one still waiting keeps its start.
    startMode: startsAt > now ? 'later' : 'now',
    startsAt: startsAt > now ? isoToLocalTime(listing.startsAt) : '',
    durationMinutes: String(duration),
    publish: listing.status !== 'draft',
  };
}

export type { CreateListingRequest };
