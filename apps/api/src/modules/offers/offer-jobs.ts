/** The kinds of an offer's jobs (plugins/job-queue.ts); their handlers are in workflows/orders/answer-offer.ts. */
export const OFFER_JOB_KINDS = {
  expiry: 'second_chance_offer_expiry',
} as const;

export interface OfferExpiryPayload {
  offerId: string;
}

/** Every job of an offer, its mail included, is keyed under one prefix, so scheduling one twice finds the first. */
export const offerJobKey = (offerId: string, what: string) => `offer:${offerId}:${what}`;
