import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { JobHandlers } from '../../plugins/job-queue';
import { withDatabase } from '../with-database';
import { acceptOffer, declineOffer, offerJobs } from './answer-offer';
import { cancelOrder } from './cancel-order';
import { offerAfterForfeit, offerBelowReserve } from './offer-second-chance';
import { openDispute } from './open-dispute';
import { orderJobs } from './order-jobs';
import { depositJobs } from './pay-after-deposit';
import { payOrder } from './pay-order';
import { rateOrder } from './rate-order';
import { confirmDelivery } from './release-escrow';
import { resolveDispute } from './resolve-dispute';
import { shipOrder } from './ship-order';

/** An order's steps, for the order routes; a step's caller publishes the events it answers. */
export function orderSteps(db: Database) {
  const step = withDatabase(db);
  return {
    payOrder: step(payOrder),
    shipOrder: step(shipOrder),
    confirmDelivery: step(confirmDelivery),
    cancelOrder: step(cancelOrder),
    openDispute: step(openDispute),
    rateOrder: step(rateOrder),
  };
}

/** A second-chance offer's steps, for the offer routes. */
export function offerSteps(db: Database) {
  const step = withDatabase(db);
  return {
    offerAfterForfeit: step(offerAfterForfeit),
    offerBelowReserve: step(offerBelowReserve),
    acceptOffer: step(acceptOffer),
    declineOffer: step(declineOffer),
  };
}

/** The operator's step on an order, for the operator console. */
export function orderOperatorSteps(db: Database) {
  return { resolveDispute: withDatabase(db)(resolveDispute) };
}

/** The orders' and offers' deadlines, and the payment a credited deposit was for, for the job runner. */
export function orderJobHandlers(options: { forfeitSellerSharePercent: number; log: FastifyBaseLogger }): JobHandlers {
  return {
    ...orderJobs({ forfeitSellerSharePercent: options.forfeitSellerSharePercent }),
    ...offerJobs(),
    ...depositJobs({ log: options.log }),
  };
}
