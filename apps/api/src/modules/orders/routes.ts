import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serverMessages } from '@naijabid/shared/messages';
import { dataAnswerSchema, itemsDataSchema, messageAnswerSchema } from '@naijabid/shared/schemas/envelope';
import {
  buyerProtectionSchema,
  openDisputeRequestSchema,
  orderDataSchema,
  orderPaymentSchema,
  orderSchema,
  requestReturnRequestSchema,
  handOverRequestSchema,
  shipOrderRequestSchema,
  shipReturnRequestSchema,
} from '@naijabid/shared/schemas/orders';
import { RETURN_RULES } from '@naijabid/shared/constants';
import { BUYER_PROTECTION_PATH } from '@naijabid/shared/first-screen';
import { returnServerMessages } from '@naijabid/shared/messages/returns';
import { handoverServerMessages } from '@naijabid/shared/messages/receipts';
import { payOrderRequestSchema } from '@naijabid/shared/schemas/pay-requests';
import { ratingServerMessages } from '@naijabid/shared/messages/ratings';
import { photoAnswerDataSchema } from '@naijabid/shared/schemas/listings';
import { rateOrderRequestSchema } from '@naijabid/shared/schemas/ratings';
import { AppError } from '../../errors';
import { registerPhotoUpload } from '../../plugins/photo-upload';
import { BODY_REFUSALS, failureResponses } from '../../responses';
import type { EventBus, LiveEvent } from '../../plugins/event-bus';
import type {
  DisputeRequest,
  HandOverStepRequest,
  MadePayment,
  OrderService,
  OrderStep,
  PaymentRequest,
  RateRequest,
  ReturnRequest,
  ShipRequest,
} from './service';

const orderParams = z.object({ id: z.uuid(serverMessages.orderNotFound) });
const idempotencyKey = z.string().trim().min(8).max(100);

/** What each route answers, by status. */
const responses = {
  buyerProtection: { 200: dataAnswerSchema(buyerProtectionSchema), ...failureResponses() },
  list: { 200: dataAnswerSchema(itemsDataSchema(orderSchema)), ...failureResponses('unauthenticated') },
  get: { 200: dataAnswerSchema(orderDataSchema), ...failureResponses('unauthenticated', 'not_found') },
  pay: {
    200: messageAnswerSchema(orderPaymentSchema),
    ...failureResponses(
      BODY_REFUSALS,
      'unauthenticated',
      'not_found',
      'idempotency_key_reused',
      'order_already_paid',
      'payment_overdue',
      'insufficient_funds',
      'delivery_unavailable',
    ),
  },
  /** Ship, confirm delivery, cancel: the step's sentence and the order as it now is. */
  step: {
    200: messageAnswerSchema(orderDataSchema),
    ...failureResponses(BODY_REFUSALS, 'unauthenticated', 'not_found', 'order_state_conflict'),
  },
  /** 201 for a first rating, 200 for a change. */
  rate: {
    200: messageAnswerSchema(orderDataSchema),
    201: messageAnswerSchema(orderDataSchema),
    ...failureResponses(BODY_REFUSALS, 'unauthenticated', 'not_found', 'rating_closed'),
  },
  /** A wrong code is a 422 with the tries left; the wait after too many, a 429 saying how long. */
  handOver: {
    200: messageAnswerSchema(orderDataSchema),
    ...failureResponses(
      BODY_REFUSALS,
      'unauthenticated',
      'not_found',
      'order_state_conflict',
      'handover_code_wrong',
      'rate_limited',
    ),
  },
  disputePhoto: {
    201: dataAnswerSchema(photoAnswerDataSchema),
    ...failureResponses(BODY_REFUSALS, 'unauthenticated', 'photo_unreadable', 'rate_limited'),
  },
  dispute: {
    201: messageAnswerSchema(orderDataSchema),
    ...failureResponses(BODY_REFUSALS, 'unauthenticated', 'not_found', 'order_state_conflict'),
  },
  returnRequest: {
    201: messageAnswerSchema(orderDataSchema),
    ...failureResponses(
      BODY_REFUSALS,
      'unauthenticated',
      'not_found',
      'order_state_conflict',
      'return_already_requested',
      'return_window_closed',
    ),
  },
};

