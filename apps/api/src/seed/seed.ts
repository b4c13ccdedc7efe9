import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { and, eq, inArray, like, lte, sql } from 'drizzle-orm';
import { bidIncrementFor } from '@naijabid/shared/auction-rules';
import { nairaToKobo } from '@naijabid/shared/money';
import type { AuctionEndMovedEvent } from '@naijabid/shared/schemas/live';
import type { Database } from '../db/client';
import { bids, listings, users } from '../db/schema';
import { attachPhotos, insertListing, insertPhoto, type NewListing } from '../modules/auctions/repository';
import { storeRenditions } from '../modules/auctions/photos';
import { appendEvent, auctionChannel } from '../modules/live/repository';
import type { PhotoStorage } from '../plugins/photo-storage';
import { demoPhotoRenditions } from './demo-photos';
import {
  DEMO_EMAIL_DOMAIN,
  DEMO_PASSWORD,
  DEMO_UPCOMING_EVERY,
  demoBuyers,
  demoEndOffsetsMinutes,
  demoItems,
  demoSales,
  demoSellers,
  type DemoItem,
  type DemoSale,
} from './demo-catalogue';

const UPCOMING_DELAY_MINUTES = 90;
/** Demo auctions look as if they started a while ago, so some end within minutes of a start. */
const DEMO_STARTED_AGO_MINUTES = 180;
const DAY_MS = 24 * 60 * 60_000;
const SALE_DURATION_MS = 3 * DAY_MS;

function scheduleFor(index: number, now: number) {
  const endOffset = demoEndOffsetsMinutes[index % demoEndOffsetsMinutes.length]! * 60_000;
  if (index % DEMO_UPCOMING_EVERY === DEMO_UPCOMING_EVERY - 1) {
    const startsAt = now + UPCOMING_DELAY_MINUTES * 60_000;
    return { startsAt: new Date(startsAt), endsAt: new Date(startsAt + Math.max(endOffset, 60 * 60_000)) };
  }
  return { startsAt: new Date(now - DEMO_STARTED_AGO_MINUTES * 60_000), endsAt: new Date(now + endOffset) };
}

/** Verified demo accounts (they log in with DEMO_PASSWORD outside production), by email. */
async function ensureDemoUsers(
  db: Database,
  people: ReadonlyArray<{ firstName: string; lastName: string; email: string }>,
  accountType: 'buyer' | 'seller',
  passwordHash: string,
): Promise<Map<string, string>> {
  const now = new Date();
  await db
    .insert(users)
    .values(
      people.map(({ firstName, lastName, email }) => ({
        firstName,
        lastName,
        email,
        accountType,
        passwordHash,
        emailVerifiedAt: now,
        termsAcceptedAt: now,
      })),
    )
    .onConflictDoNothing({ target: users.email });
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        people.map((person) => person.email),
      ),
    );
  return new Map(rows.map((row) => [row.email, row.id]));
}

const sellersByKey = new Map(demoSellers.map((seller) => [seller.key, seller]));

/** Where the item is (its seller's place) and how it reaches the buyer, as listing columns. */
function demoLocationAndDelivery(item: DemoItem) {
  const seller = sellersByKey.get(item.seller)!;
  const delivery = item.delivery ?? seller.delivery;
  const koboOrNull = (naira: number | null) => (naira === null ? null : nairaToKobo(naira));
  return {
    locationState: seller.state,
    locationCity: seller.city,
    pickupAvailable: delivery.pickup,
    deliveryFeeInStateKobo: koboOrNull(delivery.inStateNaira),
    deliveryFeeOtherStatesKobo: koboOrNull(delivery.otherStatesNaira),
  };
}

/** A demo item's listing with its photo; `listing` gives its schedule and, for a sale, its result. */
async function insertDemoListing(
  db: Database,
  storage: PhotoStorage,
  item: DemoItem,
  sellerId: string,
  listing: Partial<NewListing>,
) {
  const photoId = randomUUID();
  const renditions = await demoPhotoRenditions(item.illustration);
  await storeRenditions(storage, photoId, renditions);
  const startingPriceKobo = nairaToKobo(item.startingNaira);
  return db.transaction(async (tx) => {
    await insertPhoto(tx, { id: photoId, ownerId: sellerId, ...renditions.size });
    const row = await insertListing(tx, {
      sellerId,
      title: item.title,
      description: item.description,
      category: item.category,
      brand: item.brand,
      condition: item.condition,
      startingPriceKobo,
      currentPriceKobo: startingPriceKobo,
      reservePriceKobo: item.reserveNaira ? nairaToKobo(item.reserveNaira) : null,
      buyNowPriceKobo: item.buyNowNaira ? nairaToKobo(item.buyNowNaira) : null,
      ...demoLocationAndDelivery(item),
      status: 'scheduled',
      startsAt: new Date(),
      endsAt: new Date(),
      ...listing,
    });
    await attachPhotos(tx, row.id, sellerId, [photoId]);
    return row;
  });
}

/**
 * The bids of a finished sale: rising evenly from the starting price to the winning price
 * in whole bid increments, placed by demo buyers taking turns, the winner last.
 */
