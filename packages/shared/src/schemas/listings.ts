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
import { NIGERIAN_STATES } from '../nigerian-states';
import { RELIST_MAX_PRICE_DROP_PERCENT, RELIST_MAX_TIMES } from '../relisting';
import { relistLabels } from '../messages/saved-searches';
import { serverMessages, validationMessages as m } from '../messages';
import { isoTimeSchema, koboSchema } from './envelope';

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

/** Null: no delivery there. Required, so a form that forgot the fee is told rather than read as "no delivery". */
const deliveryFeeKobo = z
  .number({
    error: (issue) => (issue.input === undefined ? m.listingDeliveryFeeRequired : m.listingDeliveryFeeRange),
  })
  .int(m.listingPriceWholeKobo)
  .min(0, m.listingDeliveryFeeRange)
  .max(limits.maxDeliveryFeeKobo, m.listingDeliveryFeeRange)
  .nullable();

const isoTime = (message: string) => z.iso.datetime({ offset: true, error: message });

const listingFields = {
  title: z
    .string({ error: m.listingTitleTooShort })
    .trim()
    .min(limits.titleMin, m.listingTitleTooShort)
    .max(limits.titleMax, m.listingTitleTooLong),
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
  /** Where the item is: buyers check it first, and it decides which delivery fee applies. */
  locationState: z.enum(NIGERIAN_STATES, { error: m.listingStateRequired }),
  locationCity: z
    .string({ error: m.listingCityRequired })
    .trim()
    .min(limits.cityMin, m.listingCityRequired)
    .max(limits.cityMax, m.listingCityTooLong),
  /** The buyer may collect the item in the seller's city. */
  pickup: z.boolean({ error: m.listingPickupRequired }),
  deliveryFeeInState: deliveryFeeKobo,
  deliveryFeeOtherStates: deliveryFeeKobo,
  /** False keeps the listing as a draft that nobody else sees. */
  publish: z.boolean().default(true),
  /** How many times an auction that ends unsold is listed again by itself (0: never). */
  relistTimes: z
    .number({ error: relistLabels.timesRange })
    .int(relistLabels.timesRange)
    .min(0, relistLabels.timesRange)
    .max(RELIST_MAX_TIMES, relistLabels.timesRange)
    .default(0),
  /** Each relist starts this much lower than the last (0: the same price). */
  relistPriceDropPercent: z
    .number({ error: relistLabels.priceDropRange })
    .int(relistLabels.priceDropRange)
    .min(0, relistLabels.priceDropRange)
    .max(RELIST_MAX_PRICE_DROP_PERCENT, relistLabels.priceDropRange)
    .default(0),
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

type DeliveryFields = { pickup: boolean; deliveryFeeInState: number | null; deliveryFeeOtherStates: number | null };

/** An item nobody could collect and nobody would deliver could never reach its buyer. */
function checkDelivery(listing: DeliveryFields, context: z.RefinementCtx) {
  if (!listing.pickup && listing.deliveryFeeInState === null && listing.deliveryFeeOtherStates === null) {
    context.addIssue({ code: 'custom', path: ['pickup'], message: m.listingDeliveryWayRequired });
  }
}

type TimingAndPhotoFields = { durationMinutes?: number; endsAt?: string; publish: boolean; photoIds: string[] };

function checkTimingAndPhotos(listing: TimingAndPhotoFields, context: z.RefinementCtx) {
  if (listing.durationMinutes === undefined && listing.endsAt === undefined) {
    context.addIssue({ code: 'custom', path: ['durationMinutes'], message: m.listingTimingRequired });
  }
  if (listing.publish && listing.photoIds.length === 0) {
    context.addIssue({ code: 'custom', path: ['photoIds'], message: m.listingPhotosRequired });
  }
}

/**
 * A rule between fields runs once those fields are valid, whatever the others hold (zod would
 * skip it while any field fails): the wizard's price step then names a reserve below the start
 * before the later delivery step is filled in, and the API lists every mistake at once.
 */
function onceValid(fields: z.ZodRawShape): z.core.$ZodSuperRefineParams {
  const part = z.object(fields);
  return { when: (payload) => part.safeParse(payload.value).success };
}

const { startingPrice, reservePrice, buyNowPrice, pickup, deliveryFeeInState, deliveryFeeOtherStates } = listingFields;
const { durationMinutes, endsAt, publish, photoIds } = listingFields;

export const createListingRequestSchema = z
  .strictObject(listingFields)
  .superRefine(checkPrices, onceValid({ startingPrice, reservePrice, buyNowPrice }))
  .superRefine(checkDelivery, onceValid({ pickup, deliveryFeeInState, deliveryFeeOtherStates }))
  .superRefine(checkTimingAndPhotos, onceValid({ durationMinutes, endsAt, publish, photoIds }));
export type CreateListingRequest = z.infer<typeof createListingRequestSchema>;
/** An edit sends the whole listing again, as the form holds it. */
export const updateListingRequestSchema = createListingRequestSchema;
export type UpdateListingRequest = CreateListingRequest;

const koboFilter = z.coerce
  .number({ error: m.browsePriceInvalid })
  .int(m.browsePriceInvalid)
  .nonnegative(m.browsePriceInvalid);

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
  /** `verified`: only sellers who verified their identity. */
  sellers: z.enum(['verified'], { error: m.browseSellersInvalid }).optional(),
  cursor: z.string().max(500).optional(),
});
export type BrowseQuery = z.infer<typeof browseQuerySchema>;

