import type { SecondChanceOffer } from '@naijabid/shared/schemas/orders';
import type { Database } from '../../db/client';
import type { LiveEvent } from '../../plugins/event-bus';
import type { AuctionService } from '../auctions/service';
import * as repository from './repository';

/** A second-chance offer made, accepted or declined by a workflow (workflows/orders/offer-second-chance.ts, answer-offer.ts). */
export interface OfferChange {
  offer: repository.OfferWithTitle;
  /** Appended in the workflow's transaction; publish them once it has committed. */
  events: LiveEvent[];
}

/** Who asks: the seller of the sale (offering) or the bidder offered it (answering). */
export interface OfferRequest {
  /** The forfeited order, the unsold listing or the offer, by the route. */
  id: string;
  userId: string;
}

/** Lists are capped, not paged: a bidder is offered few items at once. */
const OFFERS_LIMIT = 50;

/**
 * An offer still open past its deadline reads as expired by the database's clock, before its
 * expiry job has run: it can no longer be accepted.
 */
function statusAt({ offer, nowMs }: repository.OfferWithTitle): SecondChanceOffer['status'] {
  return offer.status === 'open' && nowMs >= offer.expiresAt.getTime() ? 'expired' : offer.status;
}

export function createOfferService({ db, auctions }: { db: Database; auctions: AuctionService }) {
  async function views(rows: repository.OfferWithTitle[]): Promise<SecondChanceOffer[]> {
    const covers = await auctions.coverPhotos(rows.map((row) => row.offer.listingId));
    return rows.map((row) => ({
      id: row.offer.id,
      listingId: row.offer.listingId,
      title: row.title,
      image: covers.get(row.offer.listingId) ?? null,
      price: row.offer.priceKobo,
      status: statusAt(row),
      expiresAt: row.offer.expiresAt.toISOString(),
      orderId: row.offer.orderId,
      createdAt: row.offer.createdAt.toISOString(),
    }));
  }

  return {
    view: async (row: repository.OfferWithTitle): Promise<SecondChanceOffer> => (await views([row]))[0]!,

    /** The offers made to the bidder, newest first. */
    listFor: async (bidderId: string) => views(await repository.offersTo(db, bidderId, OFFERS_LIMIT)),

    /**
     * Of the given listings, those the seller may offer to the next bidder now: the orders view
     * shows them the `offer_second_chance` action, the seller's listings an offer button.
     */
    listingsOpenToSecondChance: (listingIds: string[]) => repository.listingsOpenToSecondChance(db, listingIds),
  };
}

export type OfferService = ReturnType<typeof createOfferService>;
