import { randomUUID } from 'node:crypto';
import { LISTING_LIMITS } from '@naijabid/shared/constants';
import { serverMessages, validationMessages as m } from '@naijabid/shared/messages';
import { phoneMessages } from '@naijabid/shared/messages/account-settings';
import { sellerVerificationMessages } from '@naijabid/shared/messages/seller-verification';
import type {
  AuctionDetail,
  AuctionSummary,
  BrowsePage,
  BrowseQuery,
  CategoryCount,
  CreateListingRequest,
  DeliveryOptions,
  MarketplaceStats,
  MyListing,
  OwnListing,
  RecentWin,
  Photo,
  SellerRating,
} from '@naijabid/shared/schemas/listings';
import { buyNowOffered } from '@naijabid/shared/auction-rules';
import { ratingServerMessages } from '@naijabid/shared/messages/ratings';
import { averageStars, SELLER_PROFILE_LIMITS } from '@naijabid/shared/ratings';
import { maskedBidderName, minimumNextBidKobo, type AuctionPricing } from '@naijabid/shared/proxy-bidding';
import type { BidStanding, MyBid } from '@naijabid/shared/schemas/bids';
import type { Database } from '../../db/client';
import type { Reads } from '../../db/read-replica';
import { AppError } from '../../errors';
import type { PhotoStorage } from '../../plugins/photo-storage';
import type { RateLimit } from '../../plugins/rate-limiter';
import { photoView, storePhotoRenditions } from './photos';
import { decodeCursor, encodeCursor } from './browse-cursor';
import { createBrowseCache } from './browse-cache';
import type { BidService } from '../bids/service';
import { scheduleListingLive } from './live-job';
import * as repository from './repository';

function pricingOf(listing: repository.ListingRow): AuctionPricing {
  return { startingPriceKobo: listing.startingPriceKobo, reservePriceKobo: listing.reservePriceKobo };
}

/**
 * Null without a reserve. Once someone leads, the price reaches the reserve exactly when
 * the leader's maximum does (proxy pricing jumps to the reserve then, and never passes the
 * leader's maximum), so the price a summary already carries tells.
 */
function reserveMetOf(
  listing: Pick<repository.ListingSummaryRow, 'currentPriceKobo' | 'reservePriceKobo'>,
): boolean | null {
  return listing.reservePriceKobo === null ? null : listing.currentPriceKobo >= listing.reservePriceKobo;
}

function sellerRatingOf({ count, starTotal }: Pick<repository.SellerRatingRow, 'count' | 'starTotal'>): SellerRating {
  return { average: averageStars(starTotal, count), count };
}

function deliveryOptionsOf(listing: repository.ListingSummaryRow): DeliveryOptions {
  return {
    state: listing.locationState,
    city: listing.locationCity,
    pickup: listing.pickupAvailable,
    feeInState: listing.deliveryFeeInStateKobo,
    feeOtherStates: listing.deliveryFeeOtherStatesKobo,
  };
}

/** What a card says of delivery: its cheapest fee, or null when the item is for pickup only. */
function cheapestDeliveryFee(listing: repository.ListingSummaryRow): number | null {
  const fees = [listing.deliveryFeeInStateKobo, listing.deliveryFeeOtherStatesKobo].filter((fee) => fee !== null);
  return fees.length === 0 ? null : Math.min(...fees);
}

/** How a seller is named in public: first name and last initial ("Aisha B."). */
export const publicName = ({ firstName, lastName }: { firstName: string; lastName: string }) =>
  `${firstName} ${lastName.charAt(0)}.`;

export interface Seller {
  id: string;
  accountType: 'buyer' | 'seller';
  emailVerifiedAt: Date | null;
  phoneVerifiedAt: Date | null;
}

const MY_LISTINGS_LIMIT = 200;
const MY_BIDS_LIMIT = 100;
/** The winners page shows the latest sales only; older ones stay on their auction pages. */
const RECENT_WINS_LIMIT = 24;
const START_GRACE_MS = 5 * 60 * 1000;