export const photoSchema = z.strictObject({
  id: z.uuid(),
  /** WebP renditions by width, for `srcset`. */
  urls: z.record(z.string(), z.string()),
  width: z.number().int(),
  height: z.number().int(),
});
export type Photo = z.infer<typeof photoSchema>;

/*
 * The answers' shapes. Fields are listed in the order the API writes them: serialising
 * through a schema writes its fields in the schema's order.
 */

/** What the listing offers: pickup in the seller's city, delivery for a fee inside their state and outside it. */
export const deliveryOptionsSchema = z.strictObject({
  /** Null on listings from before locations were asked for. */
  state: z.string().nullable(),
  city: z.string().nullable(),
  pickup: z.boolean(),
  /** Null: no delivery there. */
  feeInState: koboSchema.nullable(),
  feeOtherStates: koboSchema.nullable(),
});
export type DeliveryOptions = z.infer<typeof deliveryOptionsSchema>;

/** A seller's stars as cards and the auction page show them: received as seller, averaged to one decimal. */
export const sellerRatingSchema = z.strictObject({
  /** Null before the first rating. */
  average: z.number().nullable(),
  count: z.number().int(),
});
export type SellerRating = z.infer<typeof sellerRatingSchema>;

const summaryShape = {
  id: z.uuid(),
  title: z.string(),
  brand: z.string(),
  category: z.string(),
  condition: z.string(),
  currentPrice: koboSchema,
  startingPrice: koboSchema,
  bidCount: z.number().int(),
  startsAt: isoTimeSchema,
  endsAt: isoTimeSchema,
  status: z.enum(LISTING_STATES),
  image: photoSchema.nullable(),
  hasBuyNow: z.boolean(),
  /**
   * A card's location line ("Ikeja, Lagos") and delivery hint, kept to three small fields
   * because every browse page carries them; the full options are on the auction's own answer.
   */
  city: z.string().nullable(),
  state: z.string().nullable(),
  /** The cheapest delivery fee anywhere; null when the seller offers pickup only. */
  deliveryFrom: koboSchema.nullable(),
  /** Null without a reserve; whether it is met, never the amount. */
  reserveMet: z.boolean().nullable(),
  /** Who sells it, for the card's stars linking to their profile, and the "Verified seller" badge. */
  seller: z.strictObject({ id: z.uuid(), rating: sellerRatingSchema, verified: z.boolean() }),
};

/** An auction as a card shows it (browse pages, the dashboard, the winners list). */
export const auctionSummarySchema = z.strictObject(summaryShape);
export type AuctionSummary = z.infer<typeof auctionSummarySchema>;

