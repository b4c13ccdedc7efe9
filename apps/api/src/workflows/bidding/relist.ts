import { LISTING_LIMITS } from '@naijabid/shared/constants';
import { savedSearchMailMessages as m } from '@naijabid/shared/messages/saved-searches';
import { formatNaira } from '@naijabid/shared/money';
import { RELIST_AFTER_RESERVE_NOT_MET_HOURS, relistStartingPriceKobo } from '@naijabid/shared/relisting';
import type { RelistedEvent } from '@naijabid/shared/schemas/saved-searches';
import type { Database } from '../../db/client';
import { scheduleListingLive } from '../../modules/auctions/live-job';
import {
  insertListing,
  lockListing,
  copyPhotos,
  wasRelisted,
  type ListingRow,
} from '../../modules/auctions/repository';
import { findUserById } from '../../modules/auth/repository';
import { liveOfferOf } from '../../modules/offers/repository';
import { carryMatchesOver } from '../../modules/saved-searches/repository';
import type { LiveEvent } from '../../plugins/event-bus';
import { scheduleJob, type JobHandlers, type RunAgain } from '../../plugins/job-queue';
import { tellParty } from '../notices/tell-party';

export const RELIST_JOB = 'relist_listing';
export const relistKey = (listingId: string) => `relist:${listingId}`;

interface RelistPayload {
  listingId: string;
}

const HOUR_MS = 60 * 60_000;

/** Nobody bid, so there is nobody to offer it to: the auction is listed again as it closes. */
export const relistsAtOnce = (listing: Pick<ListingRow, 'bidCount'>) => listing.bidCount === 0;

/**
 * Scheduled by the close of an auction that ended unsold with relists left: at once when
 * nobody bid, or after RELIST_AFTER_RESERVE_NOT_MET_HOURS when the reserve was not met, so its
 * seller may first offer it to the top bidder.
 */
export async function scheduleRelist(
  tx: Database,
  listing: Pick<ListingRow, 'id' | 'bidCount'>,
  closedAt: Date,
): Promise<void> {
  const wait = relistsAtOnce(listing) ? 0 : RELIST_AFTER_RESERVE_NOT_MET_HOURS * HOUR_MS;
  const payload: RelistPayload = { listingId: listing.id };
  await scheduleJob(tx, {
    kind: RELIST_JOB,
    payload,
    runAt: new Date(closedAt.getTime() + wait),
    dedupeKey: relistKey(listing.id),
  });
}

/**
 * Lists an item that ended unsold again, as a new auction linked to the old one: the same
 * listing at the same or a lowered starting price, for as long as the last ran, with one
 * relist fewer left, showing the same photos (the ended one keeps showing them too), and
 * counting as told to whoever a saved search told of the old one. Under the old listing's
 * lock, and once: a listing is relisted at most once (a unique index), and a second-chance
 * offer on it waits for the same lock and is refused once it is relisted. Nothing is relisted
 * for a suspended or closed seller, or after a second-chance sale; an open offer is waited for.
 */
export async function relistUnsold(tx: Database, { listingId }: RelistPayload): Promise<LiveEvent[] | RunAgain> {
  const locked = await lockListing(tx, listingId);
  if (!locked) return [];
  const { listing, nowMs } = locked;
  if (listing.status !== 'ended' || listing.outcome !== 'unsold' || listing.relistsLeft <= 0) return [];
  if (await wasRelisted(tx, listingId)) return [];
  const seller = await findUserById(tx, listing.sellerId);
  if (!seller || seller.suspendedAt || seller.closedAt) return [];
  const offer = await liveOfferOf(tx, listingId);
  if (offer?.status === 'accepted') return [];
  if (offer?.status === 'open') return { runAgainAt: offer.expiresAt };

  const startingPriceKobo = relistStartingPriceKobo(
    listing.startingPriceKobo,
    listing.relistPriceDropPercent,
    LISTING_LIMITS.minPriceKobo,
  );
  const startsAt = new Date(nowMs);
  const relisted = await insertListing(tx, {
    sellerId: listing.sellerId,
    title: listing.title,
    description: listing.description,
    category: listing.category,
    brand: listing.brand,
    condition: listing.condition,
    startingPriceKobo,
    currentPriceKobo: startingPriceKobo,
    reservePriceKobo: listing.reservePriceKobo,
    buyNowPriceKobo: listing.buyNowPriceKobo,
    bidResetSeconds: listing.bidResetSeconds,
    locationState: listing.locationState,
    locationCity: listing.locationCity,
    pickupAvailable: listing.pickupAvailable,
    deliveryFeeInStateKobo: listing.deliveryFeeInStateKobo,
    deliveryFeeOtherStatesKobo: listing.deliveryFeeOtherStatesKobo,
    status: 'scheduled',
    startsAt,
    endsAt: new Date(nowMs + (listing.endsAt.getTime() - listing.startsAt.getTime())),
    relistsLeft: listing.relistsLeft - 1,
    relistPriceDropPercent: listing.relistPriceDropPercent,
    relistedFromId: listing.id,
  });
  await copyPhotos(tx, listing.id, relisted.id);
  await carryMatchesOver(tx, listing.id, relisted.id);
  await scheduleListingLive(tx, relisted.id, startsAt);
  const notice: RelistedEvent = {
    listingId: relisted.id,
    previousListingId: listing.id,
    title: listing.title,
    startingPrice: startingPriceKobo,
    relistsLeft: relisted.relistsLeft,
  };
  const event = await tellParty(tx, {
    userId: listing.sellerId,
    event: { type: 'relisted', data: notice },
    mail: {
      subject: m.relistedSubject(listing.title),
      text: m.relistedText(listing.title, formatNaira(startingPriceKobo)),
      key: `${relistKey(listing.id)}:mail`,
    },
  });
  return [event];
}

export function relistJobs(): JobHandlers {
  return { [RELIST_JOB]: { inTransaction: (tx, payload) => relistUnsold(tx, payload as RelistPayload) } };
}
