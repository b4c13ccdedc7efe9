import { ratingServerMessages } from '@naijabid/shared/messages/ratings';
import { maskedBidderName } from '@naijabid/shared/proxy-bidding';
import { averageStars, RATING_LIMITS, SELLER_PROFILE_LIMITS } from '@naijabid/shared/ratings';
import type { OrderRating, SellerProfile } from '@naijabid/shared/schemas/ratings';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { publicName, type AuctionService } from '../auctions/service';
import * as repository from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export type RatingRow = repository.RatingRow;

/** A rating as the order page shows it. */
export function ratingView(rating: RatingRow): OrderRating {
  return {
    stars: rating.stars,
    comment: rating.comment,
    ratedAt: rating.createdAt.toISOString(),
    editableUntil: new Date(rating.createdAt.getTime() + RATING_LIMITS.editDays * DAY_MS).toISOString(),
  };
}

/**
 * Why a party of the order may not rate the other now, or null when they may: only once it
 * is completed (delivered, and the escrow released), a first rating within
 * RATING_LIMITS.openDays of that, a change within RATING_LIMITS.editDays of the first.
 */
export function ratingRefusal(
  order: { status: string; completedAt: Date | null },
  given: Pick<RatingRow, 'createdAt'> | undefined,
  nowMs: number,
): string | null {
  if (order.status !== 'completed' || !order.completedAt) return ratingServerMessages.notYetDelivered;
  if (given)
    return nowMs < given.createdAt.getTime() + RATING_LIMITS.editDays * DAY_MS ? null : ratingServerMessages.editClosed;
  return nowMs < order.completedAt.getTime() + RATING_LIMITS.openDays * DAY_MS
    ? null
    : ratingServerMessages.windowClosed;
}

export function createRatingService({
  db,
  auctions,
}: {
  db: Database;
  auctions: Pick<AuctionService, 'liveOf' | 'sellerIsVerified'>;
}) {
  return {
    /** Every rating on the given orders, by either party (the order view picks the viewer's and the other's). */
    ratingsOf: (orderIds: string[]) => repository.ratingsOfOrders(db, orderIds),

    /** A seller's public profile; a buyer's account has none. */
    async profile(sellerId: string): Promise<SellerProfile> {
      const seller = await repository.findSeller(db, sellerId);
      if (!seller || seller.accountType !== 'seller')
        throw new AppError('not_found', ratingServerMessages.sellerNotFound);
      const [reviews, listings, verified] = await Promise.all([
        repository.recentReviewsOf(db, sellerId, SELLER_PROFILE_LIMITS.reviews),
        auctions.liveOf(sellerId),
        auctions.sellerIsVerified(sellerId),
      ]);
      return {
        id: seller.id,
        displayName: publicName(seller),
        memberSince: seller.createdAt.toISOString(),
        rating: { average: averageStars(seller.starTotal, seller.reviewCount), count: seller.reviewCount },
        completedSales: seller.completedSales,
        verified,
        reviews: reviews.map((review) => ({
          stars: review.stars,
          comment: review.comment,
          reviewer: maskedBidderName(review.reviewerFirstName, review.reviewerLastName),
          item: review.item,
          ratedAt: review.createdAt.toISOString(),
        })),
        listings,
      };
    },
  };
}

export type RatingService = ReturnType<typeof createRatingService>;
