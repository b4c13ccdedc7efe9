import { serverMessages } from '@naijabid/shared/messages';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { lockOrder } from '../../modules/orders/repository';
import type { RateRequest } from '../../modules/orders/service';
import {
  addToSellerTotals,
  changeSellerStars,
  insertRating,
  lockRatingOf,
  updateRating,
} from '../../modules/ratings/repository';
import { ratingRefusal } from '../../modules/ratings/service';

/**
 * A party of a completed order rates the other: the first time gives the rating, again
 * within the edit window changes it. Under the order's lock, so a party's two requests at
 * once make one rating; a seller's totals change in the same transaction, so every card's
 * stars match the ratings stored. Answers whether the rating was new.
 */
export function rateOrder(db: Database, request: RateRequest): Promise<{ created: boolean }> {
  return db.transaction(async (tx) => {
    const locked = await lockOrder(tx, request.orderId);
    const order = locked?.order;
    const raterIsBuyer = order?.buyerId === request.userId;
    if (!locked || !order || (!raterIsBuyer && order.sellerId !== request.userId))
      throw new AppError('not_found', serverMessages.orderNotFound);

    const given = await lockRatingOf(tx, order.id, request.userId);
    const refusal = ratingRefusal(order, given, locked.nowMs);
    if (refusal) throw new AppError('rating_closed', refusal);

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
