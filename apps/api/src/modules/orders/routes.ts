import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serverMessages } from '@naijabid/shared/messages';
import { dataAnswerSchema, itemsDataSchema, messageAnswerSchema } from '@naijabid/shared/schemas/envelope';
import { orderDataSchema, orderPaymentSchema, orderSchema } from '@naijabid/shared/schemas/orders';
import { AppError } from '../../errors';
import { BODY_REFUSALS, failureResponses } from '../../responses';
import type { EventBus } from '../../plugins/event-bus';
import type { MadePayment, OrderService, PaymentRequest } from './service';

const orderParams = z.object({ id: z.uuid(serverMessages.orderNotFound) });
const idempotencyKey = z.string().trim().min(8).max(100);

/** What each route answers, by status. */
const responses = {
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
    ),
  },
};

export interface OrderRouteOptions {
  orders: OrderService;
  bus: EventBus;
  /** workflows/pay-order.ts, handed in by app.ts: paying moves money and the order together. */
  payOrder: (request: PaymentRequest) => Promise<MadePayment>;
}

export const orderRoutes: FastifyPluginAsyncZod<OrderRouteOptions> = async (app, { orders, bus, payOrder }) => {
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
    { onRequest: app.authenticate, schema: { params: orderParams, response: responses.pay } },
    async (request) => {
      const key = idempotencyKey.safeParse(request.headers['idempotency-key']);
      if (!key.success) throw new AppError('validation', serverMessages.paymentKeyRequired);
      const { payment, replayed, events } = await payOrder({
        orderId: request.params.id,
        buyerId: request.auth!.user.id,
        idempotencyKey: key.data,
      });
      if (!replayed) bus.publish(events);
      return { message: serverMessages.orderPaid, data: payment };
    },
  );
};
