import { serverMessages } from '@naijabid/shared/messages';
import type { SecondChanceAnswerEvent } from '@naijabid/shared/schemas/orders';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { appendEvent, userChannel } from '../../modules/live/repository';
import { OFFER_JOB_KINDS, type OfferExpiryPayload } from '../../modules/offers/offer-jobs';
import { closeOffer, lockOffer, type OfferRow, type OfferWithTitle } from '../../modules/offers/repository';
import type { OfferChange, OfferRequest } from '../../modules/offers/service';
import type { LiveEvent } from '../../plugins/event-bus';
import type { JobHandlers } from '../../plugins/job-queue';
import { openOrder } from './open-order';

type OfferEnd = 'second_chance_accepted' | 'second_chance_declined' | 'second_chance_expired';

/** Tells the seller how their offer ended, so they can offer the item to the next bidder. */
function tellSeller(tx: Database, type: OfferEnd, offer: OfferRow, title: string): Promise<LiveEvent> {
  const notice: SecondChanceAnswerEvent = {
    offerId: offer.id,
    listingId: offer.listingId,
    title,
    price: offer.priceKobo,
    orderId: offer.orderId,
    forfeitedOrderId: offer.forfeitedOrderId,
  };
  return appendEvent(tx, userChannel(offer.sellerId), type, notice);
}

/**
 * The offer locked for its bidder's answer. Anyone else learns nothing of it; an offer
 * answered, expired, or past its deadline by the database's clock (its expiry job may not have
 * run yet) can no longer be answered.
 */
async function lockOpenOffer(tx: Database, { id, userId }: OfferRequest): Promise<OfferWithTitle> {
  const locked = await lockOffer(tx, id);
  if (!locked || locked.offer.bidderId !== userId) throw new AppError('not_found', serverMessages.offerNotFound);
  if (locked.offer.status !== 'open' || locked.nowMs >= locked.offer.expiresAt.getTime())
    throw new AppError('offer_not_open', serverMessages.offerNotOpen);
  return locked;
}

/**
 * POST /offers/:id/accept: in one transaction under the offer's lock, the offer is accepted
 * and becomes an order for the bidder at the offer's price, opened as any order is (deadline,
 * reminders, mail) but without a security hold. The seller is told.
 */
export function acceptOffer(db: Database, request: OfferRequest): Promise<OfferChange> {
  return db.transaction(async (tx) => {
    const { offer, title, nowMs } = await lockOpenOffer(tx, request);
    const order = await openOrder(tx, {
      listing: { id: offer.listingId, title, sellerId: offer.sellerId },
      buyerId: offer.bidderId,
      priceKobo: offer.priceKobo,
      holdId: null,
      openedAt: new Date(nowMs),
      boughtNow: false,
    });
    const accepted = await closeOffer(tx, offer.id, { status: 'accepted', orderId: order.id });
    return {
      offer: { offer: accepted, title, nowMs },
      events: [await tellSeller(tx, 'second_chance_accepted', accepted, title)],
    };
  });
}

/** POST /offers/:id/decline: the seller is told and may offer the item to the next bidder. */
export function declineOffer(db: Database, request: OfferRequest): Promise<OfferChange> {
  return db.transaction(async (tx) => {
    const { offer, title, nowMs } = await lockOpenOffer(tx, request);
    const declined = await closeOffer(tx, offer.id, { status: 'declined' });
    return {
      offer: { offer: declined, title, nowMs },
      events: [await tellSeller(tx, 'second_chance_declined', declined, title)],
    };
  });
}

/**
 * The offer's deadline (a job, so it runs once across processes and restarts): an offer still
 * open expires and the seller is told. One answered in time is left as it is.
 */
export async function expireOffer(tx: Database, offerId: string): Promise<LiveEvent[]> {
  const locked = await lockOffer(tx, offerId);
  if (!locked) throw new Error(`Offer ${offerId} has an expiry but does not exist`);
  const { offer, title, nowMs } = locked;
  if (offer.status !== 'open') return [];
  // The job runs at expires_at by the same clock, so this would be a bug; failing leaves the
  // job to retry rather than expire the offer early.
  if (nowMs < offer.expiresAt.getTime())
    throw new Error(`Offer ${offerId} is open until ${offer.expiresAt.toISOString()}`);
  const expired = await closeOffer(tx, offer.id, { status: 'expired' });
  return [await tellSeller(tx, 'second_chance_expired', expired, title)];
}

/** The offers' jobs by kind, for the job runner. */
export function offerJobs(): JobHandlers {
  return {
    [OFFER_JOB_KINDS.expiry]: {
      inTransaction: (tx, payload) => expireOffer(tx, (payload as OfferExpiryPayload).offerId),
    },
  };
}