/** What the seller sees of their own listing: the hidden reserve too. */
export const ownListingSchema = z.strictObject({
  ...summaryShape,
  description: z.string(),
  buyNowPrice: koboSchema.nullable(),
  reservePrice: koboSchema.nullable(),
  photos: z.array(photoSchema),
  deliveryOptions: deliveryOptionsSchema,
  seller: z.strictObject({ id: z.uuid(), displayName: z.string(), rating: sellerRatingSchema, verified: z.boolean() }),
  createdAt: isoTimeSchema,
  /** The least maximum a new bidder may offer, in kobo. */
  minNextBid: koboSchema,
  /** The leader's masked name ("Aisha O***"), the winner's once sold; null without bids. */
  leader: z.string().nullable(),
  /** The seller's own choice of automatic relisting (never shown to others): relists left and the price cut each time. */
  relist: z.strictObject({ timesLeft: z.number().int(), priceDropPercent: z.number().int() }).optional(),
  /** Set once the auction has been closed. */
  outcome: z.enum(['sold', 'unsold']).nullable(),
  /** The signed-in viewer's own highest maximum here, when they have bid. */
  yourBid: z.strictObject({ maxAmount: koboSchema, leading: z.boolean() }).nullable(),
});
export type OwnListing = z.infer<typeof ownListingSchema>;

/** An auction's page as anyone but its seller sees it: the reserve stays hidden. */
export const auctionDetailSchema = ownListingSchema.omit({ reservePrice: true, relist: true });
export type AuctionDetail = z.infer<typeof auctionDetailSchema>;

/** GET /auctions/:id: the seller's own view (with the reserve) or everyone else's. */
export const auctionAnswerDataSchema = z.strictObject({ auction: z.union([auctionDetailSchema, ownListingSchema]) });

/** POST /listings, PUT /listings/:id, POST /listings/:id/cancel. */
export const listingAnswerDataSchema = z.strictObject({ listing: ownListingSchema });

/** One of the seller's listings on their dashboard (GET /me/listings). */
export const myListingSchema = z.strictObject({
  ...summaryShape,
  reservePrice: koboSchema.nullable(),
  buyNowPrice: koboSchema.nullable(),
  deliveryOptions: deliveryOptionsSchema,
  /** Ended below its reserve with a bidder left to offer it to (POST /listings/:id/second-chance). */
  canOfferSecondChance: z.boolean(),
  /** How many more times it is listed again by itself if it ends unsold. */
  relistsLeft: z.number().int(),
  /** The auction of the same item that ended unsold and was listed again as this one. */
  relistedFromId: z.uuid().nullable(),
});
export type MyListing = z.infer<typeof myListingSchema>;

/** GET /auctions: a page of cards, and the cursor of the next one (null on the last). */
export const browsePageSchema = z.strictObject({
  items: z.array(auctionSummarySchema),
  nextCursor: z.string().nullable(),
});
export type BrowsePage = z.infer<typeof browsePageSchema>;

/** GET /categories: every category with its number of live auctions. */
export const categoryCountSchema = z.strictObject({ name: z.string(), liveCount: z.number().int() });
export type CategoryCount = z.infer<typeof categoryCountSchema>;
export const categoriesDataSchema = z.strictObject({ categories: z.array(categoryCountSchema) });

/** POST /listing-photos (201): the stored photo, to attach to a listing by its id. */
export const photoAnswerDataSchema = z.strictObject({ photo: photoSchema });

/** An auction that ended with a winner, as the public winners list shows it. */
export const recentWinSchema = z.strictObject({
  auction: auctionSummarySchema,
  /** Masked, e.g. "Aisha O***". */
  winner: z.string(),
  /** The winning price, in kobo. */
  price: koboSchema,
  endedAt: isoTimeSchema,
});
export type RecentWin = z.infer<typeof recentWinSchema>;

/** The landing page's headline figures, from the database. */
export const marketplaceStatsSchema = z.strictObject({
  /** Listings ever published (not drafts). */
  productsAuctioned: z.number().int(),
  /** Sum of the final prices of sold auctions, in kobo. */
  totalWins: koboSchema,
  /** People who have placed at least one bid. */
  bidders: z.number().int(),
});
export type MarketplaceStats = z.infer<typeof marketplaceStatsSchema>;
