import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { and, eq, inArray, like, lte, sql } from 'drizzle-orm';
import { nairaToKobo } from '@naijabid/shared/money';
import type { Database } from '../db/client';
import { listings, users } from '../db/schema';
import { attachPhotos, insertListing, insertPhoto } from '../modules/auctions/repository';
import { storeRenditions } from '../modules/auctions/photos';
import type { PhotoStorage } from '../plugins/photo-storage';
import { demoPhotoRenditions } from './demo-photos';
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD, DEMO_UPCOMING_EVERY, demoEndOffsetsMinutes, demoItems, demoSellers } from './demo-catalogue';

const UPCOMING_DELAY_MINUTES = 90;

/** Demo auctions look as if they started a while ago, so some end within minutes of a start. */
const DEMO_STARTED_AGO_MINUTES = 180;

function scheduleFor(index: number, now: number) {
  const endOffset = demoEndOffsetsMinutes[index % demoEndOffsetsMinutes.length]! * 60_000;
  if (index % DEMO_UPCOMING_EVERY === DEMO_UPCOMING_EVERY - 1) {
    const startsAt = now + UPCOMING_DELAY_MINUTES * 60_000;
    return { startsAt: new Date(startsAt), endsAt: new Date(startsAt + Math.max(endOffset, 60 * 60_000)) };
  }
  return { startsAt: new Date(now - DEMO_STARTED_AGO_MINUTES * 60_000), endsAt: new Date(now + endOffset) };
}

async function ensureDemoSellers(db: Database): Promise<Map<string, string>> {
  const passwordHash = await hash(DEMO_PASSWORD);
  const now = new Date();
  await db
    .insert(users)
    .values(demoSellers.map((seller) => ({ ...seller, accountType: 'seller' as const, passwordHash, emailVerifiedAt: now, termsAcceptedAt: now })))
    .onConflictDoNothing({ target: users.email });
  const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, demoSellers.map((seller) => seller.email)));
  const idByEmail = new Map(rows.map((row) => [row.email, row.id]));
  return new Map(demoSellers.map((seller) => [seller.key, idByEmail.get(seller.email)!]));
}

async function seedListings(db: Database, storage: PhotoStorage, signal: AbortSignal | undefined): Promise<number> {
  const sellerIds = await ensureDemoSellers(db);
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
    const photoId = randomUUID();
    const renditions = await demoPhotoRenditions(item.illustration);
    await storeRenditions(storage, photoId, renditions);
    const size = renditions.size;
    const sellerId = sellerIds.get(item.seller)!;
    await insertPhoto(db, { id: photoId, ownerId: sellerId, ...size });
    const startingPriceKobo = nairaToKobo(item.startingNaira);
    const listing = await insertListing(db, {
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
      status: 'scheduled',
      ...scheduleFor(index, now),
    });
    await attachPhotos(db, listing.id, sellerId, [photoId]);
    seeded += 1;
  }
  return seeded;
}

/** Demo auctions that ended with no bids start again, so the home page never runs dry. */
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
    await db
      .update(listings)
      .set({ ...scheduleFor(index, now), status: 'scheduled', outcome: null, winnerId: null, closedAt: null, updatedAt: sql`now()` })
      .where(eq(listings.id, id));
  }
  return ended.length;
}

/**
 * Seeds the demo listings not there yet (all of them into an empty database; the rest of
 * them after a start that was stopped half-way) and brings ended demo auctions back to
 * life. Never called in production.
 */
export async function ensureDemoCatalogue(
  db: Database,
  storage: PhotoStorage,
  signal?: AbortSignal,
): Promise<{ seeded: number; revived: number }> {
  const revived = await reviveEndedDemoListings(db);
  return { seeded: await seedListings(db, storage, signal), revived };
}