function fieldError(field: string, message: string): AppError {
  return new AppError('validation', message, { fieldErrors: { [field]: message } });
}

/** Start and end times from the request, checked against the clock (the schema cannot). */
function scheduleOf(request: CreateListingRequest, now = Date.now()) {
  const startsAt = request.startsAt ? new Date(request.startsAt) : new Date(now);
  if (startsAt.getTime() < now - START_GRACE_MS) throw fieldError('startsAt', m.listingStartInPast);
  if (startsAt.getTime() > now + LISTING_LIMITS.maxStartDelayDays * 86_400_000)
    throw fieldError('startsAt', m.listingStartTooFar);
  const endsAt = request.endsAt
    ? new Date(request.endsAt)
    : new Date(startsAt.getTime() + (request.durationMinutes ?? 0) * 60_000);
  const minutes = (endsAt.getTime() - startsAt.getTime()) / 60_000;
  if (minutes < LISTING_LIMITS.minDurationMinutes || minutes > LISTING_LIMITS.maxDurationMinutes) {
    throw fieldError(request.endsAt ? 'endsAt' : 'durationMinutes', m.listingDurationRange);
  }
  return { startsAt, endsAt };
}

function assertMaySell(seller: Seller): void {
  if (!seller.emailVerifiedAt) throw new AppError('not_verified', serverMessages.emailNotVerifiedForListing);
  if (seller.accountType !== 'seller') throw new AppError('not_seller', serverMessages.notSeller);
  if (!seller.phoneVerifiedAt) throw new AppError('phone_not_verified', phoneMessages.requiredToList);
}

const BROWSE_CACHE_ENTRIES = 500;

function standingOf(
  row: Awaited<ReturnType<typeof repository.listingsWithStanding>>[number],
  bidderId: string,
): BidStanding {
  if (row.state === 'ended' || row.state === 'cancelled')
    return row.winnerId === bidderId || row.boughtOnSecondChance ? 'won' : 'lost';
  return row.leaderId === bidderId ? 'leading' : 'outbid';
}

export interface AuctionServiceOptions {
  db: Database;
  /**
   * Where the public reads run that may be a few seconds old (browse, search, an auction's
   * page, categories, figures): a read replica while it is fit. What the service writes, and
   * what it answers a write with, is read on `db`, the primary.
   */
  reads: Reads;
  storage: PhotoStorage;
  browseCacheMs: number;
  photoUploads: RateLimit;
  /** The viewer's own bids, shown on the auction page and in "my bids". */
  bids: BidService;
  /** Per bidder and auction: how often the bid dialog may ask whether an amount meets the reserve. */
  reserveChecks: RateLimit;
  /** A published listing whose starting or Buy Now price passes this needs a verified seller. */
  verifiedSellerListingKobo: number;
}

