import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serverMessages } from '@naijabid/shared/messages';
import { dataAnswerSchema } from '@naijabid/shared/schemas/envelope';
import { watcherCountSchema, watchlistDataSchema, watchStateSchema } from '@naijabid/shared/schemas/watchlist';
import { failureResponses } from '../../responses';
import type { WatchlistService } from './service';

const auctionParams = z.object({ auctionId: z.uuid(serverMessages.listingNotFound) });
const listingParams = z.object({ id: z.uuid(serverMessages.listingNotFound) });

/** What each route answers, by status. */
const responses = {
  list: { 200: dataAnswerSchema(watchlistDataSchema), ...failureResponses('unauthenticated') },
  watch: {
    200: dataAnswerSchema(watchStateSchema),
    ...failureResponses('unauthenticated', 'not_found', 'watchlist_full'),
  },
  unwatch: { 200: dataAnswerSchema(watchStateSchema), ...failureResponses('unauthenticated') },
  watchers: { 200: dataAnswerSchema(watcherCountSchema), ...failureResponses() },
};

/** The heart: PUT and DELETE are idempotent, so a double tap or a retry on a slow line is harmless. */
export const watchlistRoutes: FastifyPluginAsyncZod<{ watchlist: WatchlistService }> = async (app, { watchlist }) => {
  app.get('/me/watchlist', { onRequest: app.authenticate, schema: { response: responses.list } }, async (request) => ({
    data: { items: await watchlist.list(request.auth!.user.id) },
  }));

  app.put(
    '/me/watchlist/:auctionId',
    { onRequest: app.authenticate, schema: { params: auctionParams, response: responses.watch } },
    async (request) => ({ data: await watchlist.watch(request.auth!.user.id, request.params.auctionId) }),
  );

  app.delete(
    '/me/watchlist/:auctionId',
    { onRequest: app.authenticate, schema: { params: auctionParams, response: responses.unwatch } },
    async (request) => ({ data: await watchlist.unwatch(request.auth!.user.id, request.params.auctionId) }),
  );

  app.get(
    '/auctions/:id/watchers',
    { schema: { params: listingParams, response: responses.watchers } },
    async (request) => ({ data: { watchers: await watchlist.watchers(request.params.id) } }),
  );
};