export interface OrderRouteOptions {
  orders: OrderService;
  bus: EventBus;
  /** The buyer's inspection window in days (the INSPECTION_DAYS setting), which pages say. */
  inspectionDays: number;
  /** The workflows that move an order on, handed in by app.ts: each moves money, the order and its notices together. */
  payOrder: (request: PaymentRequest) => Promise<MadePayment>;
  shipOrder: OrderStep<ShipRequest>;
  confirmDelivery: OrderStep;
  handOver: OrderStep<HandOverStepRequest>;
  cancelOrder: OrderStep;
  openDispute: OrderStep<DisputeRequest>;
  rateOrder: (request: RateRequest) => Promise<{ created: boolean }>;
  markReceived: OrderStep;
  requestReturn: OrderStep<ReturnRequest>;
  acceptReturn: OrderStep;
  refuseReturn: OrderStep;
  shipReturn: OrderStep<ShipRequest>;
  confirmReturnReceived: OrderStep;
}

export const orderRoutes: FastifyPluginAsyncZod<OrderRouteOptions> = async (
  app,
  {
    orders,
    bus,
    inspectionDays,
    payOrder,
    shipOrder,
    confirmDelivery,
    handOver,
    cancelOrder,
    openDispute,
    rateOrder,
    ...returnSteps
  },
) => {
  /** Publishes a step's live events once it has committed, and answers the order as it now is. */
  async function stepTaken(events: LiveEvent[], orderId: string, userId: string, message: string) {
    bus.publish(events);
    return { message, data: { order: await orders.get(orderId, userId) } };
  }

  /** Public: what buyer protection promises on this server, for the pages that say it. */
  app.get(BUYER_PROTECTION_PATH, { schema: { response: responses.buyerProtection } }, () => ({
    data: { inspectionDays, ...RETURN_RULES },
  }));

  app.get('/me/orders', { onRequest: app.authenticate, schema: { response: responses.list } }, async (request) => ({
    data: { items: await orders.list('buyer', request.auth!.user.id) },
  }));

  app.get('/me/sales', { onRequest: app.authenticate, schema: { response: responses.list } }, async (request) => ({
    data: { items: await orders.list('seller', request.auth!.user.id) },
  }));

  app.get(
    '/orders/:id',
    { onRequest: app.authenticate, schema: { params: orderParams, response: responses.get } },
    async (request) => ({
      data: { order: await orders.get(request.params.id, request.auth!.user.id) },
    }),
  );

  app.post(
    '/orders/:id/pay',
    {
      onRequest: app.authenticate,
      schema: { params: orderParams, body: payOrderRequestSchema, response: responses.pay },
    },
    async (request) => {
      const key = idempotencyKey.safeParse(request.headers['idempotency-key']);
      if (!key.success) throw new AppError('validation', serverMessages.paymentKeyRequired);
      const { payment, replayed, events } = await payOrder({
        orderId: request.params.id,
        buyerId: request.auth!.user.id,
        idempotencyKey: key.data,
        delivery: request.body.delivery,
      });
      if (!replayed) bus.publish(events);
      const pickup = request.body.delivery.method === 'pickup';
      return { message: pickup ? serverMessages.orderPaidForPickup : serverMessages.orderPaid, data: payment };
    },
  );

  // Ship, confirm, cancel and dispute need no idempotency key: each is allowed from one status
  // and leaves it, so a repeat is refused with order_state_conflict and moves nothing.
  app.post(
    '/orders/:id/ship',
    {
      onRequest: app.authenticate,
      schema: { params: orderParams, body: shipOrderRequestSchema, response: responses.step },
    },
    async (request) => {
      const step = { orderId: request.params.id, userId: request.auth!.user.id };
      const events = await shipOrder({ ...step, ...request.body });
      return stepTaken(events, step.orderId, step.userId, serverMessages.orderShipped);
    },
  );

  app.post(
    '/orders/:id/confirm-delivery',
    { onRequest: app.authenticate, schema: { params: orderParams, response: responses.step } },
    async (request) => {
      const step = { orderId: request.params.id, userId: request.auth!.user.id };
      return stepTaken(await confirmDelivery(step), step.orderId, step.userId, serverMessages.deliveryConfirmed);
    },
  );

  /** The seller of a pickup, with the code on the buyer's page: delivered, completed and paid at once. */
  app.post(
    '/orders/:id/handover',
    {
      onRequest: app.authenticate,
      schema: { params: orderParams, body: handOverRequestSchema, response: responses.handOver },
    },
    async (request) => {
      const step = { orderId: request.params.id, userId: request.auth!.user.id };
      const events = await handOver({ ...step, code: request.body.code });
      return stepTaken(events, step.orderId, step.userId, handoverServerMessages.handedOver);
    },
  );

  app.post(
    '/orders/:id/cancel',
    { onRequest: app.authenticate, schema: { params: orderParams, response: responses.step } },
    async (request) => {
      const step = { orderId: request.params.id, userId: request.auth!.user.id };
      return stepTaken(await cancelOrder(step), step.orderId, step.userId, serverMessages.orderCancelled);
    },
  );

  /** A photo for a dispute about to be opened, then named in its `photoIds`; checked and limited as listing photos are. */
  await registerPhotoUpload(app, '/dispute-photos', responses.disputePhoto, async (request, content, reply) => {
    const photo = await orders.uploadDisputePhoto(request.auth!.user.id, content);
    return reply.status(201).send({ data: { photo } });
  });

  /** Resolving a dispute (refund or release) is support's, from the operator console. */
  app.post(
    '/orders/:id/disputes',
    {
      onRequest: app.authenticate,
      schema: { params: orderParams, body: openDisputeRequestSchema, response: responses.dispute },
    },
    async (request, reply) => {
      const step = { orderId: request.params.id, userId: request.auth!.user.id };
      const events = await openDispute({ ...step, ...request.body });
      reply.status(201);
      return stepTaken(events, step.orderId, step.userId, serverMessages.disputeOpened);
    },
  );

  /** Either party of a completed order rates the other; a second POST within the edit window changes it. */
  app.post(
    '/orders/:id/rating',
    {
      onRequest: app.authenticate,
      schema: { params: orderParams, body: rateOrderRequestSchema, response: responses.rate },
    },
    async (request, reply) => {
      const step = { orderId: request.params.id, userId: request.auth!.user.id };
      const { created } = await rateOrder({ ...step, ...request.body });
      reply.status(created ? 201 : 200);
      return stepTaken(
        [],
        step.orderId,
        step.userId,
        created ? ratingServerMessages.rated : ratingServerMessages.updated,
      );
    },
  );

  // Returns (docs/product.md#returns). As the steps above, each is allowed from one status and
  // leaves it, so a replay is refused with its step's message and moves nothing.
  const bodylessReturnSteps = [
    ['received', returnSteps.markReceived, returnServerMessages.received(inspectionDays)],
    ['returns/accept', returnSteps.acceptReturn, returnServerMessages.accepted],
    ['returns/refuse', returnSteps.refuseReturn, returnServerMessages.refused],
    ['returns/received', returnSteps.confirmReturnReceived, returnServerMessages.receiptConfirmed],
  ] as const;
  for (const [path, takeReturnStep, message] of bodylessReturnSteps)
    app.post(
      `/orders/:id/${path}`,
      { onRequest: app.authenticate, schema: { params: orderParams, response: responses.step } },
      async (request) => {
        const step = { orderId: request.params.id, userId: request.auth!.user.id };
        return stepTaken(await takeReturnStep(step), step.orderId, step.userId, message);
      },
    );

  /** The buyer asks for a return within the inspection window; its photos come from POST /dispute-photos. */
  app.post(
    '/orders/:id/returns',
    {
      onRequest: app.authenticate,
      schema: { params: orderParams, body: requestReturnRequestSchema, response: responses.returnRequest },
    },
    async (request, reply) => {
      const step = { orderId: request.params.id, userId: request.auth!.user.id };
      const events = await returnSteps.requestReturn({ ...step, ...request.body });
      reply.status(201);
      return stepTaken(events, step.orderId, step.userId, returnServerMessages.requested);
    },
  );

  app.post(
    '/orders/:id/returns/ship',
    {
      onRequest: app.authenticate,
      schema: { params: orderParams, body: shipReturnRequestSchema, response: responses.step },
    },
    async (request) => {
      const step = { orderId: request.params.id, userId: request.auth!.user.id };
      const events = await returnSteps.shipReturn({ ...step, ...request.body });
      return stepTaken(events, step.orderId, step.userId, returnServerMessages.shipped);
    },
  );
};
