import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { and, eq, inArray, like, lte, sql } from 'drizzle-orm';
import { bidIncrementFor, bidSecurityFor } from '@naijabid/shared/auction-rules';
import { nairaToKobo } from '@naijabid/shared/money';
import type { AuctionEndMovedEvent } from '@naijabid/shared/schemas/live';
import type { DeliveryChoice } from '@naijabid/shared/schemas/pay-requests';
import type { Database } from '../db/client';
import { bids, listings, users } from '../db/schema';
import { attachPhotos, insertListing, insertPhoto, type NewListing } from '../modules/auctions/repository';
import { storeRenditions } from '../modules/auctions/photos';
import { insertDeposit } from '../modules/deposits/repository';
import { PAYSTACK_PROVIDER_NAME } from '../modules/deposits/paystack-provider';
import { newDepositReference } from '../modules/deposits/service';
import { appendEvent, auctionChannel } from '../modules/live/repository';
import type { OrderRow } from '../modules/orders/repository';
import { auctionSecurityAccount, lockAccounts, transfer, walletAccount } from '../modules/wallet/repository';
import type { PhotoStorage } from '../plugins/photo-storage';
import { creditPaidDeposit } from '../workflows/money/credit-deposit';
import { offerAfterForfeit } from '../workflows/orders/offer-second-chance';
import { openOrder } from '../workflows/orders/open-order';
import { openDispute } from '../workflows/orders/open-dispute';
import { changeOperatorRole } from '../workflows/moderation/operator-role';
import { forfeitUnpaidOrder } from '../workflows/orders/order-jobs';
import { payOrder } from '../workflows/orders/pay-order';
import { confirmDelivery } from '../workflows/orders/release-escrow';
import { rateOrder } from '../workflows/orders/rate-order';
import { markReceived, requestReturn } from '../workflows/orders/returns';
import { shipOrder } from '../workflows/orders/ship-order';
import { demoPhotoRenditions } from './demo-photos';
import { ensureDemoVerifiedSeller } from './demo-verified-seller';
import {
  DEMO_EMAIL_DOMAIN,
  DEMO_PASSWORD,
  DEMO_UPCOMING_EVERY,
  demoBuyers,
  demoOperator,
  demoEndOffsetsMinutes,
  demoItems,
  demoSales,
  demoSellers,
  type DemoAddress,
  type DemoItem,
  type DemoOrderProgress,
  type DemoSale,
} from './demo-catalogue';

const UPCOMING_DELAY_MINUTES = 90;
/** Demo auctions look as if they started a while ago, so some end within minutes of a start. */
const DEMO_STARTED_AGO_MINUTES = 180;
const HOUR_MS = 60 * 60_000;
const SALE_DURATION_MS = 72 * HOUR_MS;

export interface DemoCatalogueOptions {
  /** The configured share, as the payment deadline's job would give the seller of the forfeited demo sale. */
  forfeitSellerSharePercent: number;
  /** The configured inspection window, as the buyer's "It has arrived" starts it on the demo return. */
  inspectionDays: number;
  /** Aborted when the server shuts down: seeding stops between listings. */
  signal?: AbortSignal;
}

function scheduleFor(index: number, now: number) {
  const endOffset = demoEndOffsetsMinutes[index % demoEndOffsetsMinutes.length]! * 60_000;
  if (index % DEMO_UPCOMING_EVERY === DEMO_UPCOMING_EVERY - 1) {
    const startsAt = now + UPCOMING_DELAY_MINUTES * 60_000;
    return { startsAt: new Date(startsAt), endsAt: new Date(startsAt + Math.max(endOffset, 60 * 60_000)) };
  }
  return { startsAt: new Date(now - DEMO_STARTED_AGO_MINUTES * 60_000), endsAt: new Date(now + endOffset) };
}

/** A demo account's verified phone: +234 803 000 00NN, NN counted from `first` (sellers 01, buyers 11). */
function demoPhone(first: number, index: number): string {
  return `+23480300000${String(first + index).padStart(2, '0')}`;
}

/**
 * Verified demo accounts (they log in with DEMO_PASSWORD outside production), by email,
 * each with a verified phone, so a demo seller may list and anyone may withdraw.
 */
