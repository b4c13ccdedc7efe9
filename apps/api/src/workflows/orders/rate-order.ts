import type { Database } from '../../db/client';
import { lockOrder } from '../../modules/orders/repository';
import type { RateRequest } from '../../modules/orders/service';
import { ensureCanTake, partyFor } from '../../modules/orders/lifecycle';
import {
  addToSellerTotals,
  changeSellerStars,
  insertRating,
  lockRatingOf,
  updateRating,
} from '../../modules/ratings/repository';

/**
 * A party of a completed order rates the other: the first time gives the rating, again
 * within the edit window changes it. Under the order's lock, so a party's two requests at
 * once make one rating; a seller's totals change in the same transaction, so every card's
 * stars match the ratings stored. Answers whether the rating was new.
 */
export function rateOrder(db: Database, request: RateRequest): Promise<{ created: boolean }> {
  return db.transaction(async (tx) => {
    const { order, nowMs, actor } = partyFor(await lockOrder(tx, request.orderId), request.userId, 'rate');
    const raterIsBuyer = actor === 'buyer';
    const given = await lockRatingOf(tx, order.id, request.userId);
    ensureCanTake({ order, nowMs, yourRating: given }, actor, 'rate');

    const comment = request.comment || null;
    if (given) {
      await updateRating(tx, given.id, { stars: request.stars, comment });
      if (raterIsBuyer) await changeSellerStars(tx, order.sellerId, request.stars - given.stars);
    } else {
      await insertRating(tx, {
        orderId: order.id,
        raterId: request.userId,
        rateeId: raterIsBuyer ? order.sellerId : order.buyerId,
        rateeRole: raterIsBuyer ? 'seller' : 'buyer',
        stars: request.stars,
        comment,
      });
      if (raterIsBuyer) await addToSellerTotals(tx, order.sellerId, request.stars);
    }
    return { created: !given };
  });
}
