import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serverMessages } from '@naijabid/shared/messages';
import { adminServerMessages } from '@naijabid/shared/messages/admin';
import {
  adminOrderSchema,
  auditPageSchema,
  auditQuerySchema,
  disputeQueueItemSchema,
  resolveDisputeRequestSchema,
  type ResolveDisputeRequest,
} from '@naijabid/shared/schemas/admin';
import { dataAnswerSchema, itemsDataSchema, messageAnswerSchema } from '@naijabid/shared/schemas/envelope';
import type { EventBus, LiveEvent } from '../../plugins/event-bus';
import { BODY_REFUSALS } from '../../responses';
import { adminFailures, operatorOf } from './scope';
import type { AdminService } from './service';

const orderParams = z.object({ id: z.uuid(serverMessages.orderNotFound) });

/** What each route answers, by status. */
const responses = {
  audit: { 200: dataAnswerSchema(auditPageSchema), ...adminFailures() },
  disputes: { 200: dataAnswerSchema(itemsDataSchema(disputeQueueItemSchema)), ...adminFailures() },
  order: { 200: dataAnswerSchema(z.strictObject({ order: adminOrderSchema })), ...adminFailures() },
  resolve: {
    200: messageAnswerSchema(z.strictObject({ order: adminOrderSchema })),
    ...adminFailures(BODY_REFUSALS, 'order_state_conflict'),
  },
};

export interface AdminRouteOptions {
  admin: AdminService;
  bus: EventBus;
  /** The workflows behind each action, handed in by app.ts: each writes its audit entry in its own transaction. */
  resolveDispute: (request: ResolveDisputeRequest & { orderId: string; operatorId: string }) => Promise<LiveEvent[]>;
}

/** The console's own routes, registered inside `adminScope` (./scope.ts), which guards them. */
export const adminRoutes: FastifyPluginAsyncZod<AdminRouteOptions> = async (app, { admin, bus, resolveDispute }) => {
  app.get('/audit', { schema: { querystring: auditQuerySchema, response: responses.audit } }, async (request) => ({
    data: await admin.auditPage(request.query),
  }));

  app.get('/disputes', { schema: { response: responses.disputes } }, async () => ({
    data: { items: await admin.disputeQueue() },
  }));

  app.get('/orders/:id', { schema: { params: orderParams, response: responses.order } }, async (request) => ({
    data: { order: await admin.order(request.params.id) },
  }));

  app.post(
    '/orders/:id/resolve',
    { schema: { params: orderParams, body: resolveDisputeRequestSchema, response: responses.resolve } },
    async (request) => {
      const orderId = request.params.id;
      bus.publish(await resolveDispute({ ...request.body, orderId, operatorId: operatorOf(request).id }));
      return {
        message: adminServerMessages.disputeResolved[request.body.resolution],
        data: { order: await admin.order(orderId) },
      };
    },
  );
};