async function ensureDemoUsers(
  db: Database,
  people: ReadonlyArray<{ firstName: string; lastName: string; email: string }>,
  accountType: 'buyer' | 'seller',
  passwordHash: string,
  firstPhone: number,
): Promise<Map<string, string>> {
  const now = new Date();
  await db
    .insert(users)
    .values(
      people.map(({ firstName, lastName, email }, index) => ({
        firstName,
        lastName,
        email,
        accountType,
        passwordHash,
        emailVerifiedAt: now,
        termsAcceptedAt: now,
        phone: demoPhone(firstPhone, index),
        phoneVerifiedAt: now,
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

interface StoredPhoto {
  id: string;
  width: number;
  height: number;
}

/** The demo item's photo in storage, rendered at install; its row goes in with the listing. */
async function storeDemoPhoto(storage: PhotoStorage, item: DemoItem): Promise<StoredPhoto> {
  const id = randomUUID();
  const renditions = await demoPhotoRenditions(item.illustration);
  await storeRenditions(storage, id, renditions);
  return { id, ...renditions.size };
}

/** A demo item's listing with its photo; `listing` gives its schedule and, for a sale, its result. */
async function insertDemoListing(
  tx: Database,
  item: DemoItem,
  sellerId: string,
  photo: StoredPhoto,
  listing: Partial<NewListing>,
) {
  const startingPriceKobo = nairaToKobo(item.startingNaira);
  await insertPhoto(tx, { ownerId: sellerId, ...photo });
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
  await attachPhotos(tx, row.id, sellerId, [photo.id]);
  return row;
}

interface DemoBuyerAccount {
  id: string;
  fullName: string;
  address: DemoAddress;
}

/**
 * The bids of a finished sale: rising evenly from the starting price to the winning price
 * in whole bid increments, placed by demo buyers taking turns, the winner last.
 */
function saleBids(sale: DemoSale, saleIndex: number, buyers: DemoBuyerAccount[], startsAt: number, endsAt: number) {
  const start = nairaToKobo(sale.startingNaira);
  const final = nairaToKobo(sale.soldForNaira);
  const rivals = [0, 1, 2].map((offset) => buyers[(saleIndex * 3 + offset) % buyers.length]!);
  return Array.from({ length: sale.bidCount }, (_, index) => {
    const last = index === sale.bidCount - 1;
    const share = start + Math.round(((final - start) * index) / (sale.bidCount - 1));
    const step = bidIncrementFor(share);
    const price = last ? final : Math.max(start, Math.round(share / step) * step);
    return {
      bidder: last ? rivals[0]! : rivals[(sale.bidCount - 1 - index) % rivals.length]!,
      price,
      placedAt: new Date(startsAt + ((endsAt - startsAt) * (index + 1)) / (sale.bidCount + 1)),
    };
  });
}

/** More than any demo delivery fee, so each winner's deposit pays for their whole order. */
const DELIVERY_ALLOWANCE_NAIRA = 10_000;
/** People deposit round sums. */
const DEPOSIT_ROUNDING_NAIRA = 10_000;

/** What the winner deposited before bidding, credited as the provider's webhook credits one. */
async function creditDemoDeposit(tx: Database, userId: string, sale: DemoSale): Promise<void> {
  const naira =
    Math.ceil((sale.soldForNaira + DELIVERY_ALLOWANCE_NAIRA) / DEPOSIT_ROUNDING_NAIRA) * DEPOSIT_ROUNDING_NAIRA;
  const deposit = await insertDeposit(tx, {
    userId,
    reference: newDepositReference(),
    provider: PAYSTACK_PROVIDER_NAME,
    amountKobo: nairaToKobo(naira),
    channel: 'card',
    paysOrderId: null,
    paysOrderDelivery: null,
  });
  await creditPaidDeposit(tx, deposit);
}

/** The winning bid's security, held from the wallet in the auction's security account as place_bids holds a leader's. */
async function holdBidSecurity(tx: Database, listingId: string, bidderId: string, maxKobo: number): Promise<string> {
  const wallet = await walletAccount(tx, bidderId);
  const security = await auctionSecurityAccount(tx, listingId);
  await lockAccounts(tx, [wallet.id, security.id]);
  const hold = await transfer(tx, {
    debitAccountId: wallet.id,
    creditAccountId: security.id,
    amountKobo: bidSecurityFor(maxKobo),
    purpose: 'bid_security',
    pending: true,
  });
  return hold.id;
}

/**
 * A finished sale as the close leaves it, in one transaction: the winner's deposit credited,
 * the listing sold with its bids, the winner's security held, and the order opened by
 * openOrder as the close opens it, so its deadline, reminders and mail run as in production.
 */
async function openDemoSale(
  db: Database,
  storage: PhotoStorage,
  sale: DemoSale,
  sellerId: string,
  placed: ReturnType<typeof saleBids>,
  { startsAt, endsAt }: { startsAt: Date; endsAt: Date },
): Promise<OrderRow> {
  const winner = placed.at(-1)!;
  const photo = await storeDemoPhoto(storage, sale);
  return db.transaction(async (tx) => {
    await creditDemoDeposit(tx, winner.bidder.id, sale);
    const listing = await insertDemoListing(tx, sale, sellerId, photo, {
      status: 'ended',
      outcome: 'sold',
      startsAt,
      endsAt,
      closedAt: endsAt,
      currentPriceKobo: winner.price,
      bidCount: placed.length,
      leaderId: winner.bidder.id,
      leaderMaxKobo: winner.price,
      winnerId: winner.bidder.id,
    });
    await tx.insert(bids).values(
      placed.map((bid, bidIndex) => ({
        listingId: listing.id,
        bidderId: bid.bidder.id,
        maxAmountKobo: bid.price,
        idempotencyKey: `demo-sale:${listing.id}:${bidIndex}`,
        answer: {
          leading: true,
          currentPrice: bid.price,
          bidCount: bidIndex + 1,
          endsAt: endsAt.toISOString(),
          minNextBid: bid.price + bidIncrementFor(bid.price),
        },
        createdAt: bid.placedAt,
      })),
    );
    const holdId = await holdBidSecurity(tx, listing.id, winner.bidder.id, winner.price);
    // Inserted already ended, so the close's trigger never saw the bids: the final hash is recorded here.
    await tx
      .update(listings)
      .set({ leaderHoldId: holdId, finalBidHash: sql`bid_chain_head(${listing.id})` })
      .where(eq(listings.id, listing.id));
    return openOrder(tx, {
      listing,
      buyerId: winner.bidder.id,
      priceKobo: winner.price,
      holdId,
      openedAt: endsAt,
      boughtNow: false,
    });
  });
}

/**
 * Takes a demo sale's order as far as the catalogue says, each step by the workflow the
 * buyer's or seller's click runs, so money and timeline are what those clicks leave.
 */
async function advanceDemoOrder(
  db: Database,
  order: OrderRow,
  progress: DemoOrderProgress,
  buyer: DemoBuyerAccount,
  { forfeitSellerSharePercent, inspectionDays }: Omit<DemoCatalogueOptions, 'signal'>,
): Promise<void> {
  if (progress.stage === 'awaiting_payment') return;
  if (progress.stage === 'forfeited') {
    // The payment deadline's job would forfeit it at the first start; forfeiting it here lets
    // its seller offer the item to the runner-up before anyone looks.
    await db.transaction((tx) => forfeitUnpaidOrder(tx, order.id, forfeitSellerSharePercent));
    await offerAfterForfeit(db, { id: order.id, userId: order.sellerId });
    return;
  }
  const delivery: DeliveryChoice =
    progress.delivery === 'pickup'
      ? { method: 'pickup' }
      : { method: 'delivery', address: { fullName: buyer.fullName, ...buyer.address } };
  await payOrder(db, { orderId: order.id, buyerId: order.buyerId, idempotencyKey: randomUUID(), delivery });
  if (progress.stage === 'paid') return;
  await shipOrder(db, { orderId: order.id, userId: order.sellerId, ...progress.shipping });
  if (progress.stage === 'completed') {
    await confirmDelivery(db, { orderId: order.id, userId: order.buyerId });
    await rateOrder(db, { orderId: order.id, userId: order.buyerId, ...progress.review });
  }
  if (progress.stage === 'disputed')
    await openDispute(db, { orderId: order.id, userId: order.buyerId, ...progress.dispute });
  if (progress.stage === 'return_requested') {
    await markReceived(db, { inspectionDays }, { orderId: order.id, userId: order.buyerId });
    await requestReturn(db, { orderId: order.id, userId: order.buyerId, ...progress.returnRequest });
  }
}

async function seedSales(
  db: Database,
  storage: PhotoStorage,
  sellerIds: Map<string, string>,
  buyers: DemoBuyerAccount[],
  present: Set<string>,
  { signal, ...settings }: DemoCatalogueOptions,
) {
  let seeded = 0;
  for (const [index, sale] of demoSales.entries()) {
    if (signal?.aborted) break;
    if (present.has(sale.title)) continue;
    const endsAt = Date.now() - sale.endedHoursAgo * HOUR_MS;
    const startsAt = endsAt - SALE_DURATION_MS;
    const placed = saleBids(sale, index, buyers, startsAt, endsAt);
    const order = await openDemoSale(db, storage, sale, sellerIds.get(sale.seller)!, placed, {
      startsAt: new Date(startsAt),
      endsAt: new Date(endsAt),
    });
    await advanceDemoOrder(db, order, sale.order, placed.at(-1)!.bidder, settings);
    seeded += 1;
  }
  return seeded;
}

/** Argon2 is slow on purpose: the listings and the sales seeded on one start share one hash. */
let demoPasswordHash: Promise<string> | undefined;

/** The demo accounts (made once) and the titles of the demo listings already seeded. */
async function demoAccounts(db: Database) {
  const passwordHash = await (demoPasswordHash ??= hash(DEMO_PASSWORD));
  const sellersByEmail = await ensureDemoUsers(db, demoSellers, 'seller', passwordHash, 1);
  const sellerIds = new Map(demoSellers.map((seller) => [seller.key, sellersByEmail.get(seller.email)!]));
  await ensureDemoVerifiedSeller(db, sellerIds.get('ikeja')!);
  const buyersByEmail = await ensureDemoUsers(db, demoBuyers, 'buyer', passwordHash, 11);
  await ensureDemoUsers(db, [demoOperator], 'buyer', passwordHash, 21);
  // Through the command line's own path, so the grant is in the audit log like any other.
  await changeOperatorRole(db, 'grant', demoOperator.email, 'Demo catalogue: the support desk');
  const buyers = demoBuyers.map((buyer) => ({
    id: buyersByEmail.get(buyer.email)!,
    fullName: `${buyer.firstName} ${buyer.lastName}`,
    address: buyer.address,
  }));
  const existing = await db
    .select({ title: listings.title })
    .from(listings)
    .where(inArray(listings.sellerId, [...sellerIds.values()]));
  return { sellerIds, buyers, present: new Set(existing.map((row) => row.title)) };
}

async function seedLiveItems(db: Database, storage: PhotoStorage, options: DemoCatalogueOptions) {
  const { sellerIds, present } = await demoAccounts(db);
  const now = Date.now();
  let seeded = 0;
  for (const [index, item] of demoItems.entries()) {
    // Stops between listings when the server shuts down; the next start fills in the rest.
    if (options.signal?.aborted) break;
    if (present.has(item.title)) continue;
    const photo = await storeDemoPhoto(storage, item);
    const listing = item.relist
      ? {
          startsAt: new Date(now - DEMO_STARTED_AGO_MINUTES * 60_000),
          endsAt: new Date(now + item.relist.endsInMinutes * 60_000),
          relistsLeft: item.relist.times,
          relistPriceDropPercent: item.relist.priceDropPercent,
        }
      : scheduleFor(index, now);
    await db.transaction((tx) => insertDemoListing(tx, item, sellerIds.get(item.seller)!, photo, listing));
    seeded += 1;
  }
  return seeded;
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
        // Listed again by itself (the relisting demo): the new auction carries the item on.
        sql`not exists (select 1 from listings relisted where relisted.relisted_from_id = ${listings.id})`,
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
 * The demo auctions to bid on: seeds those not there yet (all of them into an empty
 * database; the rest after a start that was stopped half-way) and brings ended demo
 * auctions back to life. Never called in production.
 */
export async function ensureDemoListings(
  db: Database,
  storage: PhotoStorage,
  options: DemoCatalogueOptions,
): Promise<{ seeded: number; revived: number }> {
  const revived = await reviveEndedDemoListings(db);
  return { seeded: await seedLiveItems(db, storage, options), revived };
}

/**
 * The finished demo sales not there yet, each taken through the real order workflows to its
 * stage. Slower than the listings (a few hundred transactions), so the server runs it after
 * it starts answering. Never called in production.
 */
export async function ensureDemoSales(db: Database, storage: PhotoStorage, options: DemoCatalogueOptions) {
  const { sellerIds, buyers, present } = await demoAccounts(db);
  return seedSales(db, storage, sellerIds, buyers, present, options);
}

/** Both, in order: what `npm run seed` does. */
export async function ensureDemoCatalogue(
  db: Database,
  storage: PhotoStorage,
  options: DemoCatalogueOptions,
): Promise<{ seeded: number; sales: number; revived: number }> {
  const listed = await ensureDemoListings(db, storage, options);
  return { ...listed, sales: await ensureDemoSales(db, storage, options) };
}
