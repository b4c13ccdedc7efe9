import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { HandOverStepRequest, OrderStepRequest } from '../../modules/orders/service';
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
import { handOver, type HandoverSettings } from './hand-over';
import { resolveDispute } from './resolve-dispute';
import { shipOrder } from './ship-order';
import {
  acceptReturn,
  confirmReturnReceived,
  markReceived,
  refuseReturn,
  requestReturn,
  shipReturn,
  type InspectionSettings,
} from './returns';

/** An order's steps, for the order routes; a step's caller publishes the events it answers. */
export function orderSteps(db: Database, handover: HandoverSettings, inspection: InspectionSettings) {
  const step = withDatabase(db);
  return {
    handOver: step((tx: Database, request: HandOverStepRequest) => handOver(tx, handover, request)),
    payOrder: step(payOrder),
    shipOrder: step(shipOrder),
    confirmDelivery: step(confirmDelivery),
    cancelOrder: step(cancelOrder),
    openDispute: step(openDispute),
    rateOrder: step(rateOrder),
    markReceived: step((tx: Database, request: OrderStepRequest) => markReceived(tx, inspection, request)),
    requestReturn: step(requestReturn),
    acceptReturn: step(acceptReturn),
    refuseReturn: step(refuseReturn),
    shipReturn: step(shipReturn),
    confirmReturnReceived: step(confirmReturnReceived),
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
