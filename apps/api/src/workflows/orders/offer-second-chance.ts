import { SECOND_CHANCE_OFFER_HOURS } from '@naijabid/shared/constants';
import { orderMailMessages, serverMessages } from '@naijabid/shared/messages';
import { formatNaira } from '@naijabid/shared/money';
import type { SecondChanceOfferEvent } from '@naijabid/shared/schemas/orders';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { lockListing, wasRelisted } from '../../modules/auctions/repository';
import { OFFER_JOB_KINDS, offerJobKey, type OfferExpiryPayload } from '../../modules/offers/offer-jobs';
import { hasLiveOffer, highestRemainingBidder, insertOffer } from '../../modules/offers/repository';
import type { OfferChange, OfferRequest } from '../../modules/offers/service';
import { formatDeadline } from '../../modules/orders/order-jobs';
import { lockOrder } from '../../modules/orders/repository';
import { scheduleJob } from '../../plugins/job-queue';
import { tellParty } from '../notices/tell-party';
import { takeStep } from '../../modules/orders/lifecycle';

const HOUR_MS = 60 * 60 * 1000;

interface UnsoldItem {
  listingId: string;
  title: string;
  sellerId: string;
  /** Null when the reserve was not met: there was no winner. */
  forfeitedOrderId: string | null;
  nowMs: number;
}

const unavailable = () => new AppError('second_chance_unavailable', serverMessages.secondChanceUnavailable);

/**
 * Offers the item to the highest remaining bidder at their highest maximum, for
 * SECOND_CHANCE_OFFER_HOURS. The caller holds the listing's row lock, so offers on one item
 * are made one at a time and never two are open. The expiry is a job scheduled in the same
 * transaction; the bidder is told live and by mail.
 */
async function offerToNextBidder(tx: Database, item: UnsoldItem): Promise<OfferChange> {
  if (await hasLiveOffer(tx, item.listingId)) throw unavailable();
  const next = await highestRemainingBidder(tx, item.listingId);
  if (!next) throw unavailable();
  const expiresAt = new Date(item.nowMs + SECOND_CHANCE_OFFER_HOURS * HOUR_MS);
  const offer = await insertOffer(tx, {
    listingId: item.listingId,
    sellerId: item.sellerId,
    bidderId: next.bidderId,
    forfeitedOrderId: item.forfeitedOrderId,
    priceKobo: next.maxAmountKobo,
    expiresAt,
  });
  const expiry: OfferExpiryPayload = { offerId: offer.id };
  await scheduleJob(tx, {
    kind: OFFER_JOB_KINDS.expiry,
    payload: expiry,
    runAt: expiresAt,
    dedupeKey: offerJobKey(offer.id, 'expiry'),
  });

  const notice: SecondChanceOfferEvent = {
    offerId: offer.id,
    listingId: item.listingId,
    title: item.title,
    price: offer.priceKobo,
    expiresAt: expiresAt.toISOString(),
  };
  const mailText = item.forfeitedOrderId ? orderMailMessages.offerText : orderMailMessages.offerBelowReserveText;
  const event = await tellParty(tx, {
    userId: next.bidderId,
    event: { type: 'second_chance_offer', data: notice },
    mail: {
      subject: orderMailMessages.offerSubject(item.title),
      text: mailText(item.title, formatNaira(offer.priceKobo), formatDeadline(expiresAt)),
      key: offerJobKey(offer.id, 'mail-offer'),
    },
  });
  return { offer: { offer, title: item.title, nowMs: item.nowMs }, events: [event] };
}

/** POST /orders/:id/second-chance: the seller of a forfeited sale offers it to the next bidder. */
export function offerAfterForfeit(db: Database, { id: orderId, userId: sellerId }: OfferRequest): Promise<OfferChange> {
  return db.transaction(async (tx) => {
    // The buyer and strangers learn nothing of the sale, as when reading the order. Whether a
    // bidder remains, with no offer open, is the listing's: checked next, under its lock.
    const { order, title, nowMs } = takeStep(await lockOrder(tx, orderId), sellerId, 'offer_second_chance');
    await lockListing(tx, order.listingId);
    return offerToNextBidder(tx, { listingId: order.listingId, title, sellerId, forfeitedOrderId: order.id, nowMs });
  });
}

/** POST /listings/:id/second-chance: the seller of an auction that ended below its reserve offers it to the top bidder. */
export function offerBelowReserve(
  db: Database,
  { id: listingId, userId: sellerId }: OfferRequest,
): Promise<OfferChange> {
  return db.transaction(async (tx) => {
    const locked = await lockListing(tx, listingId);
    if (!locked || locked.listing.sellerId !== sellerId)
      throw new AppError('not_found', serverMessages.listingNotFound);
    const { listing, nowMs } = locked;
    if (listing.outcome !== 'unsold' || listing.reservePriceKobo === null) throw unavailable();
    // Listed again by itself (workflows/bidding/relist.ts): the item is for sale there now.
    if (await wasRelisted(tx, listingId)) throw unavailable();
    return offerToNextBidder(tx, { listingId, title: listing.title, sellerId, forfeitedOrderId: null, nowMs });
  });
}