export function createAuctionService(options: AuctionServiceOptions) {
  const { db, reads, storage, bids } = options;
  const browseCache = createBrowseCache<BrowsePage>({
    ttlMs: options.browseCacheMs,
    maxEntries: BROWSE_CACHE_ENTRIES,
  });

  async function photosById(listingIds: string[], from: Database = db): Promise<Map<string, Photo[]>> {
    const byListing = new Map<string, Photo[]>();
    for (const photo of await repository.photosOf(from, listingIds)) {
      const list = byListing.get(photo.listingId!) ?? [];
      list.push(photoView(storage, photo));
      byListing.set(photo.listingId!, list);
    }
    return byListing;
  }

  function summary(
    listing: repository.ListingSummaryRow,
    state: AuctionSummary['status'],
    photos: Photo[],
    sellerRating: repository.SellerRatingRow,
  ): AuctionSummary {
    return {
      id: listing.id,
      title: listing.title,
      brand: listing.brand,
      category: listing.category,
      condition: listing.condition,
      currentPrice: listing.currentPriceKobo,
      startingPrice: listing.startingPriceKobo,
      bidCount: listing.bidCount,
      startsAt: listing.startsAt.toISOString(),
      endsAt: listing.endsAt.toISOString(),
      status: state,
      image: photos[0] ?? null,
      hasBuyNow: buyNowOffered({
        buyNowPriceKobo: listing.buyNowPriceKobo,
        bidCount: listing.bidCount,
        reserveMet: reserveMetOf(listing),
        live: state === 'live',
      }),
      city: listing.locationCity,
      state: listing.locationState,
      deliveryFrom: cheapestDeliveryFee(listing),
      reserveMet: reserveMetOf(listing),
      seller: { id: listing.sellerId, rating: sellerRatingOf(sellerRating), verified: sellerRating.verified },
    };
  }

  function ownListing(
    row: NonNullable<Awaited<ReturnType<typeof repository.findListing>>>,
    photos: Photo[],
  ): OwnListing {
    const { listing, state, seller, leader, sellerRating } = row;
    return {
      ...summary(listing, state, photos, sellerRating),
      description: listing.description,
      buyNowPrice: listing.buyNowPriceKobo,
      reservePrice: listing.reservePriceKobo,
      photos,
      deliveryOptions: deliveryOptionsOf(listing),
      seller: {
        id: seller.id,
        displayName: publicName(seller),
        rating: sellerRatingOf(sellerRating),
        verified: sellerRating.verified,
      },
      createdAt: listing.createdAt.toISOString(),
      minNextBid: minimumNextBidKobo(pricingOf(listing), {
        leader: listing.leaderId ? { bidderId: listing.leaderId, maxAmountKobo: listing.leaderMaxKobo ?? 0 } : null,
        currentPriceKobo: listing.currentPriceKobo,
        reserveMet: null,
      }),
      leader: leader?.firstName && leader.lastName ? maskedBidderName(leader.firstName, leader.lastName) : null,
      outcome: listing.outcome,
      yourBid: null,
      relist: { timesLeft: listing.relistsLeft, priceDropPercent: listing.relistPriceDropPercent },
    };
  }

  async function readListing(from: Database, listingId: string) {
    const row = await repository.findListing(from, listingId);
    if (!row) return undefined;
    return { row, listing: ownListing(row, (await photosById([listingId], from)).get(listingId) ?? []) };
  }

  async function loadOwn(listingId: string): Promise<OwnListing> {
    const found = await readListing(db, listingId);
    if (!found) throw new AppError('not_found', serverMessages.listingNotFound);
    return found.listing;
  }

  function listingValues(request: CreateListingRequest) {
    const { startsAt, endsAt } = scheduleOf(request);
    return {
      title: request.title,
      description: request.description,
      category: request.category,
      brand: request.brand,
      condition: request.condition,
      startingPriceKobo: request.startingPrice,
      reservePriceKobo: request.reservePrice ?? null,
      buyNowPriceKobo: request.buyNowPrice ?? null,
      currentPriceKobo: request.startingPrice,
      locationState: request.locationState,
      locationCity: request.locationCity,
      pickupAvailable: request.pickup,
      deliveryFeeInStateKobo: request.deliveryFeeInState,
      deliveryFeeOtherStatesKobo: request.deliveryFeeOtherStates,
      status: request.publish ? ('scheduled' as const) : ('draft' as const),
      startsAt,
      endsAt,
      relistsLeft: request.relistTimes,
      relistPriceDropPercent: request.relistPriceDropPercent,
    };
  }

  /**
   * Publishing a listing above the setting needs a verified seller; a draft may wait for the
   * verification, so the refusal comes when it is published.
   */
  async function assertVerifiedIfAbove(seller: Seller, request: CreateListingRequest) {
    const threshold = options.verifiedSellerListingKobo;
    const field =
      request.startingPrice > threshold
        ? 'startingPrice'
        : (request.buyNowPrice ?? 0) > threshold
          ? 'buyNowPrice'
          : undefined;
    if (!request.publish || !field || (await repository.sellerIsVerified(db, seller.id))) return;
    const message = sellerVerificationMessages.listingNeedsVerification(threshold);
    throw new AppError('seller_not_verified', message, { fieldErrors: { [field]: message } });
  }

  async function attach(tx: Database, listingId: string, sellerId: string, photoIds: string[]) {
    const attached = await repository.attachPhotos(tx, listingId, sellerId, photoIds);
    if (attached !== photoIds.length) throw fieldError('photoIds', serverMessages.photoNotYours);
  }

  /** Only the seller may change a listing, and only while it has no bids and is still open. */
  async function lockChangeable(tx: Database, seller: Seller, listingId: string) {
    const row = await repository.lockListing(tx, listingId);
    if (!row) throw new AppError('not_found', serverMessages.listingNotFound);
    if (row.listing.sellerId !== seller.id) throw new AppError('not_your_listing', serverMessages.notYourListing);
    if (row.listing.bidCount > 0) throw new AppError('listing_locked', serverMessages.listingHasBids);
    if (row.state === 'ended' || row.state === 'cancelled')
      throw new AppError('listing_locked', serverMessages.listingClosed);
  }

  /**
   * Checks, renders and stores a photo as every photo of ours is (its bytes checked, turned
   * upright, stripped, one WebP per width), counted in its uploader's hourly limit, which
   * listing and dispute photos share. Answers its new id and upright size.
   */
  async function storePhoto(ownerId: string, content: Buffer) {
    if (content.length === 0) throw new AppError('validation', serverMessages.photoMissing);
    const counted = await options.photoUploads.hit(ownerId);
    if (!counted.allowed) {
      const { retryAfterSeconds } = counted;
      throw new AppError('rate_limited', serverMessages.tooManyPhotoUploads(Math.ceil(retryAfterSeconds / 60)), {
        retryAfterSeconds,
      });
    }
    const id = randomUUID();
    return { id, ...(await storePhotoRenditions(storage, id, content)) };
  }

  return {
    storePhoto,

    /** A stored photo as answers show it: its renditions' URLs by width. */
    photoView: (photo: { id: string; fileId?: string | null; width: number; height: number }): Photo =>
      photoView(storage, photo),

    async uploadPhoto(owner: Seller, content: Buffer): Promise<Photo> {
      assertMaySell(owner);
      const photo = await storePhoto(owner.id, content);
      await repository.insertPhoto(db, { ...photo, ownerId: owner.id });
      return photoView(storage, photo);
    },

    async create(seller: Seller, request: CreateListingRequest): Promise<OwnListing> {
      assertMaySell(seller);
      await assertVerifiedIfAbove(seller, request);
      const values = listingValues(request);
      const listingId = await db.transaction(async (tx) => {
        const listing = await repository.insertListing(tx, { ...values, sellerId: seller.id });
        await attach(tx, listing.id, seller.id, request.photoIds);
        if (values.status === 'scheduled') await scheduleListingLive(tx, listing.id, values.startsAt);
        return listing.id;
      });
      browseCache.clear();
      return loadOwn(listingId);
    },

    async update(seller: Seller, listingId: string, request: CreateListingRequest): Promise<OwnListing> {
      assertMaySell(seller);
      await assertVerifiedIfAbove(seller, request);
      const values = listingValues(request);
      await db.transaction(async (tx) => {
        await lockChangeable(tx, seller, listingId);
        await repository.updateListing(tx, listingId, values);
        await attach(tx, listingId, seller.id, request.photoIds);
        if (values.status === 'scheduled') await scheduleListingLive(tx, listingId, values.startsAt);
      });
      browseCache.clear();
      return loadOwn(listingId);
    },

    async cancel(seller: Seller, listingId: string): Promise<OwnListing> {
      await db.transaction(async (tx) => {
        await lockChangeable(tx, seller, listingId);
        await repository.updateListing(tx, listingId, { status: 'cancelled' });
      });
      browseCache.clear();
      return loadOwn(listingId);
    },

    /** Drafts and cancelled listings are visible to their seller only. */
    async get(listingId: string, viewerId: string | undefined): Promise<AuctionDetail | OwnListing> {
      const found = await reads.run((from) => readListing(from, listingId), {
        viewerId,
        // Not on the replica may only mean not replayed yet: a link shared the moment its listing was published.
        askPrimaryIf: (answer) => answer === undefined,
      });
      if (!found) throw new AppError('not_found', serverMessages.listingNotFound);
      const { row, listing } = found;
      const isOwner = viewerId === listing.seller.id;
      if (!isOwner && (listing.status === 'draft' || listing.status === 'cancelled')) {
        throw new AppError('not_found', serverMessages.listingNotFound);
      }
      if (isOwner) return listing;
      const { reservePrice: _hidden, relist: _sellers, ...publicView } = listing;
      const yourMaximum = viewerId ? await bids.highestMaximumOf(listingId, viewerId) : undefined;
      if (yourMaximum === undefined) return publicView;
      return { ...publicView, yourBid: { maxAmount: yourMaximum, leading: row.listing.leaderId === viewerId } };
    },

    /** The auctions a bidder has bid on, with where they stand on each. */
    async bidsOf(bidderId: string): Promise<MyBid[]> {
      const bidOn = await bids.auctionsBidOnBy(bidderId, MY_BIDS_LIMIT);
      const rows = new Map(
        (
          await repository.listingsWithStanding(
            db,
            bidOn.map((bid) => bid.listingId),
            bidderId,
          )
        ).map((row) => [row.listing.id, row]),
      );
      const photos = await photosById([...rows.keys()]);
      return bidOn.flatMap(({ listingId, maxAmountKobo }) => {
        const row = rows.get(listingId);
        if (!row) return [];
        return [
          {
            auction: summary(row.listing, row.state, (photos.get(listingId) ?? []).slice(0, 1), row.sellerRating),
            maxAmount: maxAmountKobo,
            standing: standingOf(row, bidderId),
          },
        ];
      });
    },

    /** Auctions by id as cards show them, with where `bidderId` stands on each as if they had bid (the watchlist). */
    async summariesWithStanding(
      listingIds: string[],
      bidderId: string,
    ): Promise<Map<string, { auction: AuctionSummary; standing: BidStanding }>> {
      const rows = await repository.listingsWithStanding(db, listingIds, bidderId);
      const photos = await photosById(rows.map((row) => row.listing.id));
      return new Map(
        rows.map((row) => [
          row.listing.id,
          {
            auction: summary(row.listing, row.state, (photos.get(row.listing.id) ?? []).slice(0, 1), row.sellerRating),
            standing: standingOf(row, bidderId),
          },
        ]),
      );
    },

    browse(query: BrowseQuery) {
      return browseCache.get(JSON.stringify(query), async () => {
        const order = repository.browseOrderOf(query);
        const cursor = query.cursor ? decodeCursor(query.cursor, order) : undefined;
        const status = query.status ?? 'live';
        const rows = await reads.run(async (from) => {
          const search = query.q ? await repository.planSearch(from, query.q, status) : undefined;
          return repository.browseListings(from, query, order, search, cursor);
        });
        const page = rows.slice(0, query.limit);
        const last = page.at(-1);
        return {
          items: page.map((row) =>
            summary(row.listing, row.state, row.photo ? [photoView(storage, row.photo)] : [], row.sellerRating),
          ),
          nextCursor:
            rows.length > query.limit && last ? encodeCursor({ key: last.sortKey, id: last.listing.id }) : null,
        };
      });
    },

    /**
     * The seller's listings; `openToSecondChance` (the offers module's, handed in by the route)
     * tells which of those that ended unsold the seller may offer to a bidder.
     */
    async mine(
      sellerId: string,
      openToSecondChance: (listingIds: string[]) => Promise<Set<string>>,
    ): Promise<MyListing[]> {
      const rows = await repository.listingsOfSeller(db, sellerId, MY_LISTINGS_LIMIT);
      const unsold = rows.filter((row) => row.listing.outcome === 'unsold').map((row) => row.listing.id);
      const [photos, offerable] = await Promise.all([
        photosById(rows.map((row) => row.listing.id)),
        openToSecondChance(unsold),
      ]);
      return rows.map((row) => ({
        ...summary(row.listing, row.state, photos.get(row.listing.id) ?? [], row.sellerRating),
        reservePrice: row.listing.reservePriceKobo,
        buyNowPrice: row.listing.buyNowPriceKobo,
        deliveryOptions: deliveryOptionsOf(row.listing),
        canOfferSecondChance: offerable.has(row.listing.id),
        relistsLeft: row.listing.relistsLeft,
        relistedFromId: row.listing.relistedFromId,
      }));
    },

    async recentWins(): Promise<RecentWin[]> {
      const { rows, photos } = await reads.run(async (from) => {
        const rows = await repository.recentWins(from, RECENT_WINS_LIMIT);
        return {
          rows,
          photos: await photosById(
            rows.map((row) => row.listing.id),
            from,
          ),
        };
      });
      return rows.map((row) => ({
        auction: summary(row.listing, row.state, (photos.get(row.listing.id) ?? []).slice(0, 1), row.sellerRating),
        winner: maskedBidderName(row.winnerFirstName, row.winnerLastName),
        price: row.listing.currentPriceKobo,
        endedAt: (row.closedAt ?? row.listing.endsAt).toISOString(),
      }));
    },

    forgetCachedPages: () => browseCache.clear(),

    /** Whether the seller shows the "Verified seller" badge. */
    sellerIsVerified: (sellerId: string) => repository.sellerIsVerified(db, sellerId),

    /** A seller's live auctions as cards, ending soonest first (their public profile). */
    async liveOf(sellerId: string): Promise<AuctionSummary[]> {
      const rows = await repository.liveListingsOfSeller(db, sellerId, SELLER_PROFILE_LIMITS.listings);
      const photos = await photosById(rows.map((row) => row.listing.id));
      return rows.map((row) =>
        summary(row.listing, row.state, (photos.get(row.listing.id) ?? []).slice(0, 1), row.sellerRating),
      );
    },

    /**
     * Whether a maximum of `amountKobo` would meet the auction's hidden reserve, for the bid
     * dialog. What anyone can already see (no reserve, or met) is answered freely; otherwise
     * each question counts against RESERVE_CHECKS, so the reserve cannot be found by halving.
     */
    async meetsReserve(userId: string, listingId: string, amountKobo: number): Promise<boolean> {
      const row = await repository.findListing(db, listingId);
      if (!row || row.state === 'draft' || row.state === 'cancelled')
        throw new AppError('not_found', serverMessages.listingNotFound);
      const { reservePriceKobo, sellerId } = row.listing;
      // Met or absent, there is nothing left to meet, whatever the amount: answering "no" to
      // an amount below the price would narrow the reserve down for free.
      if (reservePriceKobo === null || reserveMetOf(row.listing)) return true;
      const counted =
        sellerId === userId ? { allowed: true as const } : await options.reserveChecks.hit(`${userId}:${listingId}`);
      if (!counted.allowed) {
        const { retryAfterSeconds } = counted;
        throw new AppError(
          'rate_limited',
          ratingServerMessages.reserveChecksUsed(Math.ceil(retryAfterSeconds / 3600)),
          { retryAfterSeconds },
        );
      }
      return amountKobo >= reservePriceKobo;
    },

    /** Each listing's first photo, as its card shows it, for pages that show a sale by its item (offers, orders). */
    async coverPhotos(listingIds: string[]): Promise<Map<string, Photo>> {
      const photos = await photosById(listingIds);
      return new Map([...photos].map(([listingId, [first]]) => [listingId, first!]));
    },

    stats: (): Promise<MarketplaceStats> => reads.run((from) => repository.marketplaceStats(from)),

    async categories(): Promise<CategoryCount[]> {
      const counts = await reads.run((from) => repository.liveCountsByCategory(from));
      return [...counts.entries()].map(([name, liveCount]) => ({ name, liveCount }));
    },
  };
}

export type AuctionService = ReturnType<typeof createAuctionService>;