function saleBids(sale: DemoSale, saleIndex: number, buyerIds: string[], startsAt: number, endsAt: number) {
  const start = nairaToKobo(sale.startingNaira);
  const final = nairaToKobo(sale.soldForNaira);
  const rivals = [0, 1, 2].map((offset) => buyerIds[(saleIndex * 3 + offset) % buyerIds.length]!);
  return Array.from({ length: sale.bidCount }, (_, index) => {
    const last = index === sale.bidCount - 1;
    const share = start + Math.round(((final - start) * index) / (sale.bidCount - 1));
    const step = bidIncrementFor(share);
    const price = last ? final : Math.max(start, Math.round(share / step) * step);
    return {
      bidderId: last ? rivals[0]! : rivals[(sale.bidCount - 1 - index) % rivals.length]!,
      price,
      placedAt: new Date(startsAt + ((endsAt - startsAt) * (index + 1)) / (sale.bidCount + 1)),
    };
  });
}

async function seedSales(
  db: Database,
  storage: PhotoStorage,
  sellerIds: Map<string, string>,
  buyerIds: string[],
  present: Set<string>,
  signal: AbortSignal | undefined,
) {
  let seeded = 0;
  for (const [index, sale] of demoSales.entries()) {
    if (signal?.aborted) break;
    if (present.has(sale.title)) continue;
    const endsAt = Date.now() - sale.endedDaysAgo * DAY_MS;
    const startsAt = endsAt - SALE_DURATION_MS;
    const placed = saleBids(sale, index, buyerIds, startsAt, endsAt);
    const winner = placed.at(-1)!;
    const listing = await insertDemoListing(db, storage, sale, sellerIds.get(sale.seller)!, {
      status: 'ended',
      outcome: 'sold',
      startsAt: new Date(startsAt),
      endsAt: new Date(endsAt),
      closedAt: new Date(endsAt),
      currentPriceKobo: winner.price,
      bidCount: placed.length,
      leaderId: winner.bidderId,
      leaderMaxKobo: winner.price,
      winnerId: winner.bidderId,
    });
    await db.insert(bids).values(
      placed.map((bid, bidIndex) => ({
        listingId: listing.id,
        bidderId: bid.bidderId,
        maxAmountKobo: bid.price,
        idempotencyKey: `demo-sale:${listing.id}:${bidIndex}`,
        answer: {
          leading: true,
          currentPrice: bid.price,
          bidCount: bidIndex + 1,
          endsAt: new Date(endsAt).toISOString(),
          minNextBid: bid.price + bidIncrementFor(bid.price),
        },
        createdAt: bid.placedAt,
      })),
    );
    seeded += 1;
  }
  return seeded;
}

async function seedCatalogue(db: Database, storage: PhotoStorage, signal: AbortSignal | undefined) {
  const passwordHash = await hash(DEMO_PASSWORD);
  const sellersByEmail = await ensureDemoUsers(db, demoSellers, 'seller', passwordHash);
  const sellerIds = new Map(demoSellers.map((seller) => [seller.key, sellersByEmail.get(seller.email)!]));
  const buyerIds = [...(await ensureDemoUsers(db, demoBuyers, 'buyer', passwordHash)).values()];
  const existing = await db
    .select({ title: listings.title })
    .from(listings)
    .where(inArray(listings.sellerId, [...sellerIds.values()]));
  const present = new Set(existing.map((row) => row.title));
  const now = Date.now();
  let seeded = 0;
  for (const [index, item] of demoItems.entries()) {
    // Stops between listings when the server shuts down; the next start fills in the rest.
    if (signal?.aborted) break;
    if (present.has(item.title)) continue;
    await insertDemoListing(db, storage, item, sellerIds.get(item.seller)!, scheduleFor(index, now));
    seeded += 1;
  }
  return { seeded, sales: await seedSales(db, storage, sellerIds, buyerIds, present, signal) };
}

/**
 * Demo auctions that ended with no bids start again, so the home page never runs dry. Each
 * gets an `end_moved` event: a page opened later replays the newest event of its auction,
 * which would otherwise be the old "closed".
 */
async function reviveEndedDemoListings(db: Database): Promise<number> {
  const ended = await db
    .select({ id: listings.id })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.sellerId))
    .where(
      and(
        like(users.email, `%@${DEMO_EMAIL_DOMAIN}`),
        inArray(listings.status, ['scheduled', 'ended']),
        eq(listings.bidCount, 0),
        lte(listings.endsAt, sql`now()`),
      ),
    )
    .orderBy(listings.createdAt);
  const now = Date.now();
  for (const [index, { id }] of ended.entries()) {
    const schedule = scheduleFor(index, now);
    await db.transaction(async (tx) => {
      await tx
        .update(listings)
        .set({ ...schedule, status: 'scheduled', outcome: null, winnerId: null, closedAt: null, updatedAt: sql`now()` })
        .where(eq(listings.id, id));
      const moved: AuctionEndMovedEvent = { listingId: id, endsAt: schedule.endsAt.toISOString(), bidCount: 0 };
      await appendEvent(tx, auctionChannel(id), 'end_moved', moved);
    });
  }
  return ended.length;
}

/**
 * Seeds the demo listings and finished sales not there yet (all of them into an empty
 * database; the rest after a start that was stopped half-way) and brings ended demo
 * auctions back to life. Never called in production.
 */
export async function ensureDemoCatalogue(
  db: Database,
  storage: PhotoStorage,
  signal?: AbortSignal,
): Promise<{ seeded: number; sales: number; revived: number }> {
  const revived = await reviveEndedDemoListings(db);
  return { ...(await seedCatalogue(db, storage, signal)), revived };
}
