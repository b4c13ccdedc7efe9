import { z } from 'zod';
import {
  BROWSE_PAGE_SIZE,
  BROWSE_SORTS,
  BROWSE_STATUSES,
  CATEGORIES,
  LISTING_CONDITIONS,
  LISTING_LIMITS as limits,
  LISTING_STATES,
} from '../constants';
import { serverMessages, validationMessages as m } from '../messages';

const priceKobo = z
  .number({ error: m.listingStartingPriceRange })
  .int(m.listingPriceWholeKobo)
  .min(limits.minPriceKobo, m.listingStartingPriceRange)
  .max(limits.maxPriceKobo, m.listingStartingPriceRange);

const optionalPriceKobo = z
  .number({ error: m.listingPriceWholeKobo })
  .int(m.listingPriceWholeKobo)
  .positive(m.listingPriceWholeKobo)
  .max(limits.maxPriceKobo, m.listingStartingPriceRange)
  .nullish();

const isoTime = (message: string) => z.iso.datetime({ offset: true, error: message });

const listingFields = {
  title: z.string({ error: m.listingTitleTooShort }).trim().min(limits.titleMin, m.listingTitleTooShort).max(limits.titleMax, m.listingTitleTooLong),
  description: z
    .string({ error: m.listingDescriptionTooShort })
    .trim()
    .min(limits.descriptionMin, m.listingDescriptionTooShort)
    .max(limits.descriptionMax, m.listingDescriptionTooLong),
  category: z.enum(CATEGORIES, { error: m.listingCategoryRequired }),
  /** Unbranded goods (a handbag, a lantern) leave it empty. */
  brand: z.string({ error: m.listingBrandRequired }).trim().max(limits.brandMax, m.listingBrandTooLong).default(''),
  condition: z.enum(LISTING_CONDITIONS, { error: m.listingConditionRequired }),
  startingPrice: priceKobo,
  reservePrice: optionalPriceKobo,
  buyNowPrice: optionalPriceKobo,
  /** Absent: the auction starts as soon as it is published. */
  startsAt: isoTime(m.listingStartInvalid).optional(),
  durationMinutes: z
    .number({ error: m.listingDurationRange })
    .int(m.listingDurationRange)
    .min(limits.minDurationMinutes, m.listingDurationRange)
    .max(limits.maxDurationMinutes, m.listingDurationRange)
    .optional(),
  endsAt: isoTime(m.listingEndInvalid).optional(),
  photoIds: z.array(z.uuid(serverMessages.photoNotYours)).max(limits.maxPhotos, m.listingPhotosTooMany).default([]),
  /** False keeps the listing as a draft that nobody else sees. */
  publish: z.boolean().default(true),
};

type PriceFields = { startingPrice: number; reservePrice?: number | null; buyNowPrice?: number | null };

/** Rules between fields; each puts its message on the field a seller must change. */
function checkPrices(listing: PriceFields, context: z.RefinementCtx) {
  if (listing.reservePrice != null && listing.reservePrice < listing.startingPrice) {
    context.addIssue({ code: 'custom', path: ['reservePrice'], message: m.listingReserveBelowStart });
  }
  const floor = Math.max(listing.startingPrice, listing.reservePrice ?? 0);
  if (listing.buyNowPrice != null && listing.buyNowPrice <= floor) {
    context.addIssue({ code: 'custom', path: ['buyNowPrice'], message: m.listingBuyNowTooLow });
  }
}

export const createListingRequestSchema = z
  .strictObject(listingFields)
  .superRefine((listing, context) => {
    checkPrices(listing, context);
    if (listing.durationMinutes === undefined && listing.endsAt === undefined) {
      context.addIssue({ code: 'custom', path: ['durationMinutes'], message: m.listingTimingRequired });
    }
    if (listing.publish && listing.photoIds.length === 0) {
      context.addIssue({ code: 'custom', path: ['photoIds'], message: m.listingPhotosRequired });
    }
  });
export type CreateListingRequest = z.infer<typeof createListingRequestSchema>;
/** An edit sends the whole listing again, as the form holds it. */
export const updateListingRequestSchema = createListingRequestSchema;
export type UpdateListingRequest = CreateListingRequest;

const koboFilter = z.coerce.number({ error: m.browsePriceInvalid }).int(m.browsePriceInvalid).nonnegative(m.browsePriceInvalid);

export const browseQuerySchema = z.object({
  category: z.enum(CATEGORIES, { error: m.listingCategoryRequired }).optional(),
  status: z.enum(BROWSE_STATUSES, { error: m.browseStatusInvalid }).optional(),
  condition: z.enum(LISTING_CONDITIONS, { error: m.listingConditionRequired }).optional(),
  minPrice: koboFilter.optional(),
  maxPrice: koboFilter.optional(),
  q: z.string().trim().max(100, m.browseQueryTooLong).optional(),
  sort: z.enum(BROWSE_SORTS, { error: m.browseSortInvalid }).optional(),
  limit: z.coerce
    .number({ error: m.browseLimitInvalid })
    .int(m.browseLimitInvalid)
    .min(1, m.browseLimitInvalid)
    .max(BROWSE_PAGE_SIZE.max, m.browseLimitInvalid)
    .default(BROWSE_PAGE_SIZE.default),
  cursor: z.string().max(500).optional(),
});
export type BrowseQuery = z.infer<typeof browseQuerySchema>;

export const photoSchema = z.object({
  id: z.string(),
  /** WebP renditions by width, for `srcset`. */
  urls: z.record(z.string(), z.string()),
  width: z.number(),
  height: z.number(),
});
export type Photo = z.infer<typeof photoSchema>;

/** An auction that ended with a winner, as the public winners list shows it. */
export interface RecentWin {
  auction: AuctionSummary;
  /** Masked, e.g. "Aisha O***". */
  winner: string;
  /** The winning price, in kobo. */
  price: number;
  endedAt: string;
}

export interface AuctionSummary {
  id: string;
  title: string;
  brand: string;
  category: string;
  condition: string;
  currentPrice: number;
  startingPrice: number;
  bidCount: number;
  startsAt: string;
  endsAt: string;
  status: (typeof LISTING_STATES)[number];
  image: Photo | null;
  hasBuyNow: boolean;
}

export interface AuctionDetail extends AuctionSummary {
  description: string;
  buyNowPrice: number | null;
  reserveMet: boolean | null;
  photos: Photo[];
  seller: { id: string; displayName: string; rating: null };
  createdAt: string;
  /** The least maximum a new bidder may offer, in kobo. */
  minNextBid: number;
  /** The leader's masked name ("Aisha O***"), the winner's once sold; null without bids. */
  leader: string | null;
  /** Set once the auction has been closed. */
  outcome: 'sold' | 'unsold' | null;
  /** The signed-in viewer's own highest maximum here, when they have bid. */
  yourBid: { maxAmount: number; leading: boolean } | null;
}

/** What the seller sees of their own listing: the hidden reserve too. */
export interface OwnListing extends AuctionDetail {
  reservePrice: number | null;
}

/** The landing page's headline figures, from the database. */
export interface MarketplaceStats {
  /** Listings ever published (not drafts). */
  productsAuctioned: number;
  /** People who have placed at least one bid. */
  bidders: number;
  /** Sum of the final prices of sold auctions, in kobo. */
  totalWinsKobo: number;
}
