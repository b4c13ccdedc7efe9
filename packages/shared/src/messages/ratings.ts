/**
 * Ratings and seller profiles (docs/product.md#ratings): what the server answers, the rating
 * dialog on an order, the seller's profile page and the bid dialog's reserve hint.
 */
import { RATING_LIMITS, STARS_MAX } from '../ratings';
import { remoteStatusLabels } from './dashboard';

export const ratingServerMessages = {
  notYetDelivered: 'You can rate this sale once the item has been delivered and the order is completed.',
  windowClosed: `Ratings can be given within ${RATING_LIMITS.openDays} days of delivery; this one can no longer be given.`,
  editClosed: `A rating can be changed for ${RATING_LIMITS.editDays} days after it is given; this one can no longer be changed.`,
  rated: 'Thank you: your rating is saved.',
  updated: 'Your rating is updated.',
  sellerNotFound: 'We could not find that seller.',
  reserveChecksUsed: (hours: number) =>
    `You have checked this reserve as often as we allow for now. Try again in ${hours} ${hours === 1 ? 'hour' : 'hours'}, or place your bid.`,
} as const;

export const ratingValidationMessages = {
  starsRequired: `Choose from 1 to ${STARS_MAX} stars.`,
  commentTooLong: `Keep your comment to ${RATING_LIMITS.commentMax} characters.`,
  amountInvalid: 'Enter an amount in naira.',
} as const;

/** The order page's rating actions and what it shows of the ratings given. */
export const ratingLabels = {
  section: 'Ratings',
  rateSeller: 'Rate the seller',
  rateBuyer: 'Rate the buyer',
  editRating: 'Change your rating',
  dialogTitle: (counterpart: string) => `Rate ${counterpart}`,
  starsLegend: 'Your rating',
  star: (count: number) => `${count} ${count === 1 ? 'star' : 'stars'}`,
  starWords: ['Very poor', 'Poor', 'Okay', 'Good', 'Excellent'] as const,
  comment: 'Comment (optional)',
  commentHint: (left: number) => `${left} characters left`,
  commentPlaceholder: 'How did the sale go? Item as described, quick to answer, well packed…',
  submit: 'Submit rating',
  saving: 'Saving…',
  cancel: 'Cancel',
  yourRating: 'Your rating',
  theirRating: (role: 'buyer' | 'seller') =>
    role === 'buyer' ? "The seller's rating of you" : "The buyer's rating of you",
  editableUntil: (date: string) => `You can change it until ${date}.`,
  outOf: (stars: number) => `${stars} out of ${STARS_MAX} stars`,
} as const;

/** `/sellers/:id`: the seller's public profile. */
export const sellerProfileLabels = {
  loading: 'Loading seller',
  loadFailed: 'This seller could not be loaded',
  notFound: 'Seller not found',
  fallbackTitle: 'Seller',
  title: (name: string) => `${name} · Seller`,
  memberSince: (date: string) => `Member since ${date}`,
  completedSales: (count: number) => `${count} completed ${count === 1 ? 'sale' : 'sales'}`,
  reviews: 'Recent reviews',
  reviewCount: (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`,
  noReviews: 'No reviews yet. Reviews appear here once buyers have received their items.',
  reviewOf: (item: string) => `Bought: ${item}`,
  liveListings: 'Live auctions',
  noListings: 'No live auctions from this seller right now.',
  browseLive: 'Browse live auctions',
  tryAgain: remoteStatusLabels.tryAgain,
} as const;

/** The bid dialog's word on the reserve while a maximum is typed; never the amount itself. */
export const reserveHintLabels = {
  checking: 'Checking the reserve…',
  meets: 'This maximum meets the reserve.',
  below: 'This maximum is below the reserve: the item is not sold below it.',
  alreadyMet: 'The reserve has been met.',
  unavailable: 'We cannot check the reserve right now; you can still bid.',
} as const;
