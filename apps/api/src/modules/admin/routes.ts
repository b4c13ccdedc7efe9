import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serverMessages } from '@naijabid/shared/messages';
import { adminServerMessages } from '@naijabid/shared/messages/admin';
import {
  adminListingSummarySchema,
  adminSearchQuerySchema,
  adminUserSchema,
  adminUserSummarySchema,
  operatorActionRequestSchema,
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
const userParams = z.object({ id: z.uuid(adminServerMessages.userNotFound) });
const listingParams = z.object({ id: z.uuid(serverMessages.listingNotFound) });

/** What a user or listing action answers: its sentence, and the record as it now is. */
interface ActionOutcome {
  events: LiveEvent[];
  /** Listings whose public pages changed (cached browse pages are dropped). */
  listingsChanged: number;
}
export type UserAction = (request: { userId: string; operatorId: string; reason: string }) => Promise<ActionOutcome>;
export type ListingAction = (request: {
  listingId: string;
  operatorId: string;
  reason: string;
}) => Promise<LiveEvent[]>;

/** What each route answers, by status. */
const responses = {
  audit: { 200: dataAnswerSchema(auditPageSchema), ...adminFailures() },
  disputes: { 200: dataAnswerSchema(itemsDataSchema(disputeQueueItemSchema)), ...adminFailures() },
  order: { 200: dataAnswerSchema(z.strictObject({ order: adminOrderSchema })), ...adminFailures() },
  resolve: {
    200: messageAnswerSchema(z.strictObject({ order: adminOrderSchema })),
    ...adminFailures(BODY_REFUSALS, 'order_state_conflict'),
  },
  users: { 200: dataAnswerSchema(itemsDataSchema(adminUserSummarySchema)), ...adminFailures() },
  user: { 200: dataAnswerSchema(adminUserSchema), ...adminFailures() },
  userAction: { 200: messageAnswerSchema(adminUserSchema), ...adminFailures(BODY_REFUSALS, 'operator_conflict') },
  listings: { 200: dataAnswerSchema(itemsDataSchema(adminListingSummarySchema)), ...adminFailures() },
  listingAction: {
    200: messageAnswerSchema(z.strictObject({ listing: adminListingSummarySchema })),
    ...adminFailures(BODY_REFUSALS, 'operator_conflict'),
  },
};

export interface AdminRouteOptions {
  admin: AdminService;
  bus: EventBus;
  /** The workflows behind each action, handed in by app.ts: each writes its audit entry in its own transaction. */
  resolveDispute: (request: ResolveDisputeRequest & { orderId: string; operatorId: string }) => Promise<LiveEvent[]>;
  suspendUser: UserAction;
  restoreUser: UserAction;
  liftBiddingBar: UserAction;
  takeDownListing: ListingAction;
  restoreListing: ListingAction;
  /** Cached public pages are dropped when listings change. */
  onListingsChanged: () => void;
}

/** The console's own routes, registered inside `adminScope` (./scope.ts), which guards them. */
export const adminRoutes: FastifyPluginAsyncZod<AdminRouteOptions> = async (app, options) => {
  const { admin, bus, resolveDispute, onListingsChanged } = options;
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

  app.get(
    '/users',
    { schema: { querystring: adminSearchQuerySchema, response: responses.users } },
    async (request) => ({
      data: { items: await admin.searchUsers(request.query.q) },
    }),
  );

  app.get('/users/:id', { schema: { params: userParams, response: responses.user } }, async (request) => ({
    data: await admin.user(request.params.id),
  }));

  const userActions = [
    [
      'suspend',
      options.suspendUser,
      (outcome: ActionOutcome) => adminServerMessages.suspended(outcome.listingsChanged),
    ],
    ['restore', options.restoreUser, (outcome: ActionOutcome) => adminServerMessages.restored(outcome.listingsChanged)],
    ['lift-bar', options.liftBiddingBar, () => adminServerMessages.barLifted],
  ] as const;
  for (const [path, action, message] of userActions) {
    app.post(
      `/users/:id/${path}`,
      { schema: { params: userParams, body: operatorActionRequestSchema, response: responses.userAction } },
      async (request) => {
        const userId = request.params.id;
        const outcome = await action({ userId, operatorId: operatorOf(request).id, reason: request.body.reason });
        bus.publish(outcome.events);
        if (outcome.listingsChanged > 0) onListingsChanged();
        return { message: message(outcome), data: await admin.user(userId) };
      },
    );
  }

  app.get(
    '/listings',
    { schema: { querystring: adminSearchQuerySchema, response: responses.listings } },
    async (request) => ({ data: { items: await admin.searchListings(request.query.q) } }),
  );

  const listingActions = [
    ['take-down', options.takeDownListing, (bidders: number) => adminServerMessages.takenDown(bidders)],
    ['restore', options.restoreListing, () => adminServerMessages.listingRestored],
  ] as const;
  for (const [path, action, message] of listingActions) {
    app.post(
      `/listings/:id/${path}`,
      { schema: { params: listingParams, body: operatorActionRequestSchema, response: responses.listingAction } },
      async (request) => {
        const listingId = request.params.id;
        const events = await action({ listingId, operatorId: operatorOf(request).id, reason: request.body.reason });
        bus.publish(events);
        onListingsChanged();
        const [listing] = await admin.searchListings(listingId);
        // One notice per bidder and one for the seller.
        return { message: message(Math.max(events.length - 1, 0)), data: { listing: listing! } };
      },
    );
  }
};
